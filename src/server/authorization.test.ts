// The authorization matrix (the accounts issue): every /api route of the server's route table,
// called by anonymous, client A, client B, an agent and an admin, with the status each must get.
// A route added without an entry here fails the first test; an entry for a route that no longer
// exists fails it too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logInAs } from '../../tests/helpers/sessions';
import { createTestApp } from '../../tests/helpers/test-app';
import type { Database } from './db/client';
import { clientPolicies, rateLimits, users } from './db/schema';
import { demoAccounts, seedDemoData } from './db/seed';

const callers = ['anonymous', 'clientA', 'clientB', 'agent', 'admin'] as const;
type Caller = (typeof callers)[number];
type Statuses = Record<Caller, number>;

const accountOf: Record<Exclude<Caller, 'anonymous'>, { email: string; password: string }> = {
  clientA: demoAccounts.client,
  clientB: demoAccounts.second,
  agent: demoAccounts.agent,
  admin: demoAccounts.admin,
};

/** The same status for everyone: the route does not depend on who asks. */
const everyone = (status: number): Statuses => ({
  anonymous: status,
  clientA: status,
  clientB: status,
  agent: status,
  admin: status,
});
/** Any signed-in user passes the guard (`passed` is the status a signed-in caller gets). */
const signedIn = (passed: number): Statuses => ({ ...everyone(passed), anonymous: 401 });
/** Staff only: a client is told the route does not exist. */
const staffOnly = (passed: number): Statuses => ({
  anonymous: 401,
  clientA: 404,
  clientB: 404,
  agent: passed,
  admin: passed,
});

interface Call {
  url: string;
  payload?: object;
}

let unique = 0;
const fresh = (label: string) => `${label}-${++unique}@matrix.example`;
const bogusToken = 'x'.repeat(43);

/**
 * What each route is called with, and what each caller gets. Bodies are valid, so a refusal is
 * the guard's and not the validation's; changes that would disturb other rows (a real password
 * change) are called with a body that passes the guard and then fails (400).
 */
const matrix: Record<string, { call: () => Call; expect: Statuses }> = {
  'POST /api/auth/login': {
    call: () => ({
      url: '/api/auth/login',
      payload: { email: fresh('nobody'), password: 'not a password of anyone' },
    }),
    expect: everyone(401),
  },
  'GET /api/auth/user': { call: () => ({ url: '/api/auth/user' }), expect: signedIn(200) },
  'GET /api/login': {
    call: () => ({ url: '/api/login?returnTo=/client-portal' }),
    expect: everyone(302),
  },
  'GET /api/auth/oidc/callback': {
    call: () => ({ url: '/api/auth/oidc/callback?code=abc&state=def' }),
    expect: everyone(302),
  },
  'GET /api/logout': { call: () => ({ url: '/api/logout' }), expect: everyone(302) },
  'POST /api/auth/register': {
    call: () => ({
      url: '/api/auth/register',
      payload: {
        firstName: 'M',
        lastName: 'X',
        email: fresh('reg'),
        password: 'matrix passphrase 1',
      },
    }),
    expect: everyone(202),
  },
  'POST /api/auth/verify-email': {
    call: () => ({ url: '/api/auth/verify-email', payload: { token: bogusToken } }),
    expect: everyone(400),
  },
  'POST /api/auth/invitation': {
    call: () => ({ url: '/api/auth/invitation', payload: { token: bogusToken } }),
    expect: everyone(400),
  },
  'POST /api/auth/accept-invite': {
    call: () => ({
      url: '/api/auth/accept-invite',
      payload: {
        token: bogusToken,
        firstName: 'M',
        lastName: 'X',
        password: 'matrix passphrase 1',
      },
    }),
    expect: everyone(400),
  },
  'POST /api/auth/password-reset': {
    call: () => ({ url: '/api/auth/password-reset', payload: { email: fresh('reset') } }),
    expect: everyone(202),
  },
  'POST /api/auth/password-reset/confirm': {
    call: () => ({
      url: '/api/auth/password-reset/confirm',
      payload: { token: bogusToken, password: 'matrix passphrase 1' },
    }),
    expect: everyone(400),
  },
  'POST /api/auth/password': {
    call: () => ({
      url: '/api/auth/password',
      payload: { currentPassword: 'not the current one', newPassword: 'matrix passphrase 1' },
    }),
    expect: signedIn(400),
  },
  'POST /api/leads': {
    call: () => ({
      url: '/api/leads',
      payload: {
        type: 'personal',
        firstName: 'Matrix',
        lastName: 'Caller',
        email: fresh('lead'),
        phone: '(913) 555-0100',
        coverageTypes: ['auto'],
        fillMs: 30_000,
      },
    }),
    expect: everyone(201),
  },
  'PUT /api/leads/:id/details': {
    call: () => ({
      url: '/api/leads/1/details',
      payload: {
        token: 'y'.repeat(32),
        details: {
          kind: 'auto',
          vehicles: [{ year: 2019, make: 'Subaru', model: 'Outback' }],
          drivers: 2,
        },
      },
    }),
    expect: everyone(404),
  },
  'GET /api/client/policies': {
    call: () => ({ url: '/api/client/policies' }),
    expect: signedIn(200),
  },
  'GET /api/client/claims': { call: () => ({ url: '/api/client/claims' }), expect: signedIn(200) },
  // A claim on client A's policy: only A may file it; for everyone else the policy does not exist.
  'POST /api/client/claims': {
    call: () => ({
      url: '/api/client/claims',
      payload: {
        policyId: fixtures.clientAPolicyId,
        incidentDate: '2026-01-05',
        description: 'Matrix check of who may file on this policy.',
        amount: null,
      },
    }),
    expect: { anonymous: 401, clientA: 201, clientB: 404, agent: 404, admin: 404 },
  },
  'POST /api/staff/clients/invite': {
    call: () => ({ url: '/api/staff/clients/invite', payload: { email: fresh('invitee') } }),
    expect: staffOnly(201),
  },
};

