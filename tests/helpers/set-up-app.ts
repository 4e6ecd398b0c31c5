import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '#server/db/client';
import { demoAccounts, seedDemoData } from '#server/db/seed';
import { localDiskStorage } from '#server/modules/documents/storage';
import type { DatabaseTarget } from './database-targets';
import { logInAs } from './sessions';
import { createTestApp, testConfig } from './test-app';

export type DemoAccount = keyof typeof demoAccounts;

/**
 * The whole app with its people, opened before a test file's tests (or a `describe.each` of
 * database targets) and closed after them: on the target's database (an in-memory PGlite when
 * none is given), migrated and seeded with the demo data, and the demo accounts named in `logIn`
 * logged in, each from an address of its own (203.0.113.<firstHost> on). `t.app`, `t.database`
 * and `cookies` are there once the tests run; `config` is the app's (its data folder a temporary one,
 * the rest of it as `env` says on top of the test defaults).
 */
export function setUpApp<Who extends DemoAccount = never>({
  name,
  target,
  logIn = [],
  firstHost = 10,
  env = {},
}: {
  /** Names the temporary data folder (the seeded documents live in it). */
  name: string;
  target?: DatabaseTarget;
  logIn?: readonly Who[];
  firstHost?: number;
  /** Settings the app runs with, as the environment would give them (`PUBLIC_URL`, ...). */
  env?: Record<string, string>;
}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const config = testConfig({ ...env, DATA_DIR: dataDir });
  const cookies = {} as Record<Who, string>;
  let running: Awaited<ReturnType<typeof createTestApp>> | undefined;
  let cleanup: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    let database: Database | undefined;
    if (target) {
      ({ database, cleanup } = await target.open());
      await database.migrate();
    }
    running = await createTestApp({ config, database });
    await seedDemoData(running.database.db, { storage: localDiskStorage(config.uploadDir) });
    let host = firstHost;
    for (const who of logIn) {
      cookies[who] = await logInAs(running.app, demoAccounts[who], `203.0.113.${host++}`);
    }
  }, 120_000);

  afterAll(async () => {
    await running?.close();
    await cleanup?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const started = () => {
    if (!running) throw new Error('The app is opened in beforeAll: use it inside a test.');
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
  return { t, cookies, config };
}
