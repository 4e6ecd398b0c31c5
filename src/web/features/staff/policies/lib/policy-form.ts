import { agencyToday } from '#shared/agency-time';
import type { PolicyInput, PolicyPatch, PolicyValues, StaffPolicy } from '#shared/staff/policies';

/** The form's fields: text as typed (amounts included); the shared schema reads them. */
export type PolicyFormValues = Omit<PolicyInput, 'premium' | 'deductible'> & {
  premium: string;
  deductible: string;
};

export const policyFieldNames = [
  'policyNumber',
  'policyType',
  'carrier',
  'status',
  'premium',
  'deductible',
  'effectiveDate',
  'expirationDate',
] as const satisfies readonly (keyof PolicyFormValues)[];

/** The same day one year later (28 February for 29 February). */
export function oneYearAfter(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  const next = `${Number(year) + 1}-${month}-${day}`;
  return month === '02' && day === '29' ? next.replace(/-29$/, '-28') : next;
}

/** A new policy starts today for a year, active. */
export function newPolicyValues(today = agencyToday()): PolicyFormValues {
  return {
    policyNumber: '',
    policyType: '',
    carrier: '',
    premium: '',
    deductible: '',
    effectiveDate: today,
    expirationDate: oneYearAfter(today),
    status: 'active',
  };
}

export function policyFormValues(policy: StaffPolicy): PolicyFormValues {
  return {
    policyNumber: policy.policyNumber,
    policyType: policy.policyType,
    carrier: policy.carrier,
    premium: policy.premium,
    deductible: policy.deductible ?? '',
    effectiveDate: policy.effectiveDate,
    expirationDate: policy.expirationDate,
    status: policy.status as PolicyFormValues['status'],
  };
}

/** Only the fields the person changed: an edit never rewrites what it did not touch. */
export function changedFields(
  values: PolicyValues,
  dirty: Partial<Record<keyof PolicyFormValues, unknown>>,
): PolicyPatch {
  const changes: Record<string, unknown> = {};
  for (const name of policyFieldNames) {
    if (dirty[name]) changes[name] = values[name];
  }
  return changes as PolicyPatch;
}
