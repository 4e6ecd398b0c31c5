import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { finished, pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DocumentStorage } from '../modules/documents/storage';
import { isKnownMigration, newestKnownMigration, type Database, type Db } from './client';

/**
 * An agency's data as a folder: every table's rows, the sequences, and the documents' files.
 * `npm run db:export` and `npm run backup` write it; `npm run db:import` reads it into an empty
 * database, embedded or PostgreSQL, and any document storage: the way from the embedded database
 * to PostgreSQL, and the way back from a backup.
 *
 *   manifest.json        written last: a folder without it is not a complete export
 *   tables/<table>.jsonl one row per line, as PostgreSQL's row_to_json writes it
 *   documents/<key>      each document's bytes under its storage key
 *
 * Rows are read in one read-only, repeatable-read transaction: one moment of the database. The
 * documents' files are copied after it; a document deleted in between is left out, row and file,
 * so the export is the database as it was a moment later, never a row without its file.
 * Sessions are never exported: after a restore or a move everyone signs in again.
 */

export const ARCHIVE_FORMAT = 1;

/** Not part of an agency's data: sign-ins, and the lock-out counters of the moment. */
const NOT_EXPORTED = new Set(['sessions']);
/** Rows fetched, and inserted, per statement. */
const BATCH = 500;

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  createdAt: z.string(),
  source: z.enum(['pglite', 'postgres']),
  /** The newest migration of the database exported (drizzle's created_at): its schema. */
  schema: z.number().int(),
  tables: z.record(z.string(), z.number().int().min(0)),
  sequences: z.record(z.string(), z.string().nullable()),
  documents: z.object({
    files: z.number().int().min(0),
    bytes: z.number().int().min(0),
    /** Deleted while the export ran: neither row nor file is in it. */
    leftOut: z.number().int().min(0),
  }),
});
export type ArchiveManifest = z.infer<typeof manifestSchema>;

/** Something about the folder or the target that the operator must change; said in words. */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The public schema's tables. */
async function tablesOf(db: Db): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

export async function exportArchive(
  database: Database,
  storage: DocumentStorage,
  dir: string,
): Promise<ArchiveManifest> {
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    throw new ArchiveError(`${dir} is not empty: export into a new folder.`);
  }
  await mkdir(path.join(dir, 'tables'), { recursive: true });
  const tables: Record<string, number> = {};
  const documentRows: { filePath: string; line: string }[] = [];

  const { schema, sequences } = await database.db.transaction(
    async (tx) => {
      const [newest] = rowsOf<{ newest: string | null }>(
        await tx.execute(
          sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
        ),
      );
      for (const table of await tablesOf(tx)) {
        if (NOT_EXPORTED.has(table)) continue;
        const out = createWriteStream(path.join(dir, 'tables', `${table}.jsonl`));
        let count = 0;
        await tx.execute(
          sql.raw(
            `declare archive_rows no scroll cursor for select row_to_json(t)::text as line from public.${quoted(table)} t`,
          ),
        );
        for (;;) {
          const batch = rowsOf<{ line: string }>(
            await tx.execute(sql.raw(`fetch ${BATCH} from archive_rows`)),
          );
          if (batch.length === 0) break;
          count += batch.length;
          if (table === 'documents') {
            // Written once the files are copied: only the rows whose file is in the export.
            for (const { line } of batch) {
              documentRows.push({
                line,
                filePath: (JSON.parse(line) as { filePath: string }).filePath,
              });
            }
          } else if (!out.write(batch.map((b) => b.line).join('\n') + '\n')) {
            await once(out, 'drain');
          }
        }
        await tx.execute(sql.raw('close archive_rows'));
        out.end();
        await finished(out);
        tables[table] = count;
      }
      const sequenceRows = rowsOf<{ name: string; lastValue: string | null }>(
        await tx.execute(
          sql`select sequencename as name, last_value::text as "lastValue"
              from pg_sequences where schemaname = 'public' order by sequencename`,
        ),
      );
      return {
        schema: Number(newest?.newest ?? 0),
        sequences: Object.fromEntries(sequenceRows.map((s) => [s.name, s.lastValue])),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  // The files, outside the transaction: a server that runs meanwhile is not held up by them.
  const documents = { files: 0, bytes: 0, leftOut: 0 };
  const kept: string[] = [];
  for (const row of documentRows) {
    const file = await storage.open(row.filePath);
    if (!file) {
      documents.leftOut++;
      continue;
    }
    const target = path.join(dir, 'documents', ...row.filePath.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(file.stream, createWriteStream(target));
    documents.files++;
    documents.bytes += file.size;
    kept.push(row.line);
  }
  if ('documents' in tables) {
    await writeFile(
      path.join(dir, 'tables', 'documents.jsonl'),
      kept.length ? kept.join('\n') + '\n' : '',
    );
    tables.documents = kept.length;
  }

  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    createdAt: new Date().toISOString(),
    source: database.kind,
    schema,
    tables,
    sequences,
    documents,
  };
  await writeFile(path.join(dir, 'manifest.json.partial'), JSON.stringify(manifest, null, 2));
  await rename(path.join(dir, 'manifest.json.partial'), path.join(dir, 'manifest.json'));
  return manifest;
}

export async function readManifest(dir: string): Promise<ArchiveManifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, 'manifest.json'), 'utf8');
  } catch {
    throw new ArchiveError(
      `${dir} holds no manifest.json: it is not an export, or its export did not finish.`,
    );
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new ArchiveError(`${dir}/manifest.json is not one this version reads.`);
  }
  return parsed.data;
}

