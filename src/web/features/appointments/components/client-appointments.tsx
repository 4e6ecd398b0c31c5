import * as React from 'react';
import { Button } from '~/components/ui/button';
import { userMessage } from '~/lib/api';
import {
  appointmentModeLabels,
  appointmentTopicLabels,
  formatAppointmentTime,
  type Appointment,
} from '#shared/appointments';
import { useCancelClientAppointment, useClientAppointments } from '../api/appointments';

/**
 * The account's appointments from today: when, how, with whom and about what; a booked one that
 * has not started can be cancelled, after a second press that says what it does.
 */
export function ClientAppointments() {
  const appointments = useClientAppointments();
  const cancel = useCancelClientAppointment();
  const [asking, setAsking] = React.useState<number | null>(null);
  const [outcome, setOutcome] = React.useState<string | null>(null);

  if (appointments.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading your appointments...
      </p>
    );
  }
  if (appointments.isError) {
    return (
      <p role="alert" className="text-red-700">
        We could not load your appointments. Please reload the page.
      </p>
    );
  }
  // From the start of today: one earlier today stays in sight, its cancellation refused.
  const upcoming = appointments.data;
  return (
    <div className="space-y-3">
      <p role="status" className={outcome ? 'font-medium text-green-800' : 'sr-only'}>
        {outcome}
      </p>
      {upcoming.length === 0 ? (
        <p className="text-slate-700">You have no appointments booked.</p>
      ) : (
        <ul aria-label="Your appointments" className="space-y-3">
          {upcoming.map((appointment) => (
            <AppointmentItem
              key={appointment.id}
              appointment={appointment}
              asking={asking === appointment.id}
              onAsk={() => setAsking(appointment.id)}
              onKeep={() => setAsking(null)}
              pending={cancel.isPending && cancel.variables === appointment.id}
              error={
                cancel.isError && cancel.variables === appointment.id
                  ? userMessage(cancel.error, 'We could not cancel it. Please call us.')
                  : null
              }
              onCancel={() =>
                cancel.mutate(appointment.id, {
                  onSuccess: () => {
                    setAsking(null);
                    setOutcome(
                      `Cancelled: ${formatAppointmentTime(appointment.startsAt)}. We have e-mailed you.`,
                    );
                  },
                })
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function AppointmentItem({
  appointment,
  asking,
  pending,
  error,
  onAsk,
  onKeep,
  onCancel,
}: {
  appointment: Appointment;
  asking: boolean;
  pending: boolean;
  error: string | null;
  onAsk: () => void;
  onKeep: () => void;
  onCancel: () => void;
}) {
  const when = formatAppointmentTime(appointment.startsAt);
  const cancelled = appointment.status === 'cancelled';
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <p className="font-semibold text-ink">
        {cancelled ? <s>{when}</s> : when}
        {cancelled && <span className="ml-2 text-sm font-medium text-red-800">Cancelled</span>}
      </p>
      <p className="text-slate-700">
        {appointmentModeLabels[appointment.mode]}, {appointment.minutes} minutes, with{' '}
        {appointment.staffName}: {appointmentTopicLabels[appointment.topic]}
        {appointment.policyNumber && ` (policy ${appointment.policyNumber})`}
      </p>
      {!cancelled && (
        <div className="mt-3 flex flex-wrap items-center gap-3 [fieldset:disabled_&]:hidden">
          {asking ? (
            <>
              <span className="text-sm font-medium text-ink">Cancel this appointment?</span>
              <Button
                type="button"
                size="sm"
                className="bg-red-700 hover:bg-red-800"
                disabled={pending}
                onClick={onCancel}
              >
                {pending ? 'Cancelling...' : 'Yes, cancel it'}
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={onKeep}>
                Keep it
              </Button>
            </>
          ) : (
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={`Cancel the appointment on ${when}`}
              onClick={onAsk}
            >
              Cancel
            </Button>
          )}
          {error && (
            <p role="alert" className="w-full text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
