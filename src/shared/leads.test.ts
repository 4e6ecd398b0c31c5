import { describe, expect, it } from 'vitest';
import { commercialDetailsSchema, propertyDetailsSchema } from './leads';

describe('lead details', () => {
  it('reads numbers typed with commas or a dollar sign, and treats blank as not given', () => {
    const parsed = propertyDetailsSchema.parse({
      kind: 'home',
      zip: '66210',
      dwellingValue: '$320,000',
      roofAge: '',
    });
    expect(parsed.dwellingValue).toBe(320000);
    expect(parsed.roofAge).toBeUndefined();
  });

  it('asks for a missing required number in words, not as a type error', () => {
    const result = commercialDetailsSchema.safeParse({
      kind: 'commercial',
      entityType: 'llc',
      yearsInBusiness: '',
      employees: 'twelve',
      annualRevenue: '250000',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages).toEqual({
      yearsInBusiness: 'Please enter the number of years in business',
      employees: 'Please enter the number of employees as a number',
    });
  });
});