/**
 * Tables in an order that inserts every row after the rows it refers to (foreign keys within
 * the public schema).
 */
async function insertOrder(db: Db, tables: string[]): Promise<string[]> {
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(
      sql`select c.relname as child, p.relname as parent
          from pg_constraint k
          join pg_class c on c.oid = k.conrelid
          join pg_class p on p.oid = k.confrelid
          join pg_namespace n on n.oid = c.relnamespace
          where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
    ),
  );
  const order: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: string[]) => {
    if (placed.has(table)) return;
    if (path.includes(table)) {
      throw new ArchiveError(
        `tables refer to each other in a cycle: ${[...path, table].join(' → ')}`,
      );
    }
    for (const { parent } of edges.filter((e) => e.child === table))
      visit(parent, [...path, table]);
    placed.add(table);
    if (tables.includes(table)) order.push(table);
  };
  for (const table of tables) visit(table, []);
  return order;
}

/** The columns a row can be given: all but generated ones. */
async function writableColumns(db: Db, table: string): Promise<string[]> {
  const result = await db.execute(
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

export interface ImportResult {
  manifest: ArchiveManifest;
  /** The documents' files written into the storage. */
  files: number;
}

/**
 * Reads an export into `database`, which must hold no agency data yet, and its documents into
 * `storage`. The database is first migrated to the export's schema, the rows go in in one
 * transaction (all or nothing), the sequences continue where they were, and then the migrations
 * that came after the export are applied: an export of an older version imports into a newer one.
 */
export async function importArchive(
  database: Database,
  storage: DocumentStorage,
  dir: string,
): Promise<ImportResult> {
  const manifest = await readManifest(dir);
  const known = newestKnownMigration();
  if (manifest.schema > known) {
    throw new ArchiveError(
      `This export was made by a newer version of the product (its schema is from ${new Date(manifest.schema).toISOString()}); import it with that version or a later one.`,
    );
  }
  if (!isKnownMigration(manifest.schema)) {
    throw new ArchiveError(
      `This export's schema (${manifest.schema}) is not one of this version's migrations.`,
    );
  }

  return database.exclusive(async () => {
    await database.migrate({ upTo: manifest.schema });
    const { db } = database;
    const present = await tablesOf(db);
    const missing = Object.keys(manifest.tables).filter((t) => !present.includes(t));
    if (missing.length > 0) {
      throw new ArchiveError(`The export names tables this database lacks: ${missing.join(', ')}.`);
    }
    const holding: string[] = [];
    for (const table of present) {
      const [row] = rowsOf<{ any: boolean }>(
        await db.execute(sql.raw(`select exists (select 1 from public.${quoted(table)}) as any`)),
      );
      if (row?.any) holding.push(table);
    }
    if (holding.length > 0) {
      throw new ArchiveError(
        `The database already holds data (in ${holding.join(', ')}): import into an empty database, one no instance has seeded (DEMO_DATA=false), or into a new DATA_DIR.`,
      );
    }

    // Files first: a row never points to a file that is not there yet. Should the rows fail,
    // the files are orphans, and the hourly sweep removes them.
    let files = 0;
    const documentsDir = path.join(dir, 'documents');
    if (existsSync(documentsDir)) {
      for (const entry of await readdir(documentsDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const key = path.relative(documentsDir, full).split(path.sep).join('/');
        await storage.put(createReadStream(full), key);
        files++;
      }
    }

    const order = await insertOrder(db, Object.keys(manifest.tables));
    await db.transaction(async (tx) => {
      for (const table of order) {
        const writable = await writableColumns(tx, table);
        // The columns the export has: a column added since it was made takes its default.
        let columns = '';
        const insert = (rows: string[]) => {
          if (!columns) {
            const exported = Object.keys(JSON.parse(rows[0]!) as object);
            columns = writable
              .filter((c) => exported.includes(c))
              .map(quoted)
              .join(', ');
          }
          return tx.execute(
            sql`${sql.raw(`insert into public.${quoted(table)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::public.${quoted(table)}, `)}${`[${rows.join(',')}]`}::json)`,
          );
        };
        let rows: string[] = [];
        let count = 0;
        const input = createReadStream(path.join(dir, 'tables', `${table}.jsonl`));
        for await (const line of createInterface({ input })) {
          if (!line) continue;
          rows.push(line);
          count++;
          if (rows.length === BATCH) {
            await insert(rows);
            rows = [];
          }
        }
        if (rows.length > 0) await insert(rows);
        if (count !== manifest.tables[table]) {
          throw new ArchiveError(
            `tables/${table}.jsonl holds ${count} rows, the manifest says ${manifest.tables[table]}: the export is damaged.`,
          );
        }
      }
      for (const [name, lastValue] of Object.entries(manifest.sequences)) {
        const sequence = `public.${quoted(name)}`;
        await tx.execute(
          lastValue === null
            ? sql`select setval(${sequence}::regclass, 1, false)`
            : sql`select setval(${sequence}::regclass, ${lastValue}::bigint, true)`,
        );
      }
    });
    // Then what this version added since the export was made.
    await database.migrate();
    return { manifest, files };
  });
}

/*
 * An embedded database belongs to the one process that opened it. While the server runs, an
 * export (`npm run backup`) is made by the server itself: the command leaves a request beside
 * the data and signals the server (SIGUSR2), which exports and leaves the result there.
 */

const requestFile = (dataDir: string) => path.join(dataDir, 'export-request.json');
const resultFile = (dataDir: string, id: string) => path.join(dataDir, `export-result-${id}.json`);

const exportResultSchema = z.union([
  z.object({ ok: z.literal(true), manifest: manifestSchema }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);

/** In the command: asks the server holding `dataDir` (process `pid`) to export into `dir`. */
export async function exportThroughServer(
  dataDir: string,
  pid: number,
  dir: string,
  timeoutMs = 30 * 60_000,
): Promise<ArchiveManifest> {
  const id = `${process.pid}-${Date.now()}`;
  await writeFile(requestFile(dataDir), JSON.stringify({ id, dir: path.resolve(dir) }));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    let text: string;
    try {
      text = await readFile(resultFile(dataDir, id), 'utf8');
    } catch {
      continue;
    }
    await rm(resultFile(dataDir, id), { force: true });
    const result = exportResultSchema.parse(JSON.parse(text));
    if (!result.ok) throw new ArchiveError(result.error);
    return result.manifest;
  }
  throw new ArchiveError(
    `The server (pid ${pid}) did not answer within ${timeoutMs / 60_000} minutes; is it this product's server?`,
  );
}

