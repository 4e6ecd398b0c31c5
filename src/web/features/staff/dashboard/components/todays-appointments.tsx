import { ArrowRight } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { AGENCY_TIME_ZONE } from '#shared/agency-time';
import { appointmentModeLabels, appointmentTopicLabels } from '#shared/appointments';
import type { StaffAppointment } from '#shared/staff/appointments';

const linkClasses = 'text-brand-800 underline underline-offset-2 hover:text-brand-900';

const clock = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: AGENCY_TIME_ZONE,
});

/**
 * Today's appointments, everyone's, soonest first: the time on the agency's clock, who booked
 * (their client record when they are a client), what about and how, and with whom; a link to the
 * whole list.
 */
export function TodaysAppointments({ appointments }: { appointments: StaffAppointment[] }) {
  const headingId = React.useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          Today's appointments
        </h2>
        <Link
          to="/staff/appointments"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          All appointments
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {appointments.length === 0 ? (
        <p className="mt-3 text-slate-700">No appointments today.</p>
      ) : (
        <ol aria-labelledby={headingId} className="mt-3 divide-y divide-slate-100">
          {appointments.map((appointment) => (
            <AppointmentItem key={appointment.id} appointment={appointment} />
          ))}
        </ol>
      )}
    </section>
  );
}

function AppointmentItem({ appointment }: { appointment: StaffAppointment }) {
  return (
    <li className="grid gap-x-4 gap-y-0.5 py-2 sm:grid-cols-[6rem_1fr]">
      <time dateTime={appointment.startsAt} className="font-semibold text-ink">
        {clock.format(new Date(appointment.startsAt))}
      </time>
      <p className="min-w-0 text-slate-800">
        {appointment.accountId ? (
          <Link
            to={`/staff/clients/${appointment.accountId}`}
            className={`${linkClasses} font-semibold [overflow-wrap:anywhere]`}
          >
            {appointment.name}
          </Link>
        ) : (
          <span className="font-semibold [overflow-wrap:anywhere] text-ink">
            {appointment.name}
          </span>
        )}
        {': '}
        {appointmentTopicLabels[appointment.topic]}, {appointmentModeLabels[appointment.mode]}
        <span className="text-slate-700"> with {appointment.staffName}</span>
      </p>
    </li>
  );
}
