import * as React from 'react';
import { href, Link } from 'react-router';
import { EmptyNote } from '~/components/ui/empty-note';
import { ScrollTable, wideOnly, type TableColumn } from '~/components/ui/scroll-table';
import { cn } from '~/lib/cn';
import { appointmentModeLabels, appointmentTopicLabels } from '#shared/appointments';
import type { StaffAppointment } from '#shared/staff/appointments';
import type { AppointmentScope } from '../api/appointments';
import { formatClock, groupByDay, type AppointmentDay } from '../lib/format';
import { RowDialogButton } from '../../shared/row-dialog-button';

const linkClasses = 'text-brand-800 underline underline-offset-2 hover:text-brand-900';
/** A cell's padding: narrower on a phone. */
const cell = 'px-4 py-3 max-md:px-2';

/** Where each booked row's Cancel button is kept, by appointment: the focus comes back to it. */
export type CancelButtonRef = (id: number) => (button: HTMLButtonElement | null) => void;

/**
 * The appointments from today on, a table per day of the agency's calendar under its h2. The
 * With column is shown for everyone's appointments only; each booked row has its Cancel button.
 */
export function AppointmentList({
  appointments,
  scope,
  cancelButton,
  onCancel,
}: {
  appointments: StaffAppointment[];
  scope: AppointmentScope;
  cancelButton: CancelButtonRef;
  onCancel: (appointment: StaffAppointment) => void;
}) {
  if (appointments.length === 0) {
    return (
      <EmptyNote role="status" className="p-6">
        No appointments booked from today on.
      </EmptyNote>
    );
  }
  return (
    <div className="space-y-8">
      {groupByDay(appointments).map((day) => (
        <DaySection
          key={day.date}
          day={day}
          scope={scope}
          cancelButton={cancelButton}
          onCancel={onCancel}
        />
      ))}
    </div>
  );
}

function DaySection({
  day,
  scope,
  cancelButton,
  onCancel,
}: {
  day: AppointmentDay;
  scope: AppointmentScope;
  cancelButton: CancelButtonRef;
  onCancel: (appointment: StaffAppointment) => void;
}) {
  const headingId = React.useId();
  const everyone = scope === 'all';
  const count = day.appointments.length;
  const whose = everyone ? "everyone's" : 'yours';
  const columns: TableColumn[] = [
    'Time',
    'Who',
    { label: 'What', wide: true },
    ...(everyone ? ['With'] : []),
    'Status',
    { label: 'Actions', srOnly: true },
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        <time dateTime={day.date}>{day.heading}</time>
      </h2>
      <ScrollTable
        caption={`${day.heading}: ${count} ${count === 1 ? 'appointment' : 'appointments'}, ${whose}`}
        minWidth="md:min-w-[52rem]"
        columns={columns}
      >
        {day.appointments.map((appointment) => (
          <AppointmentRow
            key={appointment.id}
            appointment={appointment}
            everyone={everyone}
            cancelButton={cancelButton(appointment.id)}
            onCancel={() => onCancel(appointment)}
          />
        ))}
      </ScrollTable>
    </section>
  );
}

function AppointmentRow({
  appointment,
  everyone,
  cancelButton,
  onCancel,
}: {
  appointment: StaffAppointment;
  everyone: boolean;
  cancelButton: (button: HTMLButtonElement | null) => void;
  onCancel: () => void;
}) {
  const cancelled = appointment.status === 'cancelled';
  return (
    <tr className={cn('align-top', cancelled && 'bg-slate-50')}>
      <th scope="row" className={cn(cell, 'font-semibold whitespace-nowrap text-ink')}>
        <time dateTime={appointment.startsAt} className="block">
          {formatClock(appointment.startsAt)}
        </time>
        <span className="block font-normal text-slate-700">{appointment.minutes} min</span>
      </th>
      <td className={cell}>
        <Who appointment={appointment} />
        {/* A phone has no What column: the topic and the way go here. */}
        <span className="mt-1 block text-slate-700 md:hidden">
          {appointmentTopicLabels[appointment.topic]}, {appointmentModeLabels[appointment.mode]}
        </span>
      </td>
      <td className={cn(cell, wideOnly)}>
        <What appointment={appointment} />
      </td>
      {everyone && <td className={cell}>{appointment.staffName}</td>}
      <td className={cell}>
        <StatusCell appointment={appointment} />
      </td>
      <td className={cell}>
        {!cancelled && (
          <RowDialogButton ref={cancelButton} onClick={onCancel}>
            Cancel<span className="sr-only"> appointment with {appointment.name}</span>
          </RowDialogButton>
        )}
      </td>
    </tr>
  );
}

/** Who booked: the client's record, or a prospect; how to reach them. */
function Who({ appointment }: { appointment: StaffAppointment }) {
  return (
    <>
      {appointment.accountId ? (
        <Link
          to={href('/staff/clients/:id', { id: appointment.accountId })}
          className={cn(linkClasses, 'font-semibold [overflow-wrap:anywhere]')}
        >
          {appointment.name}
        </Link>
      ) : (
        <>
          <span className="block font-semibold [overflow-wrap:anywhere] text-ink">
            {appointment.name}
          </span>
          <span className="block text-slate-700">Prospect</span>
        </>
      )}
      {appointment.phone && (
        <a href={`tel:${appointment.phone}`} className={cn(linkClasses, 'block')}>
          {appointment.phone}
        </a>
      )}
      <a
        href={`mailto:${appointment.email}`}
        className={cn(linkClasses, 'block [overflow-wrap:anywhere]')}
      >
        {appointment.email}
      </a>
    </>
  );
}

/** What it is about: the topic, the way, the policy, the note left when booking. */
function What({ appointment }: { appointment: StaffAppointment }) {
  return (
    <>
      <span className="block font-medium text-ink">
        {appointmentTopicLabels[appointment.topic]}
      </span>
      <span className="block text-slate-700">{appointmentModeLabels[appointment.mode]}</span>
      {appointment.policyNumber && (
        <span className="block text-slate-700">Policy {appointment.policyNumber}</span>
      )}
      {appointment.notes && (
        <span className="mt-1 block break-words whitespace-pre-line text-slate-800">
          {appointment.notes}
        </span>
      )}
    </>
  );
}

/** Booked or cancelled in words; a cancelled one says why, as the client was told. */
function StatusCell({ appointment }: { appointment: StaffAppointment }) {
  const cancelled = appointment.status === 'cancelled';
  return (
    <>
      <span
        className={cn(
          'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
          cancelled ? 'bg-red-100 text-red-800' : 'bg-green-100 text-green-800',
        )}
      >
        {cancelled ? 'Cancelled' : 'Booked'}
      </span>
      {cancelled && appointment.cancelReason && (
        <span className="mt-1 block text-xs break-words text-slate-700">
          Reason: {appointment.cancelReason}
        </span>
      )}
    </>
  );
}
