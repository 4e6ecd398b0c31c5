import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  multipartBody,
  sampleCompoundFile,
  sampleDocx,
  sampleExe,
  sampleGif,
  sampleHtml,
  sampleJpeg,
  samplePdf,
  samplePng,
  sampleText,
  uploadBody,
  zip,
} from '#tests/fixtures/documents';
import { logInAs } from '#tests/helpers/sessions';
import { whileInsertsFail } from '#tests/helpers/failing-inserts';
import { setUpStaffApp, type DemoAccount } from '#tests/helpers/staff-app';
import { createTestApp, testConfig } from '#tests/helpers/test-app';
import { documentMessages, MAX_UPLOAD_BYTES, type PortalDocument } from '#shared/documents';
import {
  accountMemberPolicies,
  auditLog,
  claims,
  clientPolicies,
  documents,
  leads,
  rateLimits,
} from '../../db/schema';
import { demoAccounts } from '../../db/seed';
import { createUser } from '../auth/accounts';
import { hashPassword } from '../auth/passwords';
import { addClientPerson } from '../clients/accounts';
import { sweepOrphanFiles } from './service';

const { t, config, cookies, ids, accounts } = setUpStaffApp({ name: 'documents', firstHost: 30 });
const { dataDir, uploadDir } = config;

const TOO_LARGE = { message: 'File Too Large: Please select a file smaller than 10MB' };
const WRONG_TYPE = { message: 'Invalid File Type: Please select a PDF, image, or document file' };
const NOT_FOUND = { message: 'Not found' };

// Each test starts with no uploads counted against the hourly limits.
beforeEach(async () => {
  await t.database.db.delete(rateLimits);
});

/** Every file under DATA_DIR/uploads, partial uploads included, as storage keys. */
const storedFiles = () =>
  readdirSync(uploadDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(uploadDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();

const upload = (
  who: DemoAccount | null,
  body: ReturnType<typeof multipartBody>,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...body.headers, ...(who ? { cookie: cookies[who] } : {}), ...headers },
    payload: body.payload,
  });

/** An upload to another app (other limits) with a session cookie. */
const uploadTo = (app: typeof t.app, cookie: string, body: ReturnType<typeof multipartBody>) =>
  app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });

let people = 0;
/** A client account of its own, signed in to `app`: its documents and limits are its own. */
async function newClient(app: typeof t.app) {
  const account = { email: `documents-${++people}@example.org`, password: 'Sunflower upload pass' };
  const user = await createUser(t.database.db, {
    ...account,
    role: 'client',
    firstName: 'Pat',
    lastName: 'Lee',
  });
  return { id: user.id, accountId: user.accountId!, cookie: await logInAs(app, account) };
}

