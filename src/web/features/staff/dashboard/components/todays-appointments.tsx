import { href, Link } from 'react-router';
import { AGENCY_TIME_ZONE } from '#shared/agency-time';
import { appointmentModeLabels, appointmentTopicLabels } from '#shared/appointments';
import type { StaffAppointment } from '#shared/staff/appointments';
import { DashboardCard } from './dashboard-card';

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
  return (
    <DashboardCard
      title="Today's appointments"
      link={{ to: href('/staff/appointments'), text: 'All appointments' }}
    >
      {(headingId) =>
        appointments.length === 0 ? (
          <p className="mt-3 text-slate-700">No appointments today.</p>
        ) : (
          <ol aria-labelledby={headingId} className="mt-3 divide-y divide-slate-100">
            {appointments.map((appointment) => (
              <AppointmentItem key={appointment.id} appointment={appointment} />
            ))}
          </ol>
        )
      }
    </DashboardCard>
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
            to={href('/staff/clients/:id', { id: appointment.accountId })}
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
