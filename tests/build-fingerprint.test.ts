import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { fingerprint } from '../scripts/fingerprint.mjs';

describe('build fingerprint (decides whether npm start rebuilds)', () => {
  it('is stable for the same sources and environment', () => {
    expect(fingerprint({})).toBe(fingerprint({}));
  });

  it('changes when an agency override changes, since pages bake the profile in', () => {
    const base = fingerprint({});
    expect(fingerprint({ AGENCY_PHONE: '(316) 555-0199' })).not.toBe(base);
    expect(fingerprint({ UNRELATED: 'x' })).toBe(base);
  });
});
