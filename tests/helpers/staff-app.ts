import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { users } from '../../src/server/db/schema';
import { demoAccounts, seedDemoData } from '../../src/server/db/seed';
import { logInAs } from './sessions';
import { createTestApp, testConfig } from './test-app';

export type DemoAccount = keyof typeof demoAccounts;

/**
 * The whole app on the demo data, with every demo account logged in, for the staff console's
 * API tests. Call it at the top of a test file: it opens the app before the file's tests and
 * closes it (and removes its upload folder) after them. `t.app` and `t.database` are there once
 * the tests run; `cookies` and `ids` are filled in by then too.
 */
export function setUpStaffApp({
  name,
  firstHost,
}: {
  /** Names the temporary data folder. */
  name: string;
  /** The log-ins come from 203.0.113.<firstHost> on, one address per account. */
  firstHost: number;
}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const config = testConfig({ DATA_DIR: dataDir });
  const cookies = {} as Record<DemoAccount, string>;
  const ids = {} as Record<DemoAccount, string>;
  let running: Awaited<ReturnType<typeof createTestApp>> | undefined;

  beforeAll(async () => {
    running = await createTestApp({ config });
    await seedDemoData(running.database.db, { uploadDir: config.uploadDir });
    let n = firstHost;
    for (const [who, account] of Object.entries(demoAccounts)) {
      cookies[who as DemoAccount] = await logInAs(running.app, account, `203.0.113.${n++}`);
      const [row] = await running.database.db
        .select()
        .from(users)
        .where(eq(users.email, account.email));
      ids[who as DemoAccount] = row!.id;
    }
  });

  afterAll(async () => {
    await running?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const started = () => {
    if (!running) throw new Error('The staff app is opened in beforeAll: use it inside a test.');
    return running;
  };
  const t = {
    get app() {
      return started().app;
    },
    get database() {
      return started().database;
    },
  };
  return { t, config, cookies, ids };
}