/** Records of client A the calls point at, found once the demo data is in. */
const fixtures = { clientAPolicyId: 0 };

let database: Database;
let t: Awaited<ReturnType<typeof createTestApp>>;
const uploadDir = mkdtempSync(path.join(tmpdir(), 'matrix-'));
const ids = {} as Record<Caller, string>;

beforeAll(async () => {
  t = await createTestApp();
  database = t.database;
  await seedDemoData(database.db, { uploadDir });
  for (const [caller, account] of Object.entries(accountOf)) {
    const [row] = await database.db.select().from(users).where(eq(users.email, account.email));
    ids[caller as Caller] = row!.id;
  }
  const [policy] = await database.db
    .select({ id: clientPolicies.id })
    .from(clientPolicies)
    .where(and(eq(clientPolicies.userId, ids.clientA), eq(clientPolicies.status, 'active')));
  fixtures.clientAPolicyId = policy!.id;
});

afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await database.db.delete(rateLimits);
});

const apiRoutes = () =>
  t.app.routeTable
    .filter((r) => r.url.startsWith('/api/'))
    .map((r) => `${r.method} ${r.url}`)
    .sort();

it('has an entry for every /api route of the server, and none for a route that is gone', () => {
  expect(Object.keys(matrix).sort()).toEqual(apiRoutes());
});

describe.each(Object.entries(matrix))('%s', (route, entry) => {
  const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

  it.each(callers)(
    'answers %s as the matrix says, with nothing of another client',
    async (caller) => {
      const cookie = caller === 'anonymous' ? undefined : await logInAs(t.app, accountOf[caller]);
      const { url, payload } = entry.call();
      const res: LightMyRequestResponse = await t.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: cookie ? { cookie } : {},
        remoteAddress: `198.51.100.${callers.indexOf(caller) + 20}`,
      });
      expect(res.statusCode, res.body).toBe(entry.expect[caller]);

      // No answer to one client carries the other client's identity or e-mail.
      const other = { clientA: 'clientB', clientB: 'clientA' }[caller as 'clientA' | 'clientB'];
      if (other) {
        const body = res.body.toLowerCase();
        expect(body).not.toContain(ids[other as Caller]);
        expect(body).not.toContain(accountOf[other as 'clientA' | 'clientB'].email);
      }
      if (route === 'GET /api/auth/user' && caller !== 'anonymous') {
        expect(res.json()).toMatchObject({ id: ids[caller] });
      }
    },
  );
});
