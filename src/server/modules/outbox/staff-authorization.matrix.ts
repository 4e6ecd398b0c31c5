// Authorization matrix entries of the staff console's outbox (src/server/authorization.test.ts).
// A retry acts on a fresh failed e-mail per caller, so a refusal is the guard's.
import {
  staffOnly,
  type MatrixContext,
  type MatrixEntries,
} from '#tests/helpers/authorization-matrix';
import { insertedId } from '#tests/helpers/matrix-records';
import { emailOutbox } from '#server/db/schema';

/** An e-mail the worker gave up on. */
function freshFailedEmail(ctx: MatrixContext) {
  return insertedId(ctx, emailOutbox, {
    kind: 'matrix',
    to: 'nobody@matrix.example',
    subject: 'Matrix check',
    text: 'Matrix check',
    status: 'failed',
    attempts: 10,
    lastError: 'connection refused',
  });
}

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
