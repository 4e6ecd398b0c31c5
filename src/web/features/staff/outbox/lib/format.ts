import { AGENCY_TIME_ZONE } from '#shared/portal';

// Shown on the agency's calendar and clock (Kansas), whoever looks.
const agencyMoment = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: AGENCY_TIME_ZONE,
});

/** An ISO timestamp as day and time: `Mar 15, 2026, 3:04 PM`. */
export const formatMoment = (timestamp: string) => agencyMoment.format(new Date(timestamp));
