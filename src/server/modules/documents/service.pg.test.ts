// Upload, list, download and delete on a real PostgreSQL 15, the production target.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf, sampleDocx, uploadBody } from '#tests/fixtures/documents';
import { startPostgres, type ThrowawayPostgres } from '#tests/helpers/postgres';
import { logInAs } from '#tests/helpers/sessions';
import { createTestApp, testConfig } from '#tests/helpers/test-app';
import type { PortalDocument } from '#shared/documents';
import { openDatabase, type Database } from '../../db/client';
import { documents } from '../../db/schema';
import { demoAccounts, seedDemoData } from '../../db/seed';
import { sweepOrphanFiles } from './service';
import { localDiskStorage } from '#server/modules/documents/storage';

const dataDir = mkdtempSync(path.join(tmpdir(), 'documents-pg-'));
const config = testConfig({ DATA_DIR: dataDir });
let postgres: ThrowawayPostgres;
let database: Database;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  postgres = await startPostgres();
  database = await openDatabase({ kind: 'postgres', url: postgres.url });
  await database.migrate();
  await seedDemoData(database.db, { storage: localDiskStorage(config.uploadDir) });
  t = await createTestApp({ config, database });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('documents on PostgreSQL 15', () => {
  it('uploads, lists newest first, downloads the same bytes and deletes row and file', async () => {
    const client = await logInAs(t.app, demoAccounts.client);
    const second = await logInAs(t.app, demoAccounts.second, '203.0.113.77');
    const ids: number[] = [];
    for (const [name, data] of [
      ['claim photo notes.pdf', samplePdf()],
      ['proof of loss.docx', sampleDocx()],
    ] as const) {
      const body = uploadBody(name, data);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { ...body.headers, cookie: client },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<PortalDocument>().id);
    }

    const list = await t.app.inject({ url: '/api/documents', headers: { cookie: client } });
    expect(list.json<PortalDocument[]>().map((d) => d.fileName)).toEqual([
      'proof of loss.docx',
      'claim photo notes.pdf',
      'welcome-letter.pdf',
    ]);

    const download = await t.app.inject({
      url: `/api/documents/${ids[0]}/download`,
      headers: { cookie: client },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(samplePdf());
    expect(download.headers['content-type']).toBe('application/pdf');

    const notYours = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/${ids[0]}`,
      headers: { cookie: second },
    });
    expect(notYours.statusCode).toBe(404);

    const [row] = await database.db.select().from(documents).where(eq(documents.id, ids[0]!));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/${ids[0]}`,
      headers: { cookie: client },
    });
    expect(res.statusCode).toBe(204);
    expect(await database.db.$count(documents, eq(documents.id, ids[0]!))).toBe(0);
    expect(existsSync(path.join(config.uploadDir, row!.filePath))).toBe(false);

    // Nothing left to sweep: every file has its row, the seeded letter's included.
    expect(await sweepOrphanFiles(database.db, t.app.documentStorage, Date.now() + 7200_000)).toBe(
      0,
    );
    expect(existsSync(path.join(config.uploadDir, 'demo/welcome-letter.pdf'))).toBe(true);
  });
});
