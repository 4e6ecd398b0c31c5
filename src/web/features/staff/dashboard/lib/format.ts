import { AGENCY_TIME_ZONE } from '#shared/agency-time';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const timeFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: AGENCY_TIME_ZONE,
  timeZoneName: 'short',
});

/** `2025-03-10` → "Monday, March 10, 2025" (a calendar day: no time zone moves it). */
export const formatWeekStart = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));

/** When the figures were read, in the agency's time: "Wed 3:05 PM CDT". */
export const formatAsOf = (iso: string) => timeFormat.format(new Date(iso));

// A report's periods are days on the agency's calendar (YYYY-MM-DD): read and printed in UTC so
// no time zone moves them.
const dayOfMonth = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthOfYear = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const calendarDay = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
};

/** A report's period by its days: a week "Nov 23 – Nov 29", a month "November 2026". */
export function formatReportPeriod(period: 'week' | 'month', start: string, end: string): string {
  if (period === 'month') return monthOfYear.format(calendarDay(start));
  return `${dayOfMonth.format(calendarDay(start))} – ${dayOfMonth.format(calendarDay(end))}`;
}

/** Hours with one decimal ("2.5"); "–" when there is nothing to measure. */
export const formatReportHours = (hours: number | null) =>
  hours === null ? '–' : (Math.round(hours * 10) / 10).toFixed(1);
