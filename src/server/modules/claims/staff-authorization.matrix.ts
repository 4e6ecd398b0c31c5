// Authorization matrix entries of the staff console's claims (src/server/authorization.test.ts).
// Writes act on a fresh claim per caller, so a refusal is the guard's and not the claim graph's.
import { staffOnly, type MatrixEntries } from '#tests/helpers/authorization-matrix';
import { submittedClaimOfA } from '#tests/helpers/matrix-records';

export const matrix: MatrixEntries = {
  'GET /api/staff/claims': {
    call: () => ({ url: '/api/staff/claims?status=all' }),
    expect: staffOnly(200),
  },
  'GET /api/staff/claims/:id': {
    call: async (ctx) => ({ url: `/api/staff/claims/${await submittedClaimOfA(ctx)}` }),
    expect: staffOnly(200),
  },
  'POST /api/staff/claims/:id/status': {
    call: async (ctx) => ({
      url: `/api/staff/claims/${await submittedClaimOfA(ctx)}/status`,
      payload: { status: 'processing', note: 'We are on it.' },
    }),
    expect: staffOnly(200),
  },
};
