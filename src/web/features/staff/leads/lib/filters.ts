import { leadFilterKeys, leadQueryString, type LeadFilters } from '#shared/staff/leads';

export type FilterValues = Partial<Record<keyof LeadFilters, string>>;

/** The filters of the inbox's address (`?status=new&q=…`), as the form shows them. */
export function filtersOf(params: URLSearchParams): FilterValues {
  const values: FilterValues = {};
  for (const key of leadFilterKeys) {
    const value = params.get(key)?.trim();
    if (value) values[key] = value;
  }
  return values;
}

/** The page of the address: a whole number from 1, anything else is page 1. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The filters of a submitted filter form, as an address query (blanks left out, page 1). */
export function queryOfForm(form: FormData): string {
  const values: FilterValues = {};
  for (const key of leadFilterKeys) {
    const value = form.get(key);
    if (typeof value === 'string') values[key] = value;
  }
  return leadQueryString(values);
}

export const hasFilters = (values: FilterValues) => Object.keys(values).length > 0;
