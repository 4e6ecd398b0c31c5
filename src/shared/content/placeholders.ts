import { type AgencyProfile } from '../agency';
import { licenceNumberClause } from '../agency-text';

// Content names the agency by placeholders, so another agency edits no content: `{agency}`,
// `{legalName}`, `{state}`, `{licenseNumberClause}` (", licence number KS-…", or nothing while the
// profile has no number), `{phone}`, `{email}`, `{city}`, `{promoInsurer}`. Pages, the sitemap and the
// assistant fill them here, all alike; an unknown `{word}` stays as written.

const placeholders = {
  agency: (agency) => agency.name,
  legalName: (agency) => agency.legalName,
  state: (agency) => agency.licenseState,
  licenseNumberClause: licenceNumberClause,
  phone: (agency) => agency.phone,
  email: (agency) => agency.email,
  city: (agency) => agency.address.city,
  promoInsurer: (agency) => agency.promoInsurer,
} satisfies Record<string, (agency: AgencyProfile) => string>;

/** `text` with each placeholder replaced by the agency's value. */
export function fillPlaceholders(text: string, agency: AgencyProfile): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(placeholders, key)
      ? placeholders[key as keyof typeof placeholders](agency)
      : whole,
  );
}

/** Every text inside `value` (objects and lists, at any depth) filled; the rest as it is. */
export function fillPlaceholdersIn<T>(value: T, agency: AgencyProfile): T {
  if (typeof value === 'string') return fillPlaceholders(value, agency) as T;
  if (Array.isArray(value))
    return value.map((item: unknown) => fillPlaceholdersIn(item, agency)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillPlaceholdersIn(item, agency)]),
    ) as T;
  }
  return value;
}
