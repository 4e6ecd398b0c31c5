import './zod-jitless';
import agencyBase from '../../../content/agency';
import { resolveAgencyProfile } from '../../shared/agency';

/** The agency profile as built into the pages (content/agency.ts plus AGENCY_* at build time). */
export const agency = resolveAgencyProfile(agencyBase, __AGENCY_ENV__);
