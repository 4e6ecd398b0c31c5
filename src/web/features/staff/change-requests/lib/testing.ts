import type { StaffServiceRow } from '#shared/staff/change-requests';

// Component tests only: a request as the service queue lists it.

/** A change request of Jane Prairie's on her auto policy, received and past its due time. */
export function fakeServiceRow(overrides: Partial<StaffServiceRow> = {}): StaffServiceRow {
  return {
    id: 12,
    reference: 'CHG-2026-000012',
    kind: 'change',
    type: 'vehicle-add',
    summary:
      'Add 2024 Toyota RAV4 (VIN 2T3P1RFV8RW000001, financed, with First Bank), from Mar 10, 2026',
    status: 'received',
    client: { id: 'acc-1', name: 'Jane Prairie' },
    policy: { id: 4, policyNumber: 'SSI-AUTO-100200', policyType: 'Auto' },
    createdAt: '2026-03-02T15:04:00.000Z',
    dueAt: '2026-03-04T15:04:00.000Z',
    due: { state: 'missed', dueAt: '2026-03-04T15:04:00.000Z', hours: 3 },
    assignee: null,
    ...overrides,
  };
}
