import { AGENCY_TIME_ZONE } from '#shared/portal';

// A YYYY-MM-DD date is a day on the calendar, not an instant: it is read and printed in UTC so
// no time zone can move it to the day before.
const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** `2026-03-15` → `Mar 15, 2026`. */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return calendarDay.format(new Date(Date.UTC(year!, month! - 1, day!)));
}

// Instants (when a claim was filed or changed) are shown on the agency's calendar and clock,
// the same calendar that decides "today" for incident dates and expiry warnings.
const agencyDay = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeZone: AGENCY_TIME_ZONE,
});
const agencyMoment = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: AGENCY_TIME_ZONE,
});

/** An ISO timestamp as its day: `Mar 15, 2026`. */
export function formatDay(timestamp: string): string {
  return agencyDay.format(new Date(timestamp));
}

/** An ISO timestamp as day and time: `Mar 15, 2026, 3:04 PM`. */
export function formatMoment(timestamp: string): string {
  return agencyMoment.format(new Date(timestamp));
}
