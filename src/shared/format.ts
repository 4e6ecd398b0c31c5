import { AGENCY_TIME_ZONE } from './agency-time';

// How the product prints dates, instants, money and sizes: one formatter each, in the browser,
// in e-mails and in exports alike.

// A YYYY-MM-DD date is a day on the calendar, not an instant: it is read and printed in UTC so
// no time zone can move it to the day before.
const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** `2026-03-15` → `Mar 15, 2026`. */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return calendarDay.format(new Date(Date.UTC(year!, month! - 1, day!)));
}

// Instants (when a claim was filed, a lead arrived) are shown on the agency's calendar and
// clock, the same calendar that decides "today" for incident dates and expiry warnings.
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
export const formatDay = (timestamp: string) => agencyDay.format(new Date(timestamp));

/** An ISO timestamp as day and time: `Mar 15, 2026, 3:04 PM`. */
export const formatMoment = (timestamp: string) => agencyMoment.format(new Date(timestamp));

/** File sizes as people read them: B, KB or MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** A decimal string as en-US dollars: `1284.00` → `$1,284.00`. */
export const formatUsd = (amount: string) => usd.format(Number(amount));
