// The people of an account: the holder invites a household member who sees one policy, the member
// signs in and sees only that one; the holder removes their access. Staff do the same, audited.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { peopleMessages, type AccountPeople } from '#shared/clients';
import {
  accountTokens,
  auditLog,
  clientAccounts,
  clientPolicies,
  emailOutbox,
} from '#server/db/schema';
import { acceptInvitation } from '#tests/helpers/invitations';
import { sessionCookie } from '#tests/helpers/sessions';
import { setUpStaffApp } from '#tests/helpers/staff-app';

const { t, cookies, ids, accounts } = setUpStaffApp({ name: 'people', firstHost: 110 });

const as = (cookie: string) => ({
  get: (url: string) => t.app.inject({ url, headers: { cookie } }),
  post: (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) }),
});
const mailsTo = (to: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.id);
const tokenTo = async (to: string) => /#token=([\w-]+)/.exec((await mailsTo(to)).at(-1)!.text)![1]!;

async function policyOfDana(policyNumber: string) {
  const [row] = await t.database.db
    .select()
    .from(clientPolicies)
    .where(
      and(
        eq(clientPolicies.accountId, accounts.client),
        eq(clientPolicies.policyNumber, policyNumber),
      ),
    );
  return row!.id;
}

/** Accepts an invitation without a password: the link signs the person in. */
async function accept(email: string, firstName: string) {
  const invitee = { firstName, lastName: 'Whitfield', password: '' };
  const res = await acceptInvitation(t.app, await tokenTo(email), invitee, '203.0.113.120');
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

describe('the holder and the people of the account', () => {
  it('lists the holder and the policies to choose from', async () => {
    const res = await as(cookies.client).get('/api/client/people');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<AccountPeople>();
    expect(list.people).toEqual([
      expect.objectContaining({ id: ids.client, accountRole: 'holder', revoked: false }),
    ]);
    expect(list.policies.map((p) => p.policyNumber)).toEqual([
      'SSI-AUTO-100231',
      'SSI-HOME-200417',
      'SSI-UMB-300058',
    ]);
  });

  it('invites a member who sees one policy; the member signs in to that one only; the holder removes them', async () => {
    const auto = await policyOfDana('SSI-AUTO-100231');
    const email = `teen-${randomUUID()}@example.org`;
    const invited = await as(cookies.client).post('/api/client/people/invite', {
      email,
      firstName: 'Jamie',
      policyScope: 'chosen',
      policyIds: [auto],
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toEqual({ message: peopleMessages.invited(email) });
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ kind: 'member-invitation' });
    expect(mail!.subject).toBe(
      "You are invited to Dana Whitfield's client portal at Sunflower Shield Insurance",
    );
    const pending = (await as(cookies.client).get('/api/client/people')).json<AccountPeople>();
    expect(pending.invitations).toEqual([
      expect.objectContaining({
        email,
        firstName: 'Jamie',
        policyScope: 'chosen',
        policyIds: [auto],
      }),
    ]);

    const member = as(await accept(email, 'Jamie'));
    const policies = (await member.get('/api/client/policies')).json<{ id: number }[]>();
    expect(policies.map((p) => p.id)).toEqual([auto]);
    // A member does not manage the account's people.
    expect((await member.get('/api/client/people')).statusCode).toBe(404);

    const list = (await as(cookies.client).get('/api/client/people')).json<AccountPeople>();
    const jamie = list.people.find((p) => p.email === email)!;
    expect(jamie).toMatchObject({
      accountRole: 'member',
      policyScope: 'chosen',
      policyIds: [auto],
    });
    expect(list.invitations).toEqual([]);

    const removed = await as(cookies.client).post(`/api/client/people/${jamie.id}/revoke`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: peopleMessages.revoked('Jamie Whitfield') });
    expect((await member.get('/api/client/policies')).statusCode).toBe(401);
    const after = (await as(cookies.client).get('/api/client/people')).json<AccountPeople>();
    expect(after.people.find((p) => p.id === jamie.id)!.revoked).toBe(true);
  });

  it('speaks of "a client" when the holder\'s name is a sentence, not a name', async () => {
    // A self-registered holder chooses their own name: a sentence with a link must not reach the
    // subject or the body of what the agency sends to the address they type.
    const sentence = 'Dana, your auto policy LAPSES TODAY. Pay at https://pay.example';
    await t.database.db
      .update(clientAccounts)
      .set({ firstName: sentence, lastName: null })
      .where(eq(clientAccounts.id, accounts.client));
    try {
      const email = `stranger-${randomUUID()}@example.org`;
      const invited = await as(cookies.client).post('/api/client/people/invite', {
        email,
        firstName: 'Jamie',
        policyScope: 'all',
      });
      expect(invited.statusCode, invited.body).toBe(201);
      const [mail] = await mailsTo(email);
      expect(mail!.subject).toBe(
        'You are invited to a client portal at Sunflower Shield Insurance',
      );
      expect(mail!.text).toMatch(/^A client of the agency added you/);
      for (const part of [mail!.subject, mail!.text, mail!.html]) {
        expect(part).not.toMatch(/LAPSES|pay\.example/);
      }
    } finally {
      await t.database.db
        .update(clientAccounts)
        .set({ firstName: 'Dana', lastName: 'Whitfield' })
        .where(eq(clientAccounts.id, accounts.client));
    }
  });

  it('lets the holder withdraw a member invitation: its link opens nothing, audited', async () => {
    const email = `withdrawn-${randomUUID()}@example.org`;
    await as(cookies.client).post('/api/client/people/invite', {
      email,
      firstName: 'Kit',
      policyScope: 'all',
    });
    const link = await tokenTo(email);
    const listed = (await as(cookies.client).get('/api/client/people')).json<AccountPeople>();
    const invitation = listed.invitations.find((i) => i.email === email)!;
    // Another holder cannot reach it.
    const other = await as(cookies.second).post(
      `/api/client/people/invitations/${invitation.id}/withdraw`,
    );
    expect(other.statusCode).toBe(404);
    const res = await as(cookies.client).post(
      `/api/client/people/invitations/${invitation.id}/withdraw`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = (await as(cookies.client).get('/api/client/people')).json<AccountPeople>();
    expect(after.invitations.some((i) => i.email === email)).toBe(false);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invite',
      payload: { token: link, firstName: 'Kit', lastName: 'Whitfield', password: '' },
      remoteAddress: '203.0.113.121',
    });
    expect(taken.statusCode).toBe(400);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(invitation.id)));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['invitation.withdraw', ids.client]]);
  });

  it('answers an address that already has an account as any other, and tells that address instead', async () => {
    const taken = await as(cookies.client).post('/api/client/people/invite', {
      email: 'second.client@example.com',
      firstName: 'Marcus',
      policyScope: 'all',
    });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual({ message: peopleMessages.invited('second.client@example.com') });
    const mails = await mailsTo('second.client@example.com');
    expect(mails.at(-1)!.kind).toBe('member-invitation-refused');
    const tokens = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.email, 'second.client@example.com'));
    expect(tokens).toEqual([]);
  });

  it("refuses another account's policy, a missing choice, and the holder's own removal", async () => {
    const [marcusPolicy] = await t.database.db
      .select()
      .from(clientPolicies)
      .where(eq(clientPolicies.accountId, accounts.second));
    const foreign = await as(cookies.client).post('/api/client/people/invite', {
      email: `x-${randomUUID()}@example.org`,
      firstName: 'X',
      policyScope: 'chosen',
      policyIds: [marcusPolicy!.id],
    });
    expect(foreign.statusCode).toBe(404);
    const none = await as(cookies.client).post('/api/client/people/invite', {
      email: `y-${randomUUID()}@example.org`,
      firstName: 'Y',
      policyScope: 'chosen',
      policyIds: [],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([
      { path: 'policyIds', message: peopleMessages.policiesRequired },
    ]);
    const self = await as(cookies.client).post(`/api/client/people/${ids.client}/revoke`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: peopleMessages.holderStays });
    // Another account's person is not there.
    const other = await as(cookies.client).post(`/api/client/people/${ids.second}/revoke`);
    expect(other.statusCode).toBe(404);
  });

  it('lets staff invite and remove a member from the client page, audited', async () => {
    const email = `office-${randomUUID()}@example.org`;
    const invited = await as(cookies.agent).post(
      `/api/staff/clients/${accounts.second}/people/invite`,
      { email, firstName: 'Olive', policyScope: 'all' },
    );
    expect(invited.statusCode, invited.body).toBe(201);
    await accept(email, 'Olive');
    const detail = (await as(cookies.agent).get(`/api/staff/clients/${accounts.second}`)).json<{
      people: { id: string; email: string; accountRole: string }[];
    }>();
    const olive = detail.people.find((p) => p.email === email)!;
    expect(olive.accountRole).toBe('member');
    const removed = await as(cookies.agent).post(
      `/api/staff/clients/${accounts.second}/people/${olive.id}/revoke`,
    );
    expect(removed.statusCode).toBe(200);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, olive.id));
    expect(audits.map((a) => a.action)).toEqual(['client.revoke-member']);
  });
});

describe('what invitations a holder may send', () => {
  it('takes 10 an hour from one holder, counted before the work, then answers 429', async () => {
    const marcus = as(cookies.second);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await marcus.post('/api/client/people/invite', {
        email: `many-${i}-${randomUUID()}@example.org`,
        firstName: 'Many',
        policyScope: 'all',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    // Another holder is not held back.
    const dana = await as(cookies.client).post('/api/client/people/invite', {
      email: `other-${randomUUID()}@example.org`,
      firstName: 'Other',
      policyScope: 'all',
    });
    expect(dana.statusCode).toBe(201);
  });
});
