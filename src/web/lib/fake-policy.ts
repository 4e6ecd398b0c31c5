import type { Policy } from '#shared/policies';

// Component tests only: the portal and the console show the same policies (a staff policy is the
// portal's shape and its client account), so both fake them from here.

/** A policy as GET /api/client/policies answers it; `overrides` change what a test is about. */
export function fakePolicy(overrides: Partial<Policy> = {}): Policy {
  return {
    id: 1,
    policyType: 'Auto',
    status: 'active',
    carrier: 'Progressive',
    policyNumber: 'SSI-AUTO-100231',
    premium: '1284.00',
    deductible: '500.00',
    effectiveDate: '2025-03-15',
    expirationDate: '2026-03-15',
    ...overrides,
  };
}
