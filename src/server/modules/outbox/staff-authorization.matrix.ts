// Authorization matrix entries of the staff console's outbox (src/server/authorization.test.ts).
// A retry acts on a fresh failed e-mail per caller, so a refusal is the guard's.
import { staffOnly, type MatrixEntries } from '#tests/helpers/authorization-matrix';
import { freshFailedEmail } from '#tests/helpers/matrix-records';

export const matrix: MatrixEntries = {
  'GET /api/staff/outbox': {
    call: () => ({ url: '/api/staff/outbox' }),
    expect: staffOnly(200),
  },
  'POST /api/staff/outbox/:id/retry': {
    call: async (ctx) => ({ url: `/api/staff/outbox/${await freshFailedEmail(ctx)}/retry` }),
    expect: staffOnly(200),
  },
};
