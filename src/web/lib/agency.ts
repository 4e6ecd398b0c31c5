import type { AgencyProfile } from '#shared/agency';

/**
 * The agency profile as built into the pages: content/agency.ts plus AGENCY_* overrides,
 * checked against its schema by vite.config.ts at build time.
 */
export const agency: AgencyProfile = __AGENCY__;
