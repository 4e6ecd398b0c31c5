// Authorization matrix entries of the service queue (src/server/authorization.test.ts). Writes act
// on a fresh request per caller, so a refusal is the guard's and not the status graph's.
import {
  staffOnly,
  type MatrixContext,
  type MatrixEntries,
} from '#tests/helpers/authorization-matrix';
import { samplePdf, uploadBody } from '#tests/fixtures/documents';
import { serviceRequests } from '#server/db/schema';
import { freshRequestOfA } from './authorization.matrix';

let requestCount = 0;

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
