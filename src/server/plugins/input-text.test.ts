// Values that once reached the database and failed there answer 400 with a field message, and
// invisible controls never reach staff screens.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpApp } from '#tests/helpers/set-up-app';
import { logInAs } from '#tests/helpers/sessions';
import { claimMessages, incidentBeforePolicyMessage } from '#shared/claims';
import { NESTING_MESSAGE, NUL_MESSAGE } from '#shared/text';
import { clientPolicies, users } from '../db/schema';
import { demoAccounts } from '../db/seed';

const { t } = setUpApp({ name: 'input-text-test' });

const lead = {
  type: 'personal',
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.org',
  phone: '(913) 555-0100',
  coverageTypes: ['auto'],
};
const postLead = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/leads', payload: body, remoteAddress: '192.0.2.40' });

async function activePolicyOfClient() {
  const [client] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.email, demoAccounts.client.email));
  const [policy] = await t.database.db
    .select()
    .from(clientPolicies)
    .where(
      and(eq(clientPolicies.accountId, client!.accountId!), eq(clientPolicies.status, 'active')),
    );
  return policy!;
}

const fileClaim = async (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/client/claims',
    payload: body,
    headers: { cookie: await logInAs(t.app, demoAccounts.client) },
  });

describe('a NUL byte', () => {
  it('in the body answers 400 naming the field, and stores nothing', async () => {
    const res = await postLead({ ...lead, firstName: 'Da\u0000na' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: NUL_MESSAGE,
      errors: [{ path: 'firstName', message: NUL_MESSAGE }],
    });
  });

  it('in the query or the path answers 400 too', async () => {
    const admin = await logInAs(t.app, demoAccounts.admin);
    for (const url of ['/api/staff/clients?q=a%00b', '/api/staff/audit?entityType=%00']) {
      const res = await t.app.inject({ url, headers: { cookie: admin } });
      expect(res.statusCode, url).toBe(400);
    }
  });
});

describe('a body nested thousands of levels deep', () => {
  it.each([
    ['arrays', '['.repeat(5_000) + ']'.repeat(5_000)],
    ['objects', '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000)],
    ['a field', `{"firstName":${'['.repeat(5_000)}"Dana"${']'.repeat(5_000)}}`],
  ])('of %s answers 400 on an anonymous route, and stores nothing', async (_kind, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload,
      headers: { 'content-type': 'application/json' },
      remoteAddress: '192.0.2.41',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: NESTING_MESSAGE });
  });

  it('answers 400 on a signed-in route too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/claims',
      payload: `{"description":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
      headers: {
        'content-type': 'application/json',
        cookie: await logInAs(t.app, demoAccounts.client),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: NESTING_MESSAGE });
  });

  it('a NUL byte deep inside a list is found and named', async () => {
    const res = await postLead({ ...lead, coverageTypes: ['auto', ['home', 'a\u0000b']] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ path: 'coverageTypes.1.1', message: NUL_MESSAGE });
  });
});

describe('ids and dates', () => {
  it('an id above 2^31 answers 400 with a field message', async () => {
    const agent = await logInAs(t.app, demoAccounts.agent);
    const res = await t.app.inject({
      url: '/api/staff/claims/2147483648',
      headers: { cookie: agent },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ path: 'id' });
  });

  it.each(['2026-02-31', '2025-02-29', '0001-01-01'])(
    'a claim dated %s answers 400 on its incident date',
    async (incidentDate) => {
      const policy = await activePolicyOfClient();
      const res = await fileClaim({
        policyId: policy.id,
        incidentDate,
        description: 'A branch fell on the garage roof.',
        amount: null,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({
        path: 'incidentDate',
        message: claimMessages.incidentDateRequired,
      });
    },
  );

  it('a claim dated before its policy began answers 400 saying when it began', async () => {
    const policy = await activePolicyOfClient();
    const res = await fileClaim({
      policyId: policy.id,
      incidentDate: '2001-05-01',
      description: 'A branch fell on the garage roof.',
      amount: null,
    });
    expect(res.statusCode).toBe(400);
    const message = incidentBeforePolicyMessage(policy.effectiveDate!);
    expect(res.json()).toEqual({ message, errors: [{ path: 'incidentDate', message }] });
  });
});

describe('invisible controls', () => {
  it('are taken out of names and notes before staff see them', async () => {
    const res = await postLead({
      ...lead,
      firstName: 'Ann\u202Efdp.exe',
      lastName: 'Lee\u200B\u2066',
      additionalInfo: 'Call me\uFEFF after 5',
    });
    expect(res.statusCode).toBe(201);
    const agent = await logInAs(t.app, demoAccounts.agent);
    const seen = await t.app.inject({
      url: `/api/staff/leads/${res.json().id}`,
      headers: { cookie: agent },
    });
    expect(seen.json()).toMatchObject({
      firstName: 'Annfdp.exe',
      lastName: 'Lee',
      additionalInfo: 'Call me after 5',
    });
  });
});
