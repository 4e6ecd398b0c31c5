// Authorization matrix entries of the portal's change requests (src/server/authorization.test.ts).
// Each call on a request uses a fresh one of client A's on the policy member A sees: A and member A
// reach it; client B and staff (who have no portal account) are told it does not exist.
import {
  ownerOnly,
  signedIn,
  type MatrixContext,
  type MatrixEntries,
} from '#tests/helpers/authorization-matrix';
import { samplePdf, uploadBody } from '#tests/fixtures/documents';
import { serviceRequestEvents, serviceRequests } from '#server/db/schema';

let requestCount = 0;

/** A received change request of client A on the auto policy (the one member A sees). */
export async function freshRequestOfA(ctx: MatrixContext) {
  const { db } = ctx.database;
  const [request] = await db
    .insert(serviceRequests)
    .values({
      reference: `CHG-MATRIX-${process.pid}-${++requestCount}`,
      accountId: ctx.accountIds.clientA,
      policyId: ctx.clientAPolicyId,
      requestedBy: ctx.ids.clientA,
      type: 'other',
      details: { description: 'Matrix check of who may reach this request.' },
      summary: 'Matrix check of who may reach this request.',
      dueAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: serviceRequests.id });
  await db
    .insert(serviceRequestEvents)
    .values({ requestId: request!.id, fromStatus: null, toStatus: 'received' });
  return request!.id;
}

export const matrix: MatrixEntries = {
  'GET /api/client/service-requests': {
    call: () => ({ url: '/api/client/service-requests' }),
    expect: signedIn(200),
  },
  'GET /api/client/service-requests/options': {
    call: () => ({ url: '/api/client/service-requests/options' }),
    expect: signedIn(200),
  },
  // A change on client A's policy: only A and member A (who sees it) may ask; for everyone else
  // the policy does not exist.
  'POST /api/client/service-requests': {
    call: (ctx) => ({
      url: '/api/client/service-requests',
      payload: {
        type: 'other',
        policyId: ctx.clientAPolicyId,
        acknowledged: true,
        details: { description: 'Matrix check of who may ask for a change here.' },
      },
    }),
    expect: ownerOnly(201),
  },
  'POST /api/client/service-requests/:id/reply': {
    call: async (ctx) => ({
      url: `/api/client/service-requests/${await freshRequestOfA(ctx)}/reply`,
      payload: { message: 'Matrix check of who may answer.' },
    }),
    expect: ownerOnly(200),
  },
  'POST /api/client/service-requests/:id/attachments': {
    call: async (ctx) => {
      const body = uploadBody('bill-of-sale.pdf', samplePdf(), 'application/pdf');
      return {
        url: `/api/client/service-requests/${await freshRequestOfA(ctx)}/attachments`,
        payload: body.payload,
        headers: body.headers,
      };
    },
    expect: ownerOnly(201),
  },
};
