import { toMoney } from '#shared/staff/policies';
import type { policyStatuses } from '#shared/policies';

/**
 * Reading one cell of an export into a column's value. Each reader answers the value, or a
 * reason in words the dry run shows beside the row.
 */
export type Read<T> = { value: T } | { reason: string };

export const ok = <T>(value: T): Read<T> => ({ value });

/**
 * A spreadsheet formula (`=HYPERLINK(…)`, `@SUM(…)`, `+cmd|…`), not a value; numbers and phones
 * are values. A cell that starts with a TAB or a CR (which some spreadsheets skip before reading a
 * formula), or with spaces before one, is a formula too.
 */
export function looksLikeFormula(cell: string): boolean {
  if (/^[\t\r]/.test(cell)) return true;
  const start = cell.trimStart();
  if (/^[=@]/.test(start)) return true;
  return /^[+-]/.test(start) && !/^[+-]?[\d\s().,$-]*$/.test(start);
}

export function text(cell: string, label: string, max: number): Read<string> {
  return cell.length > max ? { reason: `${label} is longer than ${max} characters` } : ok(cell);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function email(cell: string, label: string): Read<string> {
  const value = cell.toLowerCase();
  return EMAIL.test(value) && value.length <= 320
    ? ok(value)
    : { reason: `${label} "${cell}" is not an e-mail address` };
}

const iso = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return date.toISOString().slice(0, 10);
};

/** `2026-03-15`, `3/15/2026`, `03-15-2026` or `3/15/26` (20xx below 70) as YYYY-MM-DD. */
export function day(cell: string, label: string): Read<string> {
  let found: string | null = null;
  const isoMatch = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(cell);
  const usMatch = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(cell);
  if (isoMatch) found = iso(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3]));
  else if (usMatch) {
    const shortYear = Number(usMatch[3]);
    const year = usMatch[3]!.length === 2 ? (shortYear < 70 ? 2000 : 1900) + shortYear : shortYear;
    found = iso(year, Number(usMatch[1]), Number(usMatch[2]));
  }
  if (!found || found < '1900-01-01' || found > '2199-12-31') {
    return { reason: `${label} "${cell}" is not a date (use 2026-03-15 or 3/15/2026)` };
  }
  return ok(found);
}

export function money(cell: string, label: string): Read<string> {
  const value = toMoney(cell);
  return value === null
    ? { reason: `${label} "${cell}" is not an amount in dollars and cents` }
    : ok(value);
}

type PolicyStatus = (typeof policyStatuses)[number];
/** The words management systems use for a policy's status. */
export function policyStatus(cell: string): Read<PolicyStatus> {
  const word = cell.toLowerCase().replace(/[^a-z]/g, '');
  if (['active', 'inforce', 'a', 'current', 'renewed', 'issued', 'bound'].includes(word))
    return ok('active');
  if (word.startsWith('cancel') || word === 'c') return ok('cancelled');
  if (
    word.startsWith('expire') ||
    word.startsWith('nonrenew') ||
    word === 'lapsed' ||
    word === 'e'
  ) {
    return ok('expired');
  }
  return ok('other');
}

const POLICY_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;
export function policyNumber(cell: string): Read<string> {
  if (cell.length > 50 || !POLICY_NUMBER.test(cell)) {
    return {
      reason: `Policy number "${cell}" may only hold letters, digits, spaces, dots, slashes and dashes`,
    };
  }
  return ok(cell);
}

export function vin(cell: string): Read<string> {
  const value = cell.toUpperCase().replace(/[\s-]/g, '');
  return /^[A-Z0-9]{1,17}$/.test(value)
    ? ok(value)
    : {
        reason: `VIN "${cell}" is not a vehicle identification number (up to 17 letters and digits)`,
      };
}

export function year(cell: string): Read<number> {
  const value = Number(cell);
  const latest = new Date().getUTCFullYear() + 2;
  return Number.isInteger(value) && value >= 1900 && value <= latest
    ? ok(value)
    : { reason: `Year "${cell}" is not a model year between 1900 and ${latest}` };
}

export function stateCode(cell: string, label: string): Read<string> {
  const value = cell.toUpperCase();
  return /^[A-Z]{2}$/.test(value)
    ? ok(value)
    : { reason: `${label} "${cell}" is not a two-letter state` };
}

/** How names and addresses are compared: no case, no punctuation, single spaces. */
export const normalize = (value: string | null | undefined) =>
  (value ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
