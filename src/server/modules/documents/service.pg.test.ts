// Upload, list, download and delete on a real PostgreSQL 15, the production target.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { samplePdf, sampleDocx, uploadBody } from '#tests/fixtures/documents';
import { databaseTargets } from '#tests/helpers/database-targets';
import { setUpApp } from '#tests/helpers/set-up-app';
import type { PortalDocument } from '#shared/documents';
import { documents } from '../../db/schema';
import { sweepOrphanFiles } from './service';

const postgres = databaseTargets.find((target) => target.name.startsWith('PostgreSQL'))!;
const { t, config, cookies } = setUpApp({
  name: 'documents-pg',
  target: postgres,
  logIn: ['client', 'second'],
  firstHost: 76,
});

describe('documents on PostgreSQL 15', () => {
  it('uploads, lists newest first, downloads the same bytes and deletes row and file', async () => {
    const { client, second } = cookies;
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

    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, ids[0]!));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/${ids[0]}`,
      headers: { cookie: client },
    });
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.$count(documents, eq(documents.id, ids[0]!))).toBe(0);
    expect(existsSync(path.join(config.uploadDir, row!.filePath))).toBe(false);

    // Nothing left to sweep: every file has its row, the seeded letter's included.
    expect(
      await sweepOrphanFiles(t.database.db, t.app.documentStorage, Date.now() + 7200_000),
    ).toBe(0);
    expect(existsSync(path.join(config.uploadDir, 'demo/welcome-letter.pdf'))).toBe(true);
  });
});
