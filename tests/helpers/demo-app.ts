import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { seedDemoData } from '#server/db/seed';
import { createTestApp, testConfig } from './test-app';
import { localDiskStorage } from '#server/modules/documents/storage';

/**
 * The whole app on an in-memory database with the demo data, opened before a test file's tests
 * and closed (its data folder removed) after them. Call it at the top of the file; `t.app` and
 * `t.database` are there once the tests run.
 */
export function setUpDemoApp({ name }: { /** Names the temporary data folder. */ name: string }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const config = testConfig({ DATA_DIR: dataDir });
  let running: Awaited<ReturnType<typeof createTestApp>> | undefined;

  beforeAll(async () => {
    running = await createTestApp({ config });
    await seedDemoData(running.database.db, { storage: localDiskStorage(config.uploadDir) });
  });

  afterAll(async () => {
    await running?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const started = () => {
    if (!running) throw new Error('The demo app is opened in beforeAll: use it inside a test.');
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
  return { t, config };
}
