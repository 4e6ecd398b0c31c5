// Authorization matrix entries of how clients pay, as staff keep it (src/server/authorization.test.ts).
import { staffOnly, type MatrixEntries } from '#tests/helpers/authorization-matrix';

export const matrix: MatrixEntries = {
  'GET /api/staff/carrier-payments': {
    call: () => ({ url: '/api/staff/carrier-payments' }),
    expect: staffOnly(200),
  },
  'PUT /api/staff/carrier-payments/:carrier': {
    call: () => ({
      url: `/api/staff/carrier-payments/${encodeURIComponent('The Hartford')}`,
      payload: { paymentUrl: 'https://pay.hartford.example/', paymentPhone: '(800) 555-0101' },
    }),
    expect: staffOnly(200),
  },
  'PUT /api/staff/policies/:id/billing': {
    call: (ctx) => ({
      url: `/api/staff/policies/${ctx.clientAOtherPolicyId}/billing`,
      payload: { autopay: true, nextPaymentDue: '2026-12-15' },
    }),
    expect: staffOnly(200),
  },
};