const get = (who: DemoAccount | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookies[who] } : {} });
const del = (who: DemoAccount | null, id: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/documents/${id}`,
    headers: who ? { cookie: cookies[who] } : {},
  });

async function uploaded(who: DemoAccount, name: string, data: Buffer) {
  const res = await upload(who, uploadBody(name, data));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PortalDocument>();
}

const rowOf = async (id: number) =>
  (await t.database.db.select().from(documents).where(eq(documents.id, id)))[0];

describe('POST /api/documents', () => {
  const allowed = [
    ['statement.pdf', 'application/pdf', samplePdf()],
    ['photo.jpg', 'image/jpeg', sampleJpeg()],
    ['damage.png', 'image/png', samplePng()],
    ['map.gif', 'image/gif', sampleGif()],
    ['notes.txt', 'text/plain', sampleText()],
    ['letter.doc', 'application/msword', sampleCompoundFile()],
    [
      'proof-of-loss.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      sampleDocx(),
    ],
  ] as const;

  it.each(allowed)('stores %s as %s, typed from its bytes', async (name, mimeType, data) => {
    // The declared type is a lie on purpose: only the bytes count.
    const res = await upload('client', uploadBody(name, data, 'application/octet-stream'));
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json<PortalDocument>();
    expect(doc).toMatchObject({
      fileName: name,
      fileSize: data.length,
      mimeType,
      leadId: null,
      fromAgency: false,
    });
    expect(Date.now() - Date.parse(doc.uploadedAt)).toBeLessThan(60_000);
    const row = await rowOf(doc.id);
    expect(row).toMatchObject({
      accountId: accounts.client,
      uploadedBy: ids.client,
      mimeType,
    });
    expect(row!.sha256).toBe(createHash('sha256').update(data).digest('hex'));
    // Stored under a random key, never under the client's name for it.
    expect(row!.filePath).toMatch(/^[0-9a-f-]{36}$/);
    expect(readFileSync(path.join(uploadDir, row!.filePath))).toEqual(data);
  });

  it('keeps the original name only as clean display text, with the extension of its type', async () => {
    const cases = [
      ['..\\..\\windows\\system32\\report.pdf', 'report.pdf'],
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['Rapport d’été «final».pdf', 'Rapport d’été «final».pdf'],
      ['invoice\u202Efdp.exe', 'invoicefdp.exe.pdf'],
      ['line\r\nbreak\t.pdf', 'linebreak.pdf'],
      ['scan.jpg', 'scan.pdf'],
      ['no extension', 'no extension.pdf'],
      ['...', 'document.pdf'],
      [`${'é'.repeat(300)}.pdf`, `${'é'.repeat(251)}.pdf`],
    ] as const;
    for (const [original, shown] of cases) {
      const doc = await uploaded('client', original, samplePdf());
      expect(doc.fileName, original).toBe(shown);
    }
  });

  it('answers 413 for 10 MB and one byte, and keeps nothing', async () => {
    const before = storedFiles();
    const count = await t.database.db.$count(documents);
    const res = await upload(
      'client',
      uploadBody('big.txt', Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'a')),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
    expect(storedFiles()).toEqual(before);
    expect(await t.database.db.$count(documents)).toBe(count);
  });

  it('stores exactly 10 MB', async () => {
    const doc = await uploaded('client', 'exactly.txt', Buffer.alloc(MAX_UPLOAD_BYTES, 'a'));
    expect(doc.fileSize).toBe(MAX_UPLOAD_BYTES);
    expect((await del('client', doc.id)).statusCode).toBe(204);
  });

  it('refuses a body announced as too large before reading it', async () => {
    const before = storedFiles();
    const res = await upload('client', uploadBody('huge.pdf', Buffer.alloc(11 * 1024 * 1024, 'a')));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
    expect(res.headers.connection).toBe('close');
    expect(storedFiles()).toEqual(before);
  });

  it('cuts a streamed body without a length at 10 MB', async () => {
    const before = storedFiles();
    const body = uploadBody('stream.txt', Buffer.alloc(12 * 1024 * 1024, 'a'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...body.headers, cookie: cookies.client },
      // A stream, so no Content-Length: only the count while reading can stop it.
      payload: Readable.from([body.payload.subarray(0, 1 << 20), body.payload.subarray(1 << 20)]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
    expect(storedFiles()).toEqual(before);
  });

  const disguised = [
    ['an executable named .pdf', 'statement.pdf', sampleExe(), 'application/pdf'],
    ['a web page named .pdf', 'statement.pdf', sampleHtml(), 'application/pdf'],
    ['a web page named .txt', 'notes.txt', Buffer.from('\n  <html><p>hi</p>'), 'text/plain'],
    [
      'text with a script tag',
      'notes.txt',
      Buffer.from('Hello\n<script>x()</script>'),
      'text/plain',
    ],
    [
      'an SVG image',
      'map.png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/png',
    ],
    [
      'an installer in a compound file',
      'letter.doc',
      sampleCompoundFile('Installer'),
      'application/msword',
    ],
    ['a zip that is not a DOCX', 'x.docx', zip({ 'readme.txt': 'hello' }), 'application/zip'],
    ['text with NUL bytes', 'notes.txt', Buffer.from('abc\0def'), 'text/plain'],
    ['text with an escape', 'notes.txt', Buffer.from('abc\x1b[31mred'), 'text/plain'],
    ['invalid UTF-8', 'notes.txt', Buffer.from([0x61, 0xc3, 0x28, 0x62]), 'text/plain'],
    ['UTF-8 cut in the middle', 'notes.txt', Buffer.from([0x61, 0xe2, 0x82]), 'text/plain'],
  ] as const;

  it.each(disguised)(
    'answers 415 for %s, and keeps nothing',
    async (_label, name, data, declared) => {
      const before = storedFiles();
      const count = await t.database.db.$count(documents);
      const res = await upload('client', uploadBody(name, data, declared));
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual(WRONG_TYPE);
      expect(storedFiles()).toEqual(before);
      expect(await t.database.db.$count(documents)).toBe(count);
    },
  );

  it('answers 400 for an empty file, a body without a file, and a body that is not multipart', async () => {
    const noFile = { message: 'Please choose a file to upload' };
    const empty = await upload('client', uploadBody('empty.pdf', Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(noFile);
    const fieldsOnly = await upload('client', multipartBody([{ name: 'leadId', value: '1' }]));
    expect(fieldsOnly.statusCode).toBe(400);
    expect(fieldsOnly.json()).toEqual(noFile);
    const otherName = await upload(
      'client',
      multipartBody([{ name: 'attachment', filename: 'a.pdf', data: samplePdf() }]),
    );
    expect(otherName.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { cookie: cookies.client },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(noFile);
  });

  it('answers 400 for a malformed body and for a second file', async () => {
    const body = uploadBody('a.pdf', samplePdf());
    const cut = await upload('client', { ...body, payload: body.payload.subarray(0, 200) });
    expect(cut.statusCode).toBe(400);
    const two = await upload(
      'client',
      multipartBody([
        { name: 'file', filename: 'a.pdf', data: samplePdf() },
        { name: 'file', filename: 'b.pdf', data: samplePdf() },
      ]),
    );
    expect(two.statusCode).toBe(400);
    expect(storedFiles().filter((k) => k.startsWith('partial/'))).toEqual([]);
  });

  it('links a quote request the client sent, and refuses one they did not', async () => {
    const [own] = await t.database.db
      .insert(leads)
      .values({
        type: 'personal',
        firstName: 'Dana',
        lastName: 'Whitfield',
        email: demoAccounts.client.email.toUpperCase(),
        phone: '9135550100',
        coverageTypes: ['auto'],
      })
      .returning();
    const [other] = await t.database.db
      .insert(leads)
      .values({
        type: 'personal',
        firstName: 'Someone',
        lastName: 'Else',
        email: 'someone@example.com',
        phone: '9135550101',
        coverageTypes: ['home'],
      })
      .returning();
    const linked = await upload(
      'client',
      uploadBody('quote.pdf', samplePdf(), undefined, { leadId: String(own!.id) }),
    );
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json()).toMatchObject({ leadId: own!.id });
    const list = await get('client', `/api/documents?leadId=${own!.id}`);
    expect(list.json<PortalDocument[]>().map((d) => d.id)).toEqual([linked.json().id]);

    const before = storedFiles();
    const refused = await upload(
      'client',
      uploadBody('quote.pdf', samplePdf(), undefined, { leadId: String(other!.id) }),
    );
    expect(refused.statusCode).toBe(404);
    expect(storedFiles()).toEqual(before);
    const invalid = await upload(
      'client',
      uploadBody('q.pdf', samplePdf(), undefined, { leadId: 'x' }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].path).toBe('leadId');
    expect(storedFiles()).toEqual(before);
  });

  it('lets staff put a document into a client’s portal; a client cannot name another account', async () => {
    const res = await upload(
      'agent',
      uploadBody('declarations.pdf', samplePdf(), undefined, { accountId: accounts.client }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ fromAgency: true });
    expect(await rowOf(res.json().id)).toMatchObject({
      accountId: accounts.client,
      uploadedBy: ids.agent,
    });
    const list = await get('client', '/api/documents');
    expect(list.json<PortalDocument[]>()[0]).toMatchObject({ id: res.json().id, fromAgency: true });

    const before = storedFiles();
    const asClient = await upload(
      'second',
      uploadBody('x.pdf', samplePdf(), undefined, { accountId: accounts.client }),
    );
    expect(asClient.statusCode).toBe(404);
    const unknownUser = await upload(
      'admin',
      uploadBody('x.pdf', samplePdf(), undefined, {
        accountId: '00000000-0000-4000-8000-000000000000',
      }),
    );
    expect(unknownUser.statusCode).toBe(404);
    expect(storedFiles()).toEqual(before);
  });

  it('removes the file when the row cannot be written', async () => {
    const db = t.database.db;
    const before = storedFiles();
    const count = await db.$count(documents);
    const res = await whileInsertsFail(db, 'documents', () =>
      upload('client', uploadBody('lost.pdf', samplePdf())),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(storedFiles()).toEqual(before);
    expect(await db.$count(documents)).toBe(count);
  });

  it('needs a session (401) and refuses a cross-site post (403)', async () => {
    const before = storedFiles();
    const anonymous = await upload(null, uploadBody('a.pdf', samplePdf()));
    expect(anonymous.statusCode).toBe(401);
    const crossSite = await upload('client', uploadBody('a.pdf', samplePdf()), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(storedFiles()).toEqual(before);
  });
});

describe('what documents may take', () => {
  it('lets staff put documents only into a client’s list, each upload and delete audited', async () => {
    const intoAdmin = await upload(
      'agent',
      uploadBody('x.pdf', samplePdf(), undefined, { accountId: ids.admin }),
    );
    expect(intoAdmin.statusCode).toBe(404);
    expect((await get('agent', `/api/documents?accountId=${ids.admin}`)).statusCode).toBe(404);
    const unnamed = await upload('agent', uploadBody('x.pdf', samplePdf()));
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({ errors: [{ path: 'accountId' }] });

    const stored = await upload(
      'agent',
      uploadBody('declarations.pdf', samplePdf(), undefined, { accountId: accounts.second }),
    );
    expect(stored.statusCode).toBe(201);
    const id = stored.json<PortalDocument>().id;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/${id}`,
      headers: { cookie: cookies.agent },
    });
    expect(deleted.statusCode).toBe(204);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['document.upload', ids.agent],
      ['document.delete', ids.agent],
    ]);
  });

  it('answers 429 past the hourly uploads of a client, before reading the body', async () => {
    const limited = await createTestApp({
      config: testConfig({ DATA_DIR: dataDir, UPLOAD_RATE_PER_HOUR: '2' }),
      database: t.database,
    });
    try {
      const { cookie } = await newClient(limited.app);
      const send = () => uploadTo(limited.app, cookie, uploadBody('note.txt', sampleText()));
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const before = storedFiles();
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too Many Uploads: you can upload 2 files an hour/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(storedFiles()).toEqual(before);
    } finally {
      await limited.app.close();
    }
  });

  it('keeps a client within their quota, also against uploads sent at once', async () => {
    const limited = await createTestApp({
      config: testConfig({ DATA_DIR: dataDir, UPLOAD_QUOTA_MB: '10' }),
      database: t.database,
    });
    const { accountId, cookie } = await newClient(limited.app);
    const threeMb = Buffer.concat([samplePdf(), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    try {
      const send = () => uploadTo(limited.app, cookie, uploadBody('scan.pdf', threeMb));
      const answers = await Promise.all(Array.from({ length: 6 }, send));
      const statuses = answers.map((a) => a.statusCode).sort();
      // Three of about 3 MB fit in 10 MB; the rest are refused, none stored.
      expect(statuses).toEqual([201, 201, 201, 413, 413, 413]);
      const refused = answers.find((a) => a.statusCode === 413)!;
      expect(refused.json().message).toMatch(
        /^Storage Full: your documents use [\d.]+ MB of the 10 MB you can store/,
      );
      const rows = await t.database.db
        .select()
        .from(documents)
        .where(eq(documents.accountId, accountId));
      expect(rows).toHaveLength(3);
    } finally {
      await limited.app.close();
    }
  });

  it('refuses new uploads while the disk holding the data is nearly full', async () => {
    const full = await createTestApp({
      // A floor larger than any disk: the free space is always below it.
      config: testConfig({ DATA_DIR: dataDir, UPLOAD_MIN_FREE_MB: '9000000' }),
      database: t.database,
    });
    try {
      const before = storedFiles();
      const res = await uploadTo(full.app, cookies.client, uploadBody('note.txt', sampleText()));
      expect(res.statusCode).toBe(507);
      expect(res.json().message).toMatch(/^Upload Unavailable: we cannot store files right now/);
      expect(storedFiles()).toEqual(before);
    } finally {
      await full.app.close();
    }
  });
});

