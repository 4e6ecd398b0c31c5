// Authorization matrix entries of the staff console's claims (src/server/authorization.test.ts).
// Writes act on a fresh claim per caller, so a refusal is the guard's and not the claim graph's.
import {
  staffOnly,
  type MatrixContext,
  type MatrixEntries,
} from '#tests/helpers/authorization-matrix';
import { claimStatusHistory, claims } from '#server/db/schema';

let claimCount = 0;

/** A submitted claim of client A. */
async function freshClaimOfA(ctx: MatrixContext) {
  const { db } = ctx.database;
  const [claim] = await db
    .insert(claims)
    .values({
      userId: ctx.ids.clientA,
      policyId: ctx.clientAPolicyId,
      claimNumber: `CLM-MATRIX-${process.pid}-${++claimCount}`,
      incidentDate: '2026-01-05',
      description: 'Matrix check of who may move this claim.',
      status: 'submitted',
    })
    .returning({ id: claims.id });
  await db
    .insert(claimStatusHistory)
    .values({ claimId: claim!.id, fromStatus: null, toStatus: 'submitted' });
  return claim!.id;
}

export const matrix: MatrixEntries = {
  'GET /api/staff/claims': {
    call: () => ({ url: '/api/staff/claims?status=all' }),
    expect: staffOnly(200),
  },
  'GET /api/staff/claims/:id': {
    call: async (ctx) => ({ url: `/api/staff/claims/${await freshClaimOfA(ctx)}` }),
    expect: staffOnly(200),
  },
  'POST /api/staff/claims/:id/status': {
    call: async (ctx) => ({
      url: `/api/staff/claims/${await freshClaimOfA(ctx)}/status`,
      payload: { status: 'processing', note: 'We are on it.' },
    }),
    expect: staffOnly(200),
  },
};
