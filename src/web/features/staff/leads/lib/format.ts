import { coverageOptions, isCoverageOptionId } from '#shared/coverage-options';
import type { LeadLine } from '#shared/staff/leads';

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
