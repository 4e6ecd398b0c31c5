import { CircleCheck } from 'lucide-react';
import * as React from 'react';
import {
  appointmentModeLabels,
  formatAppointmentTime,
  type Appointment,
} from '#shared/appointments';

/**
 * The booking confirmed, in place of the form: when, how and with whom, and that the e-mail with
 * the calendar file is on its way. It takes the focus, so a screen reader reads it at once.
 */
export function BookedNotice({
  appointment,
  children,
}: {
  appointment: Appointment;
  children?: React.ReactNode;
}) {
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="space-y-3 rounded-lg border border-green-300 bg-green-50 p-6 focus:outline-none"
    >
      <h2 className="flex items-center gap-2 text-xl font-bold text-green-900">
        <CircleCheck aria-hidden="true" className="size-6" />
        You are booked
      </h2>
      <p className="text-ink">
        {appointmentModeLabels[appointment.mode]}, {appointment.minutes} minutes, with{' '}
        {appointment.staffName}: <strong>{formatAppointmentTime(appointment.startsAt)}</strong>.
      </p>
      <p className="text-slate-700">
        We have e-mailed you a confirmation with a calendar file, and will remind you the day
        before.
      </p>
      {children}
    </div>
  );
}
