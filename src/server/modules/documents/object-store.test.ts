// Documents in an S3-compatible bucket (S3_BUCKET...), through the app: what a client uploads is
// an object of the bucket and nothing on the instance's disk; a download streams it back; while
// the store is down the portal says so with a 503 and keeps nothing half-done; the orphan sweep
// works on the bucket as on a folder.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDocument } from '#shared/documents';
import { samplePdf, uploadBody } from '#tests/fixtures/documents';
import { startS3Server, type S3TestServer } from '#tests/helpers/s3-server';
import { logInAs } from '#tests/helpers/sessions';
import { createTestApp, testConfig } from '#tests/helpers/test-app';
import { documents } from '../../db/schema';
import { demoAccounts, seedDemoData } from '../../db/seed';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../../plugins/errors';
import { s3Storage } from './s3-storage';
import { sweepOrphanFiles } from './service';
import type { DocumentStorage } from './storage';

const dataDir = mkdtempSync(path.join(tmpdir(), 'object-store-test-'));
let s3: S3TestServer;
let t: Awaited<ReturnType<typeof createTestApp>>;
let bucket: DocumentStorage;
let cookie: string;

beforeAll(async () => {
  s3 = await startS3Server({ prefix: 'documents' });
  t = await createTestApp({ config: testConfig({ DATA_DIR: dataDir, ...s3.env }) });
  bucket = s3Storage(s3.config);
  await seedDemoData(t.database.db, { storage: t.app.documentStorage });
  cookie = await logInAs(t.app, demoAccounts.client);
});

afterAll(async () => {
  await t?.close();
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function bucketKeys() {
  const keys: string[] = [];
  for await (const object of bucket.list()) keys.push(object.key);
  return keys;
}

const upload = (name: string, data: Buffer) => {
  const body = uploadBody(name, data);
  return t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
};
const download = (id: number) =>
  t.app.inject({ method: 'GET', url: `/api/documents/${id}/download`, headers: { cookie } });
const documentCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(documents))[0]!.n;

describe('documents in an S3-compatible bucket', () => {
  it('seeds the demo letter into the bucket, and it downloads', async () => {
    expect(t.app.documentStorage.location).toBe('s3://agency-documents/documents/');
    expect(await bucketKeys()).toContain('demo/welcome-letter.pdf');
    const [letter] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.filePath, 'demo/welcome-letter.pdf'));
    const res = await download(letter!.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(res.headers['content-length'])).toBe(letter!.fileSize);
  });

  it("keeps an upload in the bucket, none of it on the instance's disk", async () => {
    const data = samplePdf('Declarations page, kept in the bucket');
    const res = await upload('declarations.pdf', data);
    expect(res.statusCode, res.body).toBe(201);
    const document = res.json<PortalDocument>();
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, document.id));
    expect(await bucketKeys()).toContain(row!.filePath);
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    const back = await download(document.id);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(data)).toBe(true);

    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/${document.id}`,
      headers: { cookie },
    });
    expect(gone.statusCode).toBe(204);
    expect(await bucketKeys()).not.toContain(row!.filePath);
  });

  it('answers 503 with a clear message while the store is down, and keeps nothing', async () => {
    const kept = await upload('kept.pdf', samplePdf('Kept before the outage'));
    expect(kept.statusCode).toBe(201);
    const before = await documentCount();
    await s3.stop();
    try {
      const refused = await upload('during.pdf', samplePdf('Sent during the outage'));
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: STORAGE_UNAVAILABLE_MESSAGE });
      expect(refused.headers['retry-after']).toBe('30');
      const unavailable = await download(kept.json<PortalDocument>().id);
      expect(unavailable.statusCode).toBe(503);
      expect(unavailable.json()).toEqual({ message: STORAGE_UNAVAILABLE_MESSAGE });
      // The rest of the portal answers as usual.
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/documents',
        headers: { cookie },
      });
      expect(list.statusCode).toBe(200);
    } finally {
      await s3.start();
    }
    expect(await documentCount()).toBe(before);
    expect((await download(kept.json<PortalDocument>().id)).statusCode).toBe(200);
  });

  it('sweeps objects no row points to once they are an hour old, and keeps the rest', async () => {
    const orphan = await bucket.put(Buffer.from('an upload whose row was never written'));
    const res = await upload('statement.pdf', samplePdf('A statement to keep'));
    const [row] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, res.json<PortalDocument>().id));

    // Young orphans stay: their row may be on its way.
    expect(await sweepOrphanFiles(t.database.db, t.app.documentStorage)).toBe(0);
    expect(await bucketKeys()).toContain(orphan);

    const removed = await sweepOrphanFiles(
      t.database.db,
      t.app.documentStorage,
      Date.now() + 2 * 3600_000,
    );
    expect(removed).toBe(1);
    const left = await bucketKeys();
    expect(left).not.toContain(orphan);
    expect(left).toContain(row!.filePath);
    expect(left).toContain('demo/welcome-letter.pdf');
  });
});
