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
