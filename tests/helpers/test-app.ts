import { buildApp, type AppDeps } from '#server/app';
import { loadConfig, type Config } from '#server/config';
import { openDatabase, type Database } from '#server/db/client';
import { migratedCluster } from './pglite-dumps';

/** A config as the server would parse it, for tests (no file system side effects). */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'x'.repeat(40),
    ...env,
  });
}

/**
 * A freshly migrated in-memory PGlite of its own; open one per test file. It starts from a dump
 * of a migrated cluster (about 1 s) instead of running initdb and every migration again (about
 * 4 s, most of a small test file's time).
 */
export async function openTestDatabase(): Promise<Database> {
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: 'memory://',
    from: await migratedCluster(),
  });
  // Nothing to do when the dump is current; it checks that it is.
  await database.migrate();
  return database;
}

/** The whole app on an in-memory database, for `app.inject()`. */
export async function createTestApp(
  options: {
    config?: Config;
    database?: Database;
    chatHeartbeatMs?: number;
    timeouts?: AppDeps['timeouts'];
  } = {},
) {
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp(options.config ?? testConfig(), {
    database,
    logger: false,
    chatHeartbeatMs: options.chatHeartbeatMs,
    timeouts: options.timeouts,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
