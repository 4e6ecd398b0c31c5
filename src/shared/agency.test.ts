import { describe, expect, it } from 'vitest';
import agency from '#content/agency';
import { resolveAgencyProfile } from './agency';
import { licenceLine, licenceNumberClause } from './agency-text';

describe('the licence number', () => {
  it('is shown when the agency has set it', () => {
    const profile = resolveAgencyProfile(agency, { AGENCY_LICENSE_NUMBER: 'KS-8812345' });
    expect(licenceLine(profile)).toBe('Licensed in Kansas · License #KS-8812345');
    expect(licenceNumberClause(profile)).toBe(', licence number KS-8812345');
  });

  it('is left out, not faked, while the profile has none', () => {
    const profile = resolveAgencyProfile(agency);
    expect(licenceLine(profile)).toBe('Licensed in Kansas');
    expect(licenceNumberClause(profile)).toBe('');
  });

  it('refuses a placeholder of zeros, naming the variable that set it', () => {
    expect(() => resolveAgencyProfile(agency, { AGENCY_LICENSE_NUMBER: 'KS-0000000' })).toThrow(
      /AGENCY_LICENSE_NUMBER: licenseNumber must be the real number/,
    );
  });
});

describe('a phone link', () => {
  it('dials the number with the country code once, written either way', async () => {
    const { phoneHref } = await import('./phone');
    expect(phoneHref('(913) 555-0142')).toBe('tel:+19135550142');
    expect(phoneHref('1-800-555-0177')).toBe('tel:+18005550177');
    expect(phoneHref('800.555.0177')).toBe('tel:+18005550177');
  });
});
