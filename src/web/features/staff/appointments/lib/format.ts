import { AGENCY_TIME_ZONE } from '#shared/agency-time';
import type { StaffAppointment } from '#shared/staff/appointments';

const agencyDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: AGENCY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dayHeading = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: AGENCY_TIME_ZONE,
});
const clock = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: AGENCY_TIME_ZONE,
});

/** An instant's day on the agency's calendar: `2026-12-01`. */
export const agencyDateOf = (iso: string) => agencyDate.format(new Date(iso));

/** An instant's day on the agency's calendar, as a heading: "Tue, Dec 1, 2026". */
export const formatDayHeading = (iso: string) => dayHeading.format(new Date(iso));

/** An instant on the agency's clock: "10:30 AM". */
export const formatClock = (iso: string) => clock.format(new Date(iso));

/** The appointments of one day of the agency's calendar, in the order they came. */
export interface AppointmentDay {
  /** YYYY-MM-DD on the agency's calendar. */
  date: string;
  /** "Tue, Dec 1, 2026". */
  heading: string;
  appointments: StaffAppointment[];
}

/** The appointments (soonest first) in days of the agency's calendar, soonest day first. */
export function groupByDay(appointments: StaffAppointment[]): AppointmentDay[] {
  const days: AppointmentDay[] = [];
  for (const appointment of appointments) {
    const date = agencyDateOf(appointment.startsAt);
    const last = days.at(-1);
    if (last?.date === date) last.appointments.push(appointment);
    else {
      days.push({
        date,
        heading: formatDayHeading(appointment.startsAt),
        appointments: [appointment],
      });
    }
  }
  return days;
}