/** In the server: exports on request (SIGUSR2), one at a time. Returns the stop. */
export function serveExportRequests(
  dataDir: string,
  exportTo: (dir: string) => Promise<ArchiveManifest>,
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void },
): () => void {
  let running = Promise.resolve();
  const onSignal = () => {
    running = running.then(async () => {
      let request: { id: string; dir: string };
      try {
        request = z
          .object({ id: z.string().regex(/^[\w-]+$/), dir: z.string().min(1) })
          .parse(JSON.parse(await readFile(requestFile(dataDir), 'utf8')));
        await rm(requestFile(dataDir), { force: true });
      } catch (err) {
        log.error({ err }, 'export requested, but no readable request beside the data');
        return;
      }
      let result: z.infer<typeof exportResultSchema>;
      try {
        const manifest = await exportTo(request.dir);
        log.info({ dir: request.dir, tables: manifest.tables }, 'export written');
        result = { ok: true, manifest };
      } catch (err) {
        log.error({ err, dir: request.dir }, 'export failed');
        result = { ok: false, error: err instanceof Error ? err.message : String(err) };
      }
      await writeFile(resultFile(dataDir, request.id), JSON.stringify(result));
    });
  };
  process.on('SIGUSR2', onSignal);
  return () => process.off('SIGUSR2', onSignal);
}
