// The app both route-table suites run against: the authorization matrix
// (src/server/authorization.test.ts) and the hostile-input test (src/server/hostile-input.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  accountMemberPolicies,
  clientPolicies,
  loginGates,
  rateLimits,
  users,
} from '#server/db/schema';
import { addClientPerson } from '#server/modules/clients/accounts';
import { hashPassword } from '#server/modules/auth/passwords';
import { demoAccounts, seedDemoData } from '#server/db/seed';
import type { Caller, MatrixContext, MatrixEntries } from './authorization-matrix';
import { keptSessions } from './sessions';
import { createTestApp, testConfig } from './test-app';
import { localDiskStorage } from '#server/modules/documents/storage';

/** Every module's matrix entries (`src/server/modules/<area>/*.matrix.ts`), and routes listed twice. */
export function loadMatrix(): { matrix: MatrixEntries; duplicates: string[] } {
  const modules = import.meta.glob<MatrixEntries>('../../src/server/modules/**/*.matrix.ts', {
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
  return { matrix, duplicates };
}

export const accountOf: Record<
  Exclude<Caller, 'anonymous'>,
  { email: string; password: string }
> = {
  clientA: demoAccounts.client,
  memberA: { email: 'member.a@matrix.example', password: 'MemberOfA#2026!' },
  clientB: demoAccounts.second,
  agent: demoAccounts.agent,
  admin: demoAccounts.admin,
};

/**
 * The demo app with the matrix's context (the callers' ids, an active policy of client A),
 * opened before the file's tests; rate limits and log-in gates start empty for each test.
 * `sessionOf(caller)` signs the callers in.
 */
export function setUpMatrixApp(name: string) {
  let running: Awaited<ReturnType<typeof createTestApp>> | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  // Uploads (the documents' entries) land here, not in the developer's ./data.
  const config = testConfig({ DATA_DIR: dataDir });
  const ctx = { ids: {} } as MatrixContext;

  beforeAll(async () => {
    running = await createTestApp({ config });
    ctx.database = running.database;
    const { db } = running.database;
    await seedDemoData(db, { storage: localDiskStorage(config.uploadDir) });
    const accountOfEmail = async (email: string) =>
      (await db.select().from(users).where(eq(users.email, email)))[0]!.accountId!;
    ctx.accountIds = {
      clientA: await accountOfEmail(accountOf.clientA.email),
      clientB: await accountOfEmail(accountOf.clientB.email),
    };
    const policyOfA = async (policyNumber: string) =>
      (
        await db
          .select({ id: clientPolicies.id })
          .from(clientPolicies)
          .where(
            and(
              eq(clientPolicies.accountId, ctx.accountIds.clientA),
              eq(clientPolicies.policyNumber, policyNumber),
              eq(clientPolicies.status, 'active'),
            ),
          )
      )[0]!.id;
    ctx.clientAPolicyId = await policyOfA('SSI-AUTO-100231');
    ctx.clientAOtherPolicyId = await policyOfA('SSI-HOME-200417');
    const member = await addClientPerson(
      db,
      {
        email: accountOf.memberA.email,
        password: await hashPassword(accountOf.memberA.password),
        firstName: 'Morgan',
        lastName: 'Whitfield',
        emailVerifiedAt: new Date(),
      },
      { accountId: ctx.accountIds.clientA, accountRole: 'member', policyScope: 'chosen' },
    );
    await db
      .insert(accountMemberPolicies)
      .values({ userId: member!.id, policyId: ctx.clientAPolicyId });
    for (const [caller, account] of Object.entries(accountOf)) {
      const [row] = await db.select().from(users).where(eq(users.email, account.email));
      ctx.ids[caller as keyof MatrixContext['ids']] = row!.id;
    }
  });

  afterAll(async () => {
    await running?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await running!.database.db.delete(rateLimits);
    await running!.database.db.delete(loginGates);
  });

  const app = () => {
    if (!running) throw new Error('The matrix app is opened in beforeAll: use it inside a test.');
    return running.app;
  };
  const cookieOf = keptSessions(app);
  return {
    ctx,
    get app() {
      return app();
    },
    /** The caller's session cookie (none for anonymous), kept from test to test while it lives. */
    sessionOf: (caller: Caller) =>
      caller === 'anonymous' ? Promise.resolve(undefined) : cookieOf(accountOf[caller]),
  };
}
