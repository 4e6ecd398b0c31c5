// Authorization matrix entries of the renewal board (src/server/authorization.test.ts).
import { and, eq } from 'drizzle-orm';
import {
  staffOnly,
  type MatrixContext,
  type MatrixEntries,
} from '#tests/helpers/authorization-matrix';
import { clientPolicies, policyRenewals } from '#server/db/schema';
import { addDays } from '#shared/agency-time';

/** The stored renewal's updatedAt of the policy's current term, so each caller's save is current. */
async function currentVersion(ctx: MatrixContext, policyId: number) {
  const db = ctx.database.db;
  const [policy] = await db.select().from(clientPolicies).where(eq(clientPolicies.id, policyId));
  const [renewal] = await db
    .select()
    .from(policyRenewals)
    .where(
      and(
        eq(policyRenewals.policyId, policyId),
        eq(policyRenewals.expirationDate, policy!.expirationDate),
      ),
    );
  return renewal?.updatedAt.toISOString() ?? null;
}

export const matrix: MatrixEntries = {
  'GET /api/staff/renewals': {
    call: () => ({ url: '/api/staff/renewals' }),
    expect: staffOnly(200),
  },
  'PUT /api/staff/renewals/:id': {
    call: async (ctx) => ({
      url: `/api/staff/renewals/${ctx.clientAOtherPolicyId}`,
      payload: {
        status: 'review-booked',
        assigneeId: null,
        expectedUpdatedAt: await currentVersion(ctx, ctx.clientAOtherPolicyId),
      },
    }),
    expect: staffOnly(200),
  },
  'PUT /api/staff/policies/:id/next-term': {
    call: async (ctx) => {
      const [policy] = await ctx.database.db
        .select()
        .from(clientPolicies)
        .where(eq(clientPolicies.id, ctx.clientAOtherPolicyId));
      return {
        url: `/api/staff/policies/${ctx.clientAOtherPolicyId}/next-term`,
        payload: { expirationDate: addDays(policy!.expirationDate, 365), premium: '1200.00' },
      };
    },
    expect: staffOnly(200),
  },
  'GET /api/staff/clients/:id/reviews': {
    call: (ctx) => ({ url: `/api/staff/clients/${ctx.accountIds.clientA}/reviews` }),
    expect: staffOnly(200),
  },
  'POST /api/staff/clients/:id/reviews': {
    call: (ctx) => ({
      url: `/api/staff/clients/${ctx.accountIds.clientA}/reviews`,
      payload: {
        reviewedOn: '2026-01-15',
        coverageAdequate: true,
        coverages: [{ coverage: 'Flood', outcome: 'offered-declined' }],
      },
    }),
    expect: staffOnly(201),
  },
};
