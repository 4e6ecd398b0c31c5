// An export read back into an empty database, embedded or PostgreSQL, gives the same rows, the
// same sequences and the same documents, and no sessions; what is wrong with the folder or the
// target is said in words and changes nothing.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '#tests/helpers/database-targets';
import { openTestDatabase } from '#tests/helpers/test-app';
import { localDiskStorage, type DocumentStorage } from '../modules/documents/storage';
import { ArchiveError, exportArchive, importArchive, readManifest } from './archive';
import { newestKnownMigration, openDatabase, type Database } from './client';
import { seedDemoData, seedDemoLeads } from './seed';

const work = mkdtempSync(path.join(tmpdir(), 'archive-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let folders = 0;
const newFolder = () => path.join(work, `folder-${++folders}`);

/** Every row of a table, in one order and one time zone, as JSON. */
async function contentOf(database: Database, table: string): Promise<unknown[]> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const result = await tx.execute(
      sql.raw(
        `select row_to_json(t)::text as row from public."${table}" t order by row_to_json(t)::text`,
      ),
    );
    return (result as unknown as { rows: { row: string }[] }).rows.map((r) => JSON.parse(r.row));
  });
}

async function tablesOf(database: Database): Promise<string[]> {
  const rows = await database.query<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((r) => r.name);
}

async function sequencesOf(database: Database) {
  return database.query<{ name: string; last: string | null }>(
    sql`select sequencename as name, last_value::text as last from pg_sequences
        where schemaname = 'public' order by 1`,
  );
}

let source: Database;
let sourceFiles: DocumentStorage;
let exported: string;

beforeAll(async () => {
  source = await openTestDatabase();
  sourceFiles = localDiskStorage(path.join(work, 'source-uploads'));
  await seedDemoData(source.db, { storage: sourceFiles });
  await seedDemoLeads(source.db);
  // A second document, in a sub-folder key, and a session that must not travel.
  await sourceFiles.put(Buffer.from('%PDF-1.4 a statement'), 'statements/2026/march.pdf');
  await source.query(sql`
    insert into documents ("accountId", "fileName", "filePath", "fileSize", "mimeType")
    select "accountId", 'march.pdf', 'statements/2026/march.pdf', 20, 'application/pdf'
    from documents limit 1`);
  await source.query(
    sql`insert into sessions (sid, sess, expire) values ('a-session', '{}', now() + interval '1 day')`,
  );
  exported = newFolder();
  await exportArchive(source, sourceFiles, exported);
});

afterAll(async () => {
  await source?.close();
});

describe('exportArchive', () => {
  it('writes every table but sessions, the sequences and the files, manifest last', async () => {
    const manifest = await readManifest(exported);
    expect(manifest.schema).toBe(newestKnownMigration());
    expect(manifest.source).toBe('pglite');
    const tables = (await tablesOf(source)).filter((t) => t !== 'sessions');
    expect(Object.keys(manifest.tables).sort()).toEqual(tables);
    for (const table of tables) {
      expect(manifest.tables[table], table).toBe((await contentOf(source, table)).length);
    }
    expect(manifest.tables.users).toBeGreaterThan(0);
    expect(manifest.tables.leads).toBeGreaterThan(0);
    expect(manifest.documents).toMatchObject({ files: 2, leftOut: 0 });
    expect(readFileSync(path.join(exported, 'documents/statements/2026/march.pdf'), 'utf8')).toBe(
      '%PDF-1.4 a statement',
    );
    expect(Object.keys(manifest.sequences)).toContain('leads_id_seq');
  });

  it('refuses a folder that already holds something', async () => {
    await expect(exportArchive(source, sourceFiles, exported)).rejects.toThrow(
      /is not empty: export into a new folder/,
    );
  });

  it('leaves out, row and file, a document deleted while it ran', async () => {
    const files = localDiskStorage(path.join(work, 'uploads-missing-one'));
    // The demo letter's file is there; the statement's is gone, as after a deletion.
    await files.put(Buffer.from('letter'), 'demo/welcome-letter.pdf');
    const dir = newFolder();
    const manifest = await exportArchive(source, files, dir);
    expect(manifest.documents).toMatchObject({ files: 1, leftOut: 1 });
    expect(manifest.tables.documents).toBe(1);
    expect(readFileSync(path.join(dir, 'tables/documents.jsonl'), 'utf8')).not.toContain(
      'march.pdf',
    );
  });
});

