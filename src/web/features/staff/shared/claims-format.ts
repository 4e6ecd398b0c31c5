import { AGENCY_TIME_ZONE, formatUsd, portalMessages } from '#shared/portal';

// A YYYY-MM-DD date is a day on the calendar, not an instant: read and printed in UTC so that
// no time zone moves it to the day before.
const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** `2026-03-15` → `Mar 15, 2026`. */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return calendarDay.format(new Date(Date.UTC(year!, month! - 1, day!)));
}

// Instants are shown on the agency's calendar and clock (Kansas), whoever looks.
const agencyDay = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeZone: AGENCY_TIME_ZONE,
});
const agencyMoment = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: AGENCY_TIME_ZONE,
});

export const formatDay = (timestamp: string) => agencyDay.format(new Date(timestamp));
export const formatMoment = (timestamp: string) => agencyMoment.format(new Date(timestamp));

export const formatAge = (days: number) =>
  days === 0 ? 'Today' : `${days} ${days === 1 ? 'day' : 'days'}`;

/** An estimate not given yet reads as Pending, as in the client's portal. */
export const formatAmount = (amount: string | null) =>
  amount === null ? portalMessages.amountPending : formatUsd(amount);
