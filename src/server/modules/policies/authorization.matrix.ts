// Authorization matrix entries of this module's routes (src/server/authorization.test.ts).
import { and, eq } from 'drizzle-orm';
import {
  ownerOnly,
  signedIn,
  type MatrixContext,
  type MatrixEntries,
} from '#tests/helpers/authorization-matrix';
import { clientPolicies, documents, policyVehicles } from '#server/db/schema';

/** A vehicle's card on client A's auto policy (the one member A sees). */
async function cardOfA(ctx: MatrixContext) {
  const [vehicle] = await ctx.database.db
    .select()
    .from(policyVehicles)
    .where(eq(policyVehicles.policyId, ctx.clientAPolicyId));
  return `/api/client/id-cards/${ctx.clientAPolicyId}/vehicles/${vehicle!.id}`;
}

/** The carrier's card of client A's auto policy (the seeded PDF's file stands in for it). */
async function carrierCardOfA(ctx: MatrixContext) {
  const [policy] = await ctx.database.db
    .select()
    .from(clientPolicies)
    .where(eq(clientPolicies.id, ctx.clientAPolicyId));
  const [existing] = await ctx.database.db
    .select()
    .from(documents)
    .where(and(eq(documents.policyId, ctx.clientAPolicyId), eq(documents.kind, 'id-card')));
  if (!existing) {
    await ctx.database.db.insert(documents).values({
      accountId: ctx.accountIds.clientA,
      policyId: ctx.clientAPolicyId,
      kind: 'id-card',
      termExpires: policy!.expirationDate,
      fileName: 'carrier-card.pdf',
      filePath: 'demo/welcome-letter.pdf',
      fileSize: 1,
      mimeType: 'application/pdf',
    });
  }
  return `/api/client/id-cards/${ctx.clientAPolicyId}/carrier-card/email`;
}

export const matrix: MatrixEntries = {
  'POST /api/client/id-cards/:policyId/carrier-card/email': {
    call: async (ctx) => ({ url: await carrierCardOfA(ctx) }),
    expect: ownerOnly(202),
  },
  'GET /api/client/id-cards': {
    call: () => ({ url: '/api/client/id-cards' }),
    expect: signedIn(200),
  },
  'GET /api/client/id-cards/:policyId/vehicles/:vehicleId/pdf': {
    call: async (ctx) => ({ url: `${await cardOfA(ctx)}/pdf` }),
    expect: ownerOnly(200),
  },
  'POST /api/client/id-cards/:policyId/vehicles/:vehicleId/email': {
    call: async (ctx) => ({ url: `${await cardOfA(ctx)}/email` }),
    expect: ownerOnly(202),
  },
  'GET /api/client/policies': {
    call: () => ({ url: '/api/client/policies' }),
    expect: signedIn(200),
  },
  'GET /api/client/policies/current-as-of': {
    call: () => ({ url: '/api/client/policies/current-as-of' }),
    expect: signedIn(200),
  },
  // A report on client A's policy: only A (and member A, who sees it) may send it; for everyone
  // else the policy does not exist.
  'POST /api/client/policies/:id/report': {
    call: (ctx) => ({
      url: `/api/client/policies/${ctx.clientAPolicyId}/report`,
      payload: { message: 'Matrix check of who may report a mistake in this policy.' },
    }),
    expect: ownerOnly(202),
  },
};
