// `npm run db:export -- <folder>`: the agency's data (every table, the sequences, the documents'
//   files) into a new folder. From the embedded database or PostgreSQL, as the environment says.
// `npm run backup [-- <folder>]`: the same, into DATA_DIR/backups/<date and time> by default.
//   With the embedded database the server may be running: it makes the copy itself.
// `npm run db:import -- <folder>`: an export into an empty database (DATABASE_URL, or the
//   embedded one in DATA_DIR, the server stopped) and into the documents' storage (S3_BUCKET, or
//   DATA_DIR/uploads). The way from the embedded database to PostgreSQL, and back from a backup.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import {
  ArchiveError,
  exportArchive,
  exportThroughServer,
  importArchive,
  type ArchiveManifest,
} from '../db/archive';
import { FolderInUseError, NewerSchemaError, openDatabase } from '../db/client';
import { openDocumentStorage } from '../modules/documents/service';

const USAGE = `Usage:
  npm run db:export -- <new folder>
  npm run backup [-- <new folder>]
  npm run db:import -- <folder of an export>`;

/** Where the database is, without a password. */
function describeDatabase(config: Config): string {
  if (config.database.kind === 'pglite') return `the embedded database in ${config.dataDir}`;
  const url = new URL(config.database.url);
  url.password = '';
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

function summary(manifest: ArchiveManifest): string {
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const megabytes = (manifest.documents.bytes / 1024 / 1024).toFixed(1);
  return `${rows} rows of ${Object.keys(manifest.tables).length} tables and ${manifest.documents.files} documents (${megabytes} MB)`;
}

/** A folder name from the time, in the machine's own zone: 2026-11-26-1432. */
function backupName(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}-${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
}

async function exportTo(config: Config, dir: string): Promise<ArchiveManifest> {
  if (config.database.kind === 'pglite' && !existsSync(config.database.dataDir)) {
    throw new ArchiveError(`There is no embedded database in ${config.dataDir} to export.`);
  }
  let database;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    // The server holds the embedded database: it makes the copy.
    if (error instanceof FolderInUseError) {
      console.log(`The server (pid ${error.pid}) is running: it writes the export.`);
      return exportThroughServer(config.dataDir, error.pid, dir);
    }
    throw error;
  }
  try {
    return await exportArchive(database, openDocumentStorage(config), dir);
  } finally {
    await database.close();
  }
}

async function main() {
  const [command, folder, ...rest] = process.argv.slice(2);
  if (rest.length > 0 || !command) throw new ArchiveError(USAGE);
  const config = loadConfig();

  if (command === 'export' || command === 'backup') {
    if (!folder && command === 'export') throw new ArchiveError(USAGE);
    const dir = path.resolve(folder ?? path.join(config.dataDir, 'backups', backupName()));
    const manifest = await exportTo(config, dir);
    console.log(`Exported ${summary(manifest)} from ${describeDatabase(config)} to ${dir}`);
    if (manifest.documents.leftOut > 0) {
      console.log(
        `${manifest.documents.leftOut} documents deleted while the export ran are not in it.`,
      );
    }
    return;
  }

  if (command === 'import') {
    if (!folder) throw new ArchiveError(USAGE);
    const dir = path.resolve(folder);
    const storage = openDocumentStorage(config);
    const database = await openDatabase(config.database);
    try {
      const { manifest } = await importArchive(database, storage, dir);
      console.log(
        `Imported ${summary(manifest)} into ${describeDatabase(config)}, documents into ${storage.location}. Everyone signs in again.`,
      );
    } finally {
      await database.close();
    }
    return;
  }
  throw new ArchiveError(USAGE);
}

main().catch((error: unknown) => {
  const plain =
    error instanceof ArchiveError ||
    error instanceof FolderInUseError ||
    error instanceof NewerSchemaError;
  console.error(plain ? (error as Error).message : error);
  process.exitCode = 1;
});
