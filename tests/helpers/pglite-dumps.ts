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
import { migrationsDir } from '#server/paths';
import { openDatabase, type Database } from '#server/db/client';

/**
 * Dumps of PGlite clusters to start an in-memory database from (`openDatabase`'s `from`): loading
 * one takes about half a second, where a new cluster runs initdb inside WebAssembly (two to four
 * seconds) and then every migration. Each is made once and kept in the system's temporary folder:
 * test files run in parallel processes, so the first to need one writes it (to a file of its own,
 * renamed into place) and the others read it. A process reads each file once.
 */

/** A cluster as initdb leaves it: no migration run (what a new PGlite folder starts from). */
export function emptyCluster(): Promise<Blob> {
  return dump('empty', pgliteFingerprint(), async () => {});
}

/** A cluster with every migration run. */
export function migratedCluster(): Promise<Blob> {
  return dump('migrated', migrationsFingerprint(), (database) => database.migrate());
}

const dumps = new Map<string, Promise<Blob>>();

function dump(
  kind: string,
  fingerprint: string,
  prepare: (database: Database) => Promise<void>,
): Promise<Blob> {
  const file = path.join(tmpdir(), `pglite-${kind}-${fingerprint}.tar`);
  let made = dumps.get(file);
  if (!made) {
    made = existsSync(file)
      ? Promise.resolve(new Blob([readFileSync(file)]))
      : write(file, prepare);
    // A failed attempt is not kept: the next file tries again.
    made.catch(() => dumps.delete(file));
    dumps.set(file, made);
  }
  return made;
}

async function write(file: string, prepare: (database: Database) => Promise<void>): Promise<Blob> {
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    await prepare(database);
    const { $client } = database.db as unknown as { $client: PGlite };
    const dumped = await $client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(partial, Buffer.from(await dumped.arrayBuffer()));
    renameSync(partial, file);
    return dumped;
  } finally {
    await database.close();
  }
}

/** Changes when PGlite is upgraded. */
function pgliteFingerprint(): string {
  return createHash('sha256')
    .update(readFileSync(createRequire(import.meta.url).resolve('@electric-sql/pglite')))
    .digest('hex')
    .slice(0, 16);
}

/** Changes whenever a migration is added or edited, or PGlite is upgraded. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256').update(pgliteFingerprint());
  for (const name of readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsDir, name);
    if (statSync(full).isFile()) hash.update(name).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}