describe('GET /api/documents', () => {
  it('lists the client’s own documents, newest first, the seeded letter included', async () => {
    const first = await uploaded('second', 'first.pdf', samplePdf());
    const second = await uploaded('second', 'second.txt', sampleText());
    const res = await get('second', '/api/documents');
    expect(res.statusCode).toBe(200);
    const list = res.json<PortalDocument[]>();
    expect(list.map((d) => d.id)).toEqual([second.id, first.id]);
    expect(list[0]).toEqual(second);

    const clientList = (await get('client', '/api/documents')).json<PortalDocument[]>();
    expect(clientList.some((d) => d.fileName === 'welcome-letter.pdf')).toBe(true);
    expect(clientList.map((d) => d.id)).not.toContain(first.id);
  });

  it('gives staff any client’s list by account; a client naming another gets 404', async () => {
    const staff = await get('agent', `/api/documents?accountId=${accounts.second}`);
    expect(staff.statusCode).toBe(200);
    expect(staff.json<PortalDocument[]>().length).toBeGreaterThan(0);
    expect((await get('client', `/api/documents?accountId=${accounts.second}`)).statusCode).toBe(
      404,
    );
    const own = await get('client', `/api/documents?accountId=${accounts.client}`);
    expect(own.statusCode).toBe(200);
    expect(await get('client', '/api/documents').then((r) => r.json())).toEqual(own.json());
  });

  it('needs a session', async () => {
    expect((await get(null, '/api/documents')).statusCode).toBe(401);
  });
});

