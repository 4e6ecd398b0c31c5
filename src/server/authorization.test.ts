// The authorization matrix (the accounts issue): every /api route of the server's route table,
// called by anonymous, client A, client B, an agent and an admin, with the status each must get.
// Each module lists its routes in `modules/<area>/*.matrix.ts` files; a route without an entry
// fails the first test, and so does an entry for a route that no longer exists.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  callers,
  type Caller,
  type MatrixContext,
  type MatrixEntries,
} from '../../tests/helpers/authorization-matrix';
import { logInAs } from '../../tests/helpers/sessions';
import { createTestApp, testConfig } from '../../tests/helpers/test-app';
import { clientPolicies, rateLimits, users } from './db/schema';
import { demoAccounts, seedDemoData } from './db/seed';

const modules = import.meta.glob<MatrixEntries>('./modules/**/*.matrix.ts', {
  eager: true,
  import: 'matrix',
});
const matrix: MatrixEntries = {};
const duplicates: string[] = [];
for (const entries of Object.values(modules)) {
  for (const [route, entry] of Object.entries(entries)) {
    if (route in matrix) duplicates.push(route);
    matrix[route] = entry;
  }
}

const accountOf: Record<Exclude<Caller, 'anonymous'>, { email: string; password: string }> = {
  clientA: demoAccounts.client,
  clientB: demoAccounts.second,
  agent: demoAccounts.agent,
  admin: demoAccounts.admin,
};

let t: Awaited<ReturnType<typeof createTestApp>>;
const dataDir = mkdtempSync(path.join(tmpdir(), 'matrix-'));
// Uploads (the documents' entries) land here, not in the developer's ./data.
const config = testConfig({ DATA_DIR: dataDir });
const ctx = { ids: {} } as MatrixContext;

beforeAll(async () => {
  t = await createTestApp({ config });
  ctx.database = t.database;
  const { db } = t.database;
  await seedDemoData(db, { uploadDir: config.uploadDir });
  for (const [caller, account] of Object.entries(accountOf)) {
    const [row] = await db.select().from(users).where(eq(users.email, account.email));
    ctx.ids[caller as keyof MatrixContext['ids']] = row!.id;
  }
  const [policy] = await db
    .select({ id: clientPolicies.id })
    .from(clientPolicies)
    .where(and(eq(clientPolicies.userId, ctx.ids.clientA), eq(clientPolicies.status, 'active')));
  ctx.clientAPolicyId = policy!.id;
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await t.database.db.delete(rateLimits);
});

it('has one entry for every /api route of the server, and none for a route that is gone', () => {
  const apiRoutes = t.app.routeTable
    .filter((r) => r.url.startsWith('/api/'))
    .map((r) => `${r.method} ${r.url}`)
    .sort();
  expect(duplicates).toEqual([]);
  expect(Object.keys(matrix).sort()).toEqual(apiRoutes);
});

describe.each(Object.entries(matrix))('%s', (route, entry) => {
  const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

  it.each(callers)(
    'answers %s as the matrix says, with nothing of another client',
    async (caller) => {
      const cookie = caller === 'anonymous' ? undefined : await logInAs(t.app, accountOf[caller]);
      const { url, payload, headers } = await entry.call(ctx, caller);
      const res = await t.app.inject({
        method,
        url,
        ...(payload !== undefined ? { payload } : {}),
        headers: { ...headers, ...(cookie ? { cookie } : {}) },
        remoteAddress: `198.51.100.${callers.indexOf(caller) + 20}`,
      });
      expect(res.statusCode, res.body).toBe(entry.expect[caller]);

      // No answer to one client carries the other client's identity or e-mail.
      if (caller === 'clientA' || caller === 'clientB') {
        const other = caller === 'clientA' ? 'clientB' : 'clientA';
        const body = res.body.toLowerCase();
        expect(body).not.toContain(ctx.ids[other]);
        expect(body).not.toContain(accountOf[other].email);
      }
      if (route === 'GET /api/auth/user' && caller !== 'anonymous') {
        expect(res.json()).toMatchObject({ id: ctx.ids[caller] });
      }
    },
  );
});
