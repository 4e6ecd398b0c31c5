// The agency's calendar and clock: dates and instants are read in its time zone, whoever looks.

/** Calendar days are the agency's (Kansas): a policy expires at the start of its date there. */
export const AGENCY_TIME_ZONE = 'America/Chicago';

/** Today's date (YYYY-MM-DD) in the agency's time zone. */
export function agencyToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: AGENCY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Whole days from `today` to `date` (both YYYY-MM-DD); negative when past. */
export function daysBetween(today: string, date: string): number {
  return Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
}
