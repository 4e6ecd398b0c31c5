import { AGENCY_TIME_ZONE, formatUsd } from '#shared/portal';

// A YYYY-MM-DD date is a day on the calendar, not an instant: read and printed in UTC so that
// no time zone moves it to the day before.
const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** `2026-03-15` → `Mar 15, 2026`. */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return calendarDay.format(new Date(Date.UTC(year!, month! - 1, day!)));
}

// Instants are shown on the agency's calendar (Kansas), whoever looks.
const agencyDay = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeZone: AGENCY_TIME_ZONE,
});
export const formatDay = (timestamp: string) => agencyDay.format(new Date(timestamp));

/** A missing amount (no deductible) reads as a dash, with words for screen readers. */
export const formatMoney = (amount: string | null) => (amount === null ? null : formatUsd(amount));
