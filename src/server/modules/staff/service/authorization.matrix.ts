// Authorization matrix entries of the service queue (src/server/authorization.test.ts). Writes act
// on a fresh request per caller, so a refusal is the guard's and not the status graph's.
import {
  staffOnly,
  type MatrixContext,
  type MatrixEntries,
} from '#tests/helpers/authorization-matrix';
import { samplePdf, uploadBody } from '#tests/fixtures/documents';
import { serviceRequestEvents, serviceRequests } from '#server/db/schema';

let requestCount = 0;

/** A received change request of client A. */
async function freshRequestOfA(ctx: MatrixContext) {
  const { db } = ctx.database;
  const [request] = await db
    .insert(serviceRequests)
    .values({
      reference: `CHG-STAFF-MATRIX-${process.pid}-${++requestCount}`,
      accountId: ctx.accountIds.clientA,
      policyId: ctx.clientAPolicyId,
      requestedBy: ctx.ids.clientA,
      type: 'other',
      details: { description: 'Matrix check of who may work this request.' },
      summary: 'Matrix check of who may work this request.',
      dueAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: serviceRequests.id });
  await db
    .insert(serviceRequestEvents)
    .values({ requestId: request!.id, fromStatus: null, toStatus: 'received' });
  return request!.id;
}

/** A certificate request of client A. */
async function certificateRequestOfA(ctx: MatrixContext) {
  const [request] = await ctx.database.db
    .insert(serviceRequests)
    .values({
      reference: `COI-STAFF-MATRIX-${process.pid}-${++requestCount}`,
      accountId: ctx.accountIds.clientA,
      requestedBy: ctx.ids.clientA,
      type: 'certificate',
      details: {},
      summary: 'Certificate for Matrix Property Management',
      dueAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: serviceRequests.id });
  return request!.id;
}

export const matrix: MatrixEntries = {
  'POST /api/staff/service/:id/certificate': {
    call: async (ctx) => {
      const body = uploadBody('certificate.pdf', samplePdf(), 'application/pdf');
      return {
        url: `/api/staff/service/${await certificateRequestOfA(ctx)}/certificate`,
        payload: body.payload,
        headers: body.headers,
      };
    },
    expect: staffOnly(200),
  },
  'GET /api/staff/service': {
    call: () => ({ url: '/api/staff/service?status=all' }),
    expect: staffOnly(200),
  },
  'GET /api/staff/service/:id': {
    call: async (ctx) => ({ url: `/api/staff/service/${await freshRequestOfA(ctx)}` }),
    expect: staffOnly(200),
  },
  'PATCH /api/staff/service/:id': {
    call: async (ctx) => ({
      url: `/api/staff/service/${await freshRequestOfA(ctx)}`,
      payload: { status: 'in-progress', note: 'We are on it.' },
    }),
    expect: staffOnly(200),
  },
};