describe('GET /api/documents/:id/download', () => {
  it('sends the same bytes as an attachment of the stored type, never sniffed or cached', async () => {
    const data = samplePng();
    const doc = await uploaded('client', 'Schaden "vorne" – café.png', data);
    const res = await get('client', `/api/documents/${doc.id}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(data);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(data.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Schaden _vorne_ _ cafe.png"; filename*=UTF-8''Schaden%20_vorne_%20%E2%80%93%20caf%C3%A9.png`,
    );
  });

  it('serves the seeded welcome letter from demo/', async () => {
    const [letter] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.filePath, 'demo/welcome-letter.pdf'));
    const res = await get('client', `/api/documents/${letter!.id}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('answers 404 to another client, the file intact; staff download any', async () => {
    const data = samplePdf('Client A only');
    const doc = await uploaded('client', 'private.pdf', data);
    const other = await get('second', `/api/documents/${doc.id}/download`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(NOT_FOUND);
    expect(other.body).not.toContain('Client A only');
    for (const staff of ['agent', 'admin'] as const) {
      const res = await get(staff, `/api/documents/${doc.id}/download`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(data);
    }
    expect((await get(null, `/api/documents/${doc.id}/download`)).statusCode).toBe(401);
    expect((await get('client', '/api/documents/999999/download')).statusCode).toBe(404);
    expect((await get('client', '/api/documents/99999999999/download')).statusCode).toBe(400);
  });
});

describe('DELETE /api/documents/:id', () => {
  it('removes the row and the bytes', async () => {
    const doc = await uploaded('client', 'old.pdf', samplePdf());
    const key = (await rowOf(doc.id))!.filePath;
    const res = await del('client', doc.id);
    expect(res.statusCode).toBe(204);
    expect(await rowOf(doc.id)).toBeUndefined();
    expect(existsSync(path.join(uploadDir, key))).toBe(false);
    expect((await del('client', doc.id)).statusCode).toBe(404);
  });

  it('answers 404 to another client and keeps the document; staff may delete', async () => {
    const doc = await uploaded('client', 'keep.pdf', samplePdf());
    const key = (await rowOf(doc.id))!.filePath;
    const other = await del('second', doc.id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(NOT_FOUND);
    expect(existsSync(path.join(uploadDir, key))).toBe(true);
    expect((await del(null, doc.id)).statusCode).toBe(401);
    expect((await del('admin', doc.id)).statusCode).toBe(204);
    expect(existsSync(path.join(uploadDir, key))).toBe(false);
  });

  it('still deletes when the file cannot be removed; the sweep removes it later', async () => {
    const doc = await uploaded('client', 'stuck.pdf', samplePdf());
    const key = (await rowOf(doc.id))!.filePath;
    const remove = vi
      .spyOn(t.app.documentStorage, 'remove')
      .mockRejectedValueOnce(Object.assign(new Error('EIO: i/o error'), { code: 'EIO' }));
    try {
      expect((await del('client', doc.id)).statusCode).toBe(204);
    } finally {
      remove.mockRestore();
    }
    expect(await rowOf(doc.id)).toBeUndefined();
    expect(existsSync(path.join(uploadDir, key))).toBe(true);

    // Too young to be swept: it could be an upload whose row is being written.
    expect(await sweepOrphanFiles(t.database.db, t.app.documentStorage)).toBe(0);
    const later = Date.now() + 2 * 3600 * 1000;
    const referenced = (await t.database.db.select().from(documents)).map((d) => d.filePath);
    expect(await sweepOrphanFiles(t.database.db, t.app.documentStorage, later)).toBe(1);
    expect(existsSync(path.join(uploadDir, key))).toBe(false);
    // Every file a row points to is still there, the seeded letter in demo/ included.
    for (const filePath of referenced)
      expect(statSync(path.join(uploadDir, filePath)).isFile()).toBe(true);
    expect(referenced).toContain('demo/welcome-letter.pdf');
  });
});

describe('what a client may delete', () => {
  const member = { email: 'teen.driver@example.org', password: 'Sunflower member pass 9' };
  let memberCookie: string;
  let memberId: string;
  let autoPolicyId: number;
  let claimId: number;

  beforeAll(async () => {
    const db = t.database.db;
    [{ id: autoPolicyId }] = (await db
      .select({ id: clientPolicies.id })
      .from(clientPolicies)
      .where(eq(clientPolicies.policyNumber, 'SSI-AUTO-100231'))) as [{ id: number }];
    [{ id: claimId }] = (await db
      .select({ id: claims.id })
      .from(claims)
      .where(eq(claims.policyId, autoPolicyId))
      .limit(1)) as [{ id: number }];
    const row = await addClientPerson(
      db,
      {
        email: member.email,
        password: await hashPassword(member.password),
        firstName: 'Jamie',
        lastName: 'Whitfield',
        emailVerifiedAt: new Date(),
      },
      { accountId: accounts.client, accountRole: 'member', policyScope: 'chosen' },
    );
    memberId = row!.id;
    await db.insert(accountMemberPolicies).values({ userId: memberId, policyId: autoPolicyId });
    memberCookie = await logInAs(t.app, member, '203.0.113.90');
  });

  /** A document of the demo client's account on the auto policy, as `values` says. */
  async function documentOnAuto(values: Partial<typeof documents.$inferInsert>) {
    const [row] = await t.database.db
      .insert(documents)
      .values({
        accountId: accounts.client,
        policyId: autoPolicyId,
        fileName: 'on-auto.pdf',
        filePath: randomUUID(),
        fileSize: 1,
        mimeType: 'application/pdf',
        uploadedBy: ids.client,
        ...values,
      })
      .returning();
    return row!.id;
  }
  const deleteAs = (cookie: string, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: { cookie } });
  const deletions = async (id: number) =>
    (
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'document.delete')))
    ).map((a) => a.actorId);

  it('keeps from a member limited to one policy the ID card staff uploaded and the holder’s claim photo on it', async () => {
    const card = await documentOnAuto({ uploadedBy: ids.agent, kind: 'id-card' });
    const photo = await documentOnAuto({ claimId, mimeType: 'image/jpeg' });
    const holders = await documentOnAuto({});
    const expected = {
      [card]: documentMessages.keptByAgency,
      [photo]: documentMessages.keptWithClaim,
      [holders]: documentMessages.onlyUploader,
    };
    // The member reads them: they are about the policy they see.
    const list = (
      await t.app.inject({ url: '/api/documents', headers: { cookie: memberCookie } })
    ).json<PortalDocument[]>();
    for (const id of [card, photo, holders]) {
      expect(list.find((d) => d.id === id)).toMatchObject({ canDelete: false });
      const res = await deleteAs(memberCookie, id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: expected[id] });
      expect(await rowOf(id)).toBeDefined();
      expect(await deletions(id)).toEqual([]);
    }
  });

  it('lets a member delete what they uploaded, audited as theirs', async () => {
    const own = await documentOnAuto({ uploadedBy: memberId });
    const list = (
      await t.app.inject({ url: '/api/documents', headers: { cookie: memberCookie } })
    ).json<PortalDocument[]>();
    expect(list.find((d) => d.id === own)).toMatchObject({ canDelete: true });
    expect((await deleteAs(memberCookie, own)).statusCode).toBe(204);
    expect(await rowOf(own)).toBeUndefined();
    expect(await deletions(own)).toEqual([memberId]);
  });

  it('lets the holder delete what the account’s people uploaded, never what the agency keeps; staff may', async () => {
    const members = await documentOnAuto({ uploadedBy: memberId });
    const card = await documentOnAuto({ uploadedBy: ids.agent, kind: 'id-card' });
    const photo = await documentOnAuto({ claimId });
    const certificate = await documentOnAuto({ uploadedBy: ids.agent, kind: 'certificate' });
    expect((await deleteAs(cookies.client, members)).statusCode).toBe(204);
    expect(await deletions(members)).toEqual([ids.client]);
    for (const id of [card, photo, certificate]) {
      expect((await deleteAs(cookies.client, id)).statusCode).toBe(403);
    }
    expect((await deleteAs(cookies.agent, card)).statusCode).toBe(204);
    expect(await deletions(card)).toEqual([ids.agent]);
  });
});
