import { describe, expect, it } from 'vitest';
import { policyInputSchema } from '#shared/staff/policies';
import { changedFields, newPolicyValues, oneYearAfter } from './policy-form';

describe('the policy form', () => {
  it('starts a new policy today, for a year, active', () => {
    expect(newPolicyValues('2026-03-15')).toMatchObject({
      effectiveDate: '2026-03-15',
      expirationDate: '2027-03-15',
      status: 'active',
    });
    expect(oneYearAfter('2028-02-29')).toBe('2029-02-28');
    expect(oneYearAfter('2026-12-31')).toBe('2027-12-31');
  });

  it('sends only the fields that were changed, as the schema reads them', () => {
    const values = policyInputSchema.parse({
      ...newPolicyValues('2026-03-15'),
      policyNumber: 'SSI-1',
      policyType: 'Auto',
      carrier: 'Chubb',
      premium: '1,200.5',
      deductible: '',
    });
    expect(changedFields(values, { premium: true, deductible: true })).toEqual({
      premium: '1200.50',
      deductible: null,
    });
    expect(changedFields(values, {})).toEqual({});
  });
});
