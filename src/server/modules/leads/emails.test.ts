import { describe, expect, it } from 'vitest';
import agencyProfile from '#content/agency';
import { resolveAgencyProfile } from '#shared/agency';
import { leadInputSchema } from '#shared/leads';
import { leadEmails } from './emails';

const agency = resolveAgencyProfile(agencyProfile);

describe('leadEmails', () => {
  const lead = leadInputSchema.parse({
    type: 'personal',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    phone: '(913) 555-0101',
    coverageTypes: ['auto'],
  });

  it('confirms a quote request with the 24-hour promise, greeting by name', () => {
    const [notification, confirmation] = leadEmails(lead, 7, agency, 'agency@example.com');
    expect(notification!.subject).toBe('New personal quote request #7: Ann Lee');
    expect(confirmation!.subject).toBe(`We received your quote request – ${agency.name}`);
    expect(confirmation!.text).toMatch(
      /^Hello Ann,\n\nThank you for your quote request\. .*within 24 hours/,
    );
  });

  it('confirms a callback request with a call back in office hours, and asks the agency to call', () => {
    const callback = { ...lead, type: 'callback' };
    const [notification, confirmation] = leadEmails(callback, 8, agency, 'agency@example.com');
    expect(notification!.subject).toBe('New callback request #8: Ann Lee');
    expect(notification!.text).toContain('Please call Ann at (913) 555-0101');
    expect(confirmation!.subject).toBe(`We received your callback request – ${agency.name}`);
    expect(confirmation!.text).toContain(
      'Thank you for your callback request. A licensed Kansas agent will call you back during office hours (Monday - Friday 8:00 AM - 6:00 PM, Saturday 9:00 AM - 2:00 PM).',
    );
    expect(confirmation!.html).not.toContain('personalized quote');
  });
});