describe.each(databaseTargets)('importArchive into $name', (target) => {
  let opened: Awaited<ReturnType<typeof target.open>>;
  let files: DocumentStorage;

  beforeAll(async () => {
    opened = await target.open();
    files = localDiskStorage(path.join(work, `target-uploads-${++folders}`));
  }, 120_000);
  afterAll(async () => {
    await opened?.cleanup();
  });

  it('gives the same rows, sequences and documents, and no sessions', async () => {
    const { database } = opened;
    const result = await importArchive(database, files, exported);
    expect(result.files).toBe(2);
    for (const table of await tablesOf(source)) {
      if (table === 'sessions') continue;
      expect(await contentOf(database, table), table).toEqual(await contentOf(source, table));
    }
    expect(await sequencesOf(database)).toEqual(await sequencesOf(source));
    expect(await contentOf(database, 'sessions')).toEqual([]);
    for (const key of ['demo/welcome-letter.pdf', 'statements/2026/march.pdf']) {
      const [copy, original] = await Promise.all([files.open(key), sourceFiles.open(key)]);
      expect((await buffer(copy!.stream)).equals(await buffer(original!.stream)), key).toBe(true);
    }
    // The next lead takes the next number, as it would have at the source.
    const [next] = await database.query<{ id: number }>(
      sql`select nextval('leads_id_seq')::int as id`,
    );
    const [last] = await source.query<{ id: number }>(sql`select max(id)::int as id from leads`);
    expect(next!.id).toBe(last!.id + 1);
  });

  it('refuses a database that already holds data, and changes nothing', async () => {
    const before = await contentOf(opened.database, 'leads');
    await expect(importArchive(opened.database, files, exported)).rejects.toThrow(
      /already holds data \(in .*users/,
    );
    expect(await contentOf(opened.database, 'leads')).toEqual(before);
  });
});

describe('importArchive', () => {
  it('refuses a folder without a manifest', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      await expect(
        importArchive(database, localDiskStorage(newFolder()), newFolder()),
      ).rejects.toBeInstanceOf(ArchiveError);
    } finally {
      await database.close();
    }
  });

  it('imports nothing from a damaged export', async () => {
    const damaged = newFolder();
    await exportArchive(source, sourceFiles, damaged);
    const leads = path.join(damaged, 'tables/leads.jsonl');
    writeFileSync(leads, readFileSync(leads, 'utf8').split('\n').slice(1).join('\n'));
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      await expect(importArchive(database, localDiskStorage(newFolder()), damaged)).rejects.toThrow(
        /tables\/leads.jsonl holds \d+ rows, the manifest says \d+/,
      );
      expect(await contentOf(database, 'users')).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it("brings an older version's export to this version's schema", async () => {
    const journal = JSON.parse(
      readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: { when: number; tag: string }[] };
    const previous = journal.entries.at(-2)!.when;
    const old = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    const dir = newFolder();
    try {
      await old.migrate({ upTo: previous });
      const [last] = await old.query<{ newest: string }>(
        sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
      );
      expect(Number(last!.newest)).toBe(previous);
      await old.query(sql`
        insert into leads (type, "firstName", "lastName", email, phone, "coverageTypes")
        values ('personal', 'Old', 'Version', 'old@example.org', '9135550100', '["auto"]')`);
      await exportArchive(old, localDiskStorage(newFolder()), dir);
    } finally {
      await old.close();
    }
    expect((await readManifest(dir)).schema).toBe(previous);

    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      await importArchive(database, localDiskStorage(newFolder()), dir);
      const [migrated] = await database.query<{ newest: string }>(
        sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
      );
      expect(Number(migrated!.newest)).toBe(newestKnownMigration());
      const rows = await database.query<{ email: string }>(sql`select email from leads`);
      expect(rows.map((r) => r.email)).toEqual(['old@example.org']);
    } finally {
      await database.close();
    }
  });
});
