// Authorization matrix entries of the staff console's claims and outbox
// (src/server/authorization.test.ts). Writes act on a fresh record per caller, so a refusal is
// the guard's and not the claim graph's or the outbox's.
import {
  staffOnly,
  type MatrixContext,
  type MatrixEntries,
} from '#tests/helpers/authorization-matrix';
import { claimStatusHistory, claims, emailOutbox } from '#server/db/schema';

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

/** An e-mail the worker gave up on. */
async function freshFailedEmail(ctx: MatrixContext) {
  const [row] = await ctx.database.db
    .insert(emailOutbox)
    .values({
      kind: 'matrix',
      to: 'nobody@matrix.example',
      subject: 'Matrix check',
      text: 'Matrix check',
      status: 'failed',
      attempts: 10,
      lastError: 'connection refused',
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
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
  'GET /api/staff/outbox': {
    call: () => ({ url: '/api/staff/outbox' }),
    expect: staffOnly(200),
  },
  'POST /api/staff/outbox/:id/retry': {
    call: async (ctx) => ({ url: `/api/staff/outbox/${await freshFailedEmail(ctx)}/retry` }),
    expect: staffOnly(200),
  },
};
