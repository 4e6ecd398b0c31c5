import * as React from 'react';
import { useSearchParams } from 'react-router';
import type { StaffAppointment } from '#shared/staff/appointments';
import { ActionOutcome } from '../../shared/action-outcome';
import { FilterSelect } from '../../shared/filter-select';
import { LoadStatus } from '../../shared/load-status';
import { StaffPage } from '../../shared/staff-layout';
import { useAppointments, type AppointmentScope } from '../api/appointments';
import { scopeOf, scopeOptions, scopeSearchOf } from '../lib/scope';
import { AppointmentList } from './appointment-list';
import { CancelDialog } from './cancel-dialog';
import { WeeklyHours } from './weekly-hours';

/**
 * /staff/appointments: the appointments booked from today on, by day, the signed-in member's own
 * or everyone's (`?scope=all`); each booked one can be cancelled with the reason the client is
 * e-mailed. Below, the member's weekly hours, the times clients and visitors can book.
 */
export function AppointmentsPage() {
  const [params, setParams] = useSearchParams();
  const scope = scopeOf(params);
  const appointments = useAppointments(scope);
  const [cancelling, setCancelling] = React.useState<StaffAppointment | null>(null);
  const [done, setDone] = React.useState<string | null>(null);
  const cancelButtons = React.useRef(new Map<number, HTMLButtonElement>());
  const outcome = React.useRef<HTMLDivElement>(null);
  const closed = React.useRef<number | null>(null);

  // Each booked row's Cancel button, by appointment: where the focus goes back once the dialog closed.
  const cancelButton = (id: number) => (button: HTMLButtonElement | null) => {
    if (button) cancelButtons.current.set(id, button);
    else cancelButtons.current.delete(id);
  };

  const close = () => {
    closed.current = cancelling?.id ?? null;
    setCancelling(null);
  };

  // Once the dialog closed: the focus goes back to the row's Cancel button, or to the outcome
  // when the button is gone (the appointment is cancelled now).
  React.useEffect(() => {
    if (cancelling || closed.current === null) return;
    const button = cancelButtons.current.get(closed.current);
    closed.current = null;
    (button?.isConnected ? button : outcome.current)?.focus();
  }, [cancelling]);

  return (
    <StaffPage title="Appointments">
      <p className="mb-5 max-w-3xl text-slate-700">
        Calls and visits booked from today on, for the next 60 days, soonest first, on the agency's
        clock (Kansas time).
      </p>
      <div role="group" aria-label="Filter appointments" className="mb-5 max-w-xs">
        <FilterSelect
          label="Show"
          value={scope}
          onChange={(value) =>
            setParams(scopeSearchOf(value as AppointmentScope), { replace: true })
          }
          options={scopeOptions}
        />
      </div>
      <ActionOutcome ref={outcome} done={done} failure={null} className="mb-4" />
      {appointments.isSuccess ? (
        <AppointmentList
          appointments={appointments.data}
          scope={scope}
          cancelButton={cancelButton}
          onCancel={(appointment) => {
            setDone(null);
            setCancelling(appointment);
          }}
        />
      ) : (
        <LoadStatus query={appointments} loading="Loading appointments..." what="appointments" />
      )}
      <CancelDialog
        appointment={cancelling}
        onClose={close}
        onCancelled={(cancelled) => {
          setDone(`Cancelled. ${cancelled.name} has been e-mailed.`);
          close();
        }}
      />
      <div className="mt-10">
        <WeeklyHours />
      </div>
    </StaffPage>
  );
}
