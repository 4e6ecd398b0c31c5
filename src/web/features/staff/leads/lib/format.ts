import { coverageOptions, isCoverageOptionId } from '#shared/coverage-options';
import { AGENCY_TIME_ZONE } from '#shared/portal';
import type { LeadLine } from '#shared/staff/leads';

// Times are read on the agency's clock (Kansas), whatever the browser's time zone: the inbox's
// date filters use the same calendar.
const agencyMoment = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: AGENCY_TIME_ZONE,
});

/** An ISO timestamp as day and time: `Mar 15, 2026, 3:04 PM`. */
export const formatMoment = (timestamp: string) => agencyMoment.format(new Date(timestamp));

/** Whole hours as an age: `less than 1 h`, `5 h`, `3 d`. */
export function formatAge(hours: number): string {
  if (hours < 1) return 'less than 1 h';
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

export const lineLabel: Record<LeadLine, string> = {
  personal: 'Personal',
  commercial: 'Commercial',
};

export const coverageLabel = (id: string) =>
  isCoverageOptionId(id) ? coverageOptions[id].label : id;

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
export const formatDollars = (amount: number) => usd.format(amount);
