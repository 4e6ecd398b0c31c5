// Authorization matrix entries of the staff console's clients, policies and documents
// (src/server/authorization.test.ts): staff only; clients are told the routes do not exist.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  fresh,
  staffOnly,
  type MatrixContext,
  type MatrixEntries,
} from '#tests/helpers/authorization-matrix';
import { samplePdf, uploadBody } from '#tests/fixtures/documents';
import { clientPolicies, policyDrivers, policyVehicles } from '#server/db/schema';
import { freshMemberOfA } from './authorization.matrix';

const newPolicy = () => ({
  policyNumber: `MATRIX-${randomUUID()}`,
  policyType: 'Renters',
  carrier: 'Travelers',
  premium: '150.00',
  deductible: '250.00',
  effectiveDate: '2026-01-01',
  expirationDate: '2027-01-01',
  status: 'active' as const,
});

/** A fresh policy of client A for each caller, so one caller's cancel leaves the next one's. */
async function freshPolicyOfA(ctx: MatrixContext) {
  const [row] = await ctx.database.db
    .insert(clientPolicies)
    .values({ ...newPolicy(), accountId: ctx.accountIds.clientA })
    .returning({ id: clientPolicies.id });
  return row!.id;
}

export const matrix: MatrixEntries = {
  'POST /api/staff/clients/invite': {
    call: () => ({ url: '/api/staff/clients/invite', payload: { email: fresh('invitee') } }),
    expect: staffOnly(201),
  },
  'POST /api/staff/clients/invitations': {
    call: (ctx) => ({
      url: '/api/staff/clients/invitations',
      payload: { accountIds: [ctx.accountIds.clientA] },
    }),
    expect: staffOnly(200),
  },
  'POST /api/staff/clients/:id/people/invite': {
    call: (ctx) => ({
      url: `/api/staff/clients/${ctx.accountIds.clientA}/people/invite`,
      payload: { email: fresh('member'), firstName: 'Pat', policyScope: 'all' },
    }),
    expect: staffOnly(201),
  },
  'POST /api/staff/clients/:id/people/:personId/revoke': {
    call: async (ctx) => ({
      url: `/api/staff/clients/${ctx.accountIds.clientA}/people/${await freshMemberOfA(ctx)}/revoke`,
    }),
    expect: staffOnly(200),
  },
  'GET /api/staff/clients/:id/portal': {
    call: (ctx) => ({ url: `/api/staff/clients/${ctx.accountIds.clientA}/portal` }),
    expect: staffOnly(200),
  },
  'GET /api/staff/clients/:id/id-cards/:policyId/vehicles/:vehicleId/pdf': {
    call: async (ctx) => {
      const [vehicle] = await ctx.database.db
        .select()
        .from(policyVehicles)
        .where(eq(policyVehicles.policyId, ctx.clientAPolicyId));
      return {
        url: `/api/staff/clients/${ctx.accountIds.clientA}/id-cards/${ctx.clientAPolicyId}/vehicles/${vehicle!.id}/pdf`,
      };
    },
    expect: staffOnly(200),
  },
  'GET /api/staff/clients': {
    call: () => ({ url: '/api/staff/clients?q=example' }),
    expect: staffOnly(200),
  },
  'GET /api/staff/clients/:id': {
    call: (ctx) => ({ url: `/api/staff/clients/${ctx.accountIds.clientA}` }),
    expect: staffOnly(200),
  },
  'POST /api/staff/clients/:id/policies': {
    call: (ctx) => ({
      url: `/api/staff/clients/${ctx.accountIds.clientA}/policies`,
      payload: newPolicy(),
    }),
    expect: staffOnly(201),
  },
  'POST /api/staff/policies/:id/vehicles': {
    call: async (ctx) => ({
      url: `/api/staff/policies/${await freshPolicyOfA(ctx)}/vehicles`,
      payload: { vin: '1M8GDM9AXKP042788', year: 2019, make: 'Ford', model: 'Escape' },
    }),
    expect: staffOnly(201),
  },
  'DELETE /api/staff/policies/:id/vehicles/:childId': {
    call: async (ctx) => {
      const policyId = await freshPolicyOfA(ctx);
      const [vehicle] = await ctx.database.db
        .insert(policyVehicles)
        .values({ policyId, vin: '1M8GDM9AXKP042788' })
        .returning();
      return { url: `/api/staff/policies/${policyId}/vehicles/${vehicle!.id}` };
    },
    expect: staffOnly(204),
  },
  'POST /api/staff/policies/:id/drivers': {
    call: async (ctx) => ({
      url: `/api/staff/policies/${await freshPolicyOfA(ctx)}/drivers`,
      payload: { firstName: 'Pat', lastName: 'Lee' },
    }),
    expect: staffOnly(201),
  },
  'DELETE /api/staff/policies/:id/drivers/:childId': {
    call: async (ctx) => {
      const policyId = await freshPolicyOfA(ctx);
      const [driver] = await ctx.database.db
        .insert(policyDrivers)
        .values({ policyId, firstName: 'Pat', lastName: 'Lee' })
        .returning();
      return { url: `/api/staff/policies/${policyId}/drivers/${driver!.id}` };
    },
    expect: staffOnly(204),
  },
  'POST /api/staff/policies/:id/id-card': {
    call: async (ctx) => {
      const body = uploadBody('carrier-card.pdf', samplePdf());
      return {
        url: `/api/staff/policies/${await freshPolicyOfA(ctx)}/id-card`,
        payload: body.payload,
        headers: body.headers,
      };
    },
    expect: staffOnly(201),
  },
  'PATCH /api/staff/policies/:id': {
    call: async (ctx) => ({
      url: `/api/staff/policies/${await freshPolicyOfA(ctx)}`,
      payload: { premium: '175.00' },
    }),
    expect: staffOnly(200),
  },
  'POST /api/staff/policies/:id/cancel': {
    call: async (ctx) => ({ url: `/api/staff/policies/${await freshPolicyOfA(ctx)}/cancel` }),
    expect: staffOnly(200),
  },
  'POST /api/staff/clients/:id/documents': {
    call: (ctx) => {
      const body = uploadBody('declarations.pdf', samplePdf());
      return {
        url: `/api/staff/clients/${ctx.accountIds.clientA}/documents`,
        payload: body.payload,
        headers: body.headers,
      };
    },
    expect: staffOnly(201),
  },
  'GET /api/staff/clients/:id/timeline': {
    call: (ctx) => ({ url: `/api/staff/clients/${ctx.accountIds.clientA}/timeline` }),
    expect: staffOnly(200),
  },
  'GET /api/staff/clients/:id/timeline/export': {
    call: (ctx) => ({
      url: `/api/staff/clients/${ctx.accountIds.clientA}/timeline/export?format=csv`,
    }),
    expect: staffOnly(200),
  },
  'POST /api/staff/clients/:id/notes': {
    call: (ctx) => ({
      url: `/api/staff/clients/${ctx.accountIds.clientA}/notes`,
      payload: { text: 'Matrix check: a note on the record.' },
    }),
    expect: staffOnly(201),
  },
};
