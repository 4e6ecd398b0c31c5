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

const agencyClock = new Intl.DateTimeFormat('en-US', {
  timeZone: AGENCY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Milliseconds the agency's clock is ahead of UTC at `instant` (negative in Kansas). */
function agencyOffsetMs(instant: Date): number {
  const parts = Object.fromEntries(
    agencyClock.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the agency's clock reads `time` (HH:MM) on `date` (YYYY-MM-DD): 17:00 on a day in
 * Kansas is 22:00 or 23:00 UTC, by daylight saving time.
 */
export function agencyInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  // The offset at the guess, then at the corrected instant: right on both sides of a change.
  const first = wall - agencyOffsetMs(new Date(wall));
  return new Date(wall - agencyOffsetMs(new Date(first)));
}

/** The day after `date` (YYYY-MM-DD). */
export function nextDay(date: string): string {
  return addDays(date, 1);
}

/** `date` moved by `days` calendar days (YYYY-MM-DD); negative goes back. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Monday to Friday: the days the office works requests through. */
export function isBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** When the office closes on a business day, for "within N business days". */
export const BUSINESS_DAY_CLOSE = '17:00';

/**
 * "Within N business days" of `from`: the close of the N-th business day after the agency's
 * calendar day of `from` (a request on Friday morning, within 1, is due Monday at 17:00; one on
 * Saturday, too).
 */
export function businessDaysAfter(from: Date, days: number): Date {
  let date = agencyToday(from);
  for (let counted = 0; counted < days;) {
    date = nextDay(date);
    if (isBusinessDay(date)) counted += 1;
  }
  return agencyInstant(date, BUSINESS_DAY_CLOSE);
}
