import { createHash } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp, type AppDeps } from '#server/app';
import { migrationsDir } from '#server/paths';
import { loadConfig, type Config } from '#server/config';
import { openDatabase, type Database } from '#server/db/client';

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
    from: await migratedTemplate(),
  });
  // Nothing to do when the dump is current; it checks that it is.
  await database.migrate();
  return database;
}

/**
 * The dump of a migrated cluster, made once per set of migrations and kept in the system's
 * temporary folder: test files run in parallel processes, so the first to need it writes it
 * (to a file of its own, renamed into place) and the others read it.
 */
async function migratedTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `pglite-migrated-${migrationsFingerprint()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    await database.migrate();
    const { $client } = database.db as unknown as { $client: PGlite };
    const dump = await $client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await database.close();
  }
}

/** Changes whenever a migration is added or edited, or PGlite is upgraded. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
  for (const name of readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsDir, name);
    if (statSync(full).isFile()) hash.update(name).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
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
