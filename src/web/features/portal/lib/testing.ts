import type { Claim, Policy } from '#shared/portal';

// Component tests only: a policy and a claim as the portal's API answers them.

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

/** A claim as GET /api/client/claims answers it. */
export function fakeClaim(overrides: Partial<Claim> = {}): Claim {
  return {
    id: 1,
    claimNumber: 'CLM-2026-001000',
    status: 'submitted',
    description: 'Rear-ended at a stop light; rear bumper damaged.',
    incidentDate: '2026-02-27',
    amount: null,
    createdAt: '2026-03-01T15:04:00.000Z',
    policyId: 1,
    policyNumber: 'SSI-AUTO-100231',
    policyType: 'Auto',
    history: [
      {
        fromStatus: null,
        toStatus: 'submitted',
        note: null,
        createdAt: '2026-03-01T15:04:00.000Z',
      },
    ],
    ...overrides,
  };
}
