// The agency's facts in words, for pages, islands and e-mails: no zod here, so the quote form's
// island can use them without the schema's code.
import type { AgencyProfile, Agent } from './agency';

/** "Monday - Friday 8:00 AM - 6:00 PM, Saturday 9:00 AM - 2:00 PM": the days the office opens. */
export function openingHours(agency: Pick<AgencyProfile, 'officeHours'>): string {
  return agency.officeHours
    .filter(({ hours }) => /\d/.test(hours))
    .map(({ days, hours }) => `${days} ${hours}`)
    .join(', ');
}

/** "Licensed in Kansas · License #KS-1234567", or "Licensed in Kansas" while no number is set. */
export function licenceLine(agency: Pick<AgencyProfile, 'licenseState' | 'licenseNumber'>): string {
  const licensed = `Licensed in ${agency.licenseState}`;
  return agency.licenseNumber ? `${licensed} · License #${agency.licenseNumber}` : licensed;
}

/** ", licence number KS-1234567" to follow a sentence's "licensed in Kansas", or nothing. */
export function licenceNumberClause(agency: Pick<AgencyProfile, 'licenseNumber'>): string {
  return agency.licenseNumber ? `, licence number ${agency.licenseNumber}` : '';
}

/** The agent a thank-you names for a request of this line: the first who answers it, if any. */
export function agentFor(
  agency: Pick<AgencyProfile, 'agents'>,
  line: 'personal' | 'commercial',
): Agent | undefined {
  return agency.agents.find((agent) => agent.lines.includes(line));
}
