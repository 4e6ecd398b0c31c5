// Households and view-as on PostgreSQL 15: invitations in bulk make a holder, the holder invites a
// member who sees one policy of two, staff see the portal as each, and the holder removes the
// member's access; the same flows the PGlite tests prove, on the other database.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountPeople } from '#shared/clients';
import type { ClientPortalView } from '#shared/staff/clients';
import { clientAccounts, clientPolicies, emailOutbox } from '#server/db/schema';
import { databaseTargets } from '#tests/helpers/database-targets';
import { acceptInvitation } from '#tests/helpers/invitations';
import { sessionCookie } from '#tests/helpers/sessions';
import { setUpApp } from '#tests/helpers/set-up-app';

const postgres = databaseTargets.find((target) => target.name.startsWith('PostgreSQL'))!;

describe('households on PostgreSQL 15', () => {
  const { t, cookies } = setUpApp({
    name: 'households-pg',
    target: postgres,
    logIn: ['agent'],
    firstHost: 140,
  });

  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const tokenTo = async (to: string) => {
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, to))
      .orderBy(emailOutbox.id);
    return /#token=([\w-]+)/.exec(mails.at(-1)!.text)![1]!;
  };
  const accept = async (email: string, firstName: string) => {
    const invitee = { firstName, lastName: 'Pg', password: '' };
    const res = await acceptInvitation(t.app, await tokenTo(email), invitee, '203.0.113.141');
    expect(res.statusCode, res.body).toBe(200);
    return sessionCookie(res);
  };

  it('takes an imported client from invitation to a household member who sees one policy', async () => {
    const email = `pg-holder-${randomUUID()}@example.org`;
    const [account] = await t.database.db
      .insert(clientAccounts)
      .values({ firstName: 'Pia', lastName: 'Pg', email })
      .returning();
    const policies = await t.database.db
      .insert(clientPolicies)
      .values(
        ['PG-AUTO', 'PG-HOME'].map((prefix) => ({
          accountId: account!.id,
          policyNumber: `${prefix}-${randomUUID().slice(0, 8)}`,
          policyType: prefix === 'PG-AUTO' ? 'Auto' : 'Homeowners',
          carrier: 'Travelers',
          premium: '500.00',
          effectiveDate: '2026-01-01',
          expirationDate: '2027-01-01',
        })),
      )
      .returning();
    const [auto, home] = policies;

    const invited = await call(cookies.agent, 'POST', '/api/staff/clients/invitations', {
      accountIds: [account!.id],
    });
    expect(invited.json()).toMatchObject({ invited: 1 });
    const holder = await accept(email, 'Pia');

    const member = `pg-member-${randomUUID()}@example.org`;
    const sent = await call(holder, 'POST', '/api/client/people/invite', {
      email: member,
      firstName: 'Mo',
      policyScope: 'chosen',
      policyIds: [auto!.id],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const memberCookie = await accept(member, 'Mo');
    const seen = (await call(memberCookie, 'GET', '/api/client/policies')).json<{ id: number }[]>();
    expect(seen.map((p) => p.id)).toEqual([auto!.id]);
    const filed = await call(memberCookie, 'POST', '/api/client/claims', {
      policyId: home!.id,
      incidentDate: '2026-02-01',
      description: 'Not a policy this member sees.',
      amount: null,
    });
    expect(filed.statusCode).toBe(404);

    const people = (await call(holder, 'GET', '/api/client/people')).json<AccountPeople>();
    const mo = people.people.find((p) => p.email === member)!;
    const view = (
      await call(cookies.agent, 'GET', `/api/staff/clients/${account!.id}/portal?personId=${mo.id}`)
    ).json<ClientPortalView>();
    expect(view.policies.map((p) => p.id)).toEqual([auto!.id]);
    const holderView = (
      await call(cookies.agent, 'GET', `/api/staff/clients/${account!.id}/portal`)
    ).json<ClientPortalView>();
    expect(holderView.policies.map((p) => p.id).sort()).toEqual([auto!.id, home!.id].sort());

    expect((await call(holder, 'POST', `/api/client/people/${mo.id}/revoke`)).statusCode).toBe(200);
    expect((await call(memberCookie, 'GET', '/api/client/policies')).statusCode).toBe(401);
  });
});
