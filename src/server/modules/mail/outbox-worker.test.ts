import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '#tests/helpers/test-app';
import { freePort } from '#tests/helpers/server-process';
import type { Lead } from '#shared/leads';
import type { Database } from '../../db/client';
import { emailOutbox, leads } from '../../db/schema';
import { createLead } from '../leads/service';
import { enqueueEmails } from './outbox';
import {
  outboxMessageId,
  retryDelayMs,
  senderDomain,
  startOutboxWorker,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from './outbox-worker';
import { smtpTestServer, type SmtpTestServer } from '#tests/helpers/smtp-server';
import { createMailTransport, mailFrom } from './transport';

const config = testConfig();
const NOTIFY = 'agents@sunflowershield.example';
const FROM_DOMAIN = 'sunflowershield.example';

let database: Database;
let smtp: SmtpTestServer;
const workers: OutboxWorker[] = [];

interface LogEntry {
  level: 'info' | 'warn' | 'error';
  obj: object;
  msg: string;
}
let logs: LogEntry[];
const log = {
  info: (obj: object, msg: string) => logs.push({ level: 'info', obj, msg }),
  warn: (obj: object, msg: string) => logs.push({ level: 'warn', obj, msg }),
  error: (obj: object, msg: string) => logs.push({ level: 'error', obj, msg }),
};

/** A worker against the test SMTP server, driven by runOnce() unless told to poll. */
function worker(options: Partial<OutboxWorkerOptions> = {}) {
  const w = startOutboxWorker({
    db: database.db,
    transport: createMailTransport(smtp.url),
    from: mailFrom(config),
    log,
    poll: false,
    ...options,
  });
  workers.push(w);
  return w;
}

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  type: 'personal',
  firstName: 'Casey',
  lastName: 'Nguyen',
  email: 'casey@example.com',
  phone: '9135550123',
  businessName: null,
  industry: null,
  coverageTypes: ['auto', 'home'],
  additionalInfo: null,
  sourcePage: '/auto-insurance',
  utm: null,
  referrerHost: null,
  details: null,
  fillMs: 5000,
  ...overrides,
});

const createTestLead = async (overrides: Partial<Lead> = {}) => {
  const result = await createLead(
    database.query,
    lead(overrides),
    { agency: config.agency, notifyTo: NOTIFY },
    { key: 'outbox-worker test', max: 1_000, timeWindow: 600_000 },
  );
  if (!result.created) throw new Error('the test lead was rate-limited');
  return result;
};

const rows = () => database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitUntil(condition: () => boolean, what: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  logs = [];
  // A port nobody listens on until the test starts the server: "SMTP is down".
  smtp = smtpTestServer(await freePort());
  await database.db.delete(emailOutbox);
  await database.db.delete(leads);
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await smtp.stop();
});

describe('retry schedule and message ids', () => {
  it('backs off exponentially from 5 s, capped at 15 min, with at most 10 % jitter below', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, none))).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000,
    ]);
    expect(retryDelayMs(9, none)).toBe(900_000);
    expect(retryDelayMs(30, none)).toBe(900_000);
    expect(retryDelayMs(1, () => 0.999999)).toBe(4_500);
    for (let i = 0; i < 100; i++) {
      const d = retryDelayMs(2);
      expect(d).toBeGreaterThanOrEqual(9_000);
      expect(d).toBeLessThanOrEqual(10_000);
    }
  });

  it('derives a stable Message-ID from the row and the sender domain', () => {
    expect(senderDomain('"Sunflower Shield" <hello@Sunflowershield.example>')).toBe(FROM_DOMAIN);
    expect(senderDomain('mail@agency.example')).toBe('agency.example');
    expect(senderDomain({ name: 'X', address: 'a@b.example' })).toBe('b.example');
    expect(senderDomain('no address')).toBe('localhost');
    const row = { id: 42, createdAt: new Date('2025-06-01T12:00:00Z') };
    expect(outboxMessageId(row, 'b.example')).toBe(outboxMessageId({ ...row }, 'b.example'));
    expect(outboxMessageId(row, 'b.example')).toMatch(/^<outbox-42\.[0-9a-z]+@b\.example>$/);
    // A fresh database that reuses id 42 later gets another id.
    expect(
      outboxMessageId({ id: 42, createdAt: new Date('2025-06-02T12:00:00Z') }, 'b.example'),
    ).not.toBe(outboxMessageId(row, 'b.example'));
  });
});

describe('outbox worker against a real SMTP server', () => {
  it('delivers the lead notification and the confirmation once, and marks the rows sent', async () => {
    await smtp.start();
    const { id: leadId } = await createTestLead();
    const before = await rows();
    expect(before.map((r) => r.status)).toEqual(['pending', 'pending']);

    const w = worker();
    expect(await w.runOnce()).toBe(2);

    expect(smtp.messages).toHaveLength(2);
    const notification = smtp.messages.find((m) => m.rcptTo.includes(NOTIFY))!;
    const confirmation = smtp.messages.find((m) => m.rcptTo.includes('casey@example.com'))!;
    expect(notification.subject).toBe(`New personal quote request #${leadId}: Casey Nguyen`);
    expect(notification.text).toContain('Please contact Casey within 24 hours.');
    expect(notification.to).toBe(NOTIFY);
    expect(confirmation.subject).toBe(
      'We received your quote request – Sunflower Shield Insurance',
    );
    expect(confirmation.text).toContain('Hello Casey,');
    expect(confirmation.text).toContain('(913) 555-0142');
    expect(confirmation.html).toContain('<p>Hello Casey,</p>');
    for (const m of smtp.messages) {
      expect(m.from).toBe('Sunflower Shield Insurance <hello@sunflowershield.example>');
      expect(m.mailFrom).toBe('hello@sunflowershield.example');
    }
    const byKind = Object.fromEntries(before.map((r) => [r.kind, r]));
    expect(notification.messageId).toBe(outboxMessageId(byKind['lead-notification']!, FROM_DOMAIN));
    expect(confirmation.messageId).toBe(outboxMessageId(byKind['lead-confirmation']!, FROM_DOMAIN));

    const after = await rows();
    for (const row of after) {
      expect(row).toMatchObject({
        status: 'sent',
        attempts: 1,
        lockedUntil: null,
        lastError: null,
      });
      expect(row.sentAt).toBeInstanceOf(Date);
    }

    expect(await w.runOnce()).toBe(0);
    await sleep(100);
    expect(smtp.messages).toHaveLength(2);
    expect(smtp.connections()).toBe(2);
  });

  it('sends a row attachment as a file of the e-mail, bytes intact', async () => {
    await smtp.start();
    const pdf = Buffer.from('%PDF-1.4 a wallet card\n%%EOF\n');
    await enqueueEmails(database.db, [
      {
        kind: 'id-card',
        to: 'dana@example.com',
        subject: 'Your proof of insurance',
        text: 'Attached is your proof of insurance.',
        attachments: [
          {
            filename: 'card.pdf',
            contentType: 'application/pdf',
            contentBase64: pdf.toString('base64'),
          },
        ],
      },
    ]);
    expect(await worker().runOnce()).toBe(1);
    const [mail] = smtp.messages;
    expect(mail!.raw).toMatch(/Content-Type: application\/pdf; name=card\.pdf/);
    expect(mail!.raw).toMatch(/Content-Disposition: attachment; filename=card\.pdf/);
    const encoded = /filename=card\.pdf\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(
      mail!.raw,
    )![1]!;
    expect(Buffer.from(encoded.replace(/\s/g, ''), 'base64')).toEqual(pdf);
    expect(mail!.text).toContain('Attached is your proof of insurance.');
  });

  it('keeps rows pending through an SMTP outage and delivers them once after recovery', async () => {
    await createTestLead();
    const start = new Date();
    let clock = start;
    const w = worker({ now: () => clock });

    // Down: connection refused.
    expect(await w.runOnce()).toBe(0);
    let current = await rows();
    for (const row of current) {
      expect(row).toMatchObject({
        status: 'pending',
        attempts: 1,
        lockedUntil: null,
        sentAt: null,
      });
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      const wait = row.nextAttemptAt.getTime() - start.getTime();
      expect(wait).toBeGreaterThanOrEqual(4_500);
      expect(wait).toBeLessThanOrEqual(5_000);
    }
    expect(logs.filter((l) => l.level === 'warn' && /will retry/.test(l.msg))).toHaveLength(2);

    // Not due yet: nothing is claimed, not even when the server is back.
    expect(await w.runOnce()).toBe(0);
    await smtp.start();
    expect(await w.runOnce()).toBe(0);
    expect(smtp.connections()).toBe(0);
    current = await rows();
    expect(current.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);

    // Past the backoff: delivered, once.
    clock = new Date(start.getTime() + 5_001);
    expect(await w.runOnce()).toBe(2);
    expect(await w.runOnce()).toBe(0);
    await sleep(100);
    expect(smtp.messages).toHaveLength(2);
    expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(2);
    current = await rows();
    for (const row of current) {
      expect(row).toMatchObject({ status: 'sent', attempts: 2, lockedUntil: null });
      expect(row.lastError).toMatch(/ECONNREFUSED/); // the history stays readable
    }
  });

  it('retries after a 451 at the end of DATA with the same Message-ID, and backs off longer each time', async () => {
    await smtp.start();
    smtp.fault({ stage: 'data', code: 451, message: 'Mailbox busy, try later' });
    await database.db.transaction((tx) =>
      enqueueEmails(tx, [
        { kind: 'test', to: 'someone@example.com', subject: 'Hello', text: 'Hi' },
      ]),
    );
    let clock = new Date();
    const w = worker({ now: () => clock });

    expect(await w.runOnce()).toBe(0);
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/451/);
    expect(row!.nextAttemptAt.getTime() - clock.getTime()).toBeGreaterThanOrEqual(4_500);

    clock = new Date(row!.nextAttemptAt.getTime());
    expect(await w.runOnce()).toBe(0);
    [row] = await rows();
    expect(row!.attempts).toBe(2);
    const second = row!.nextAttemptAt.getTime() - clock.getTime();
    expect(second).toBeGreaterThanOrEqual(9_000);
    expect(second).toBeLessThanOrEqual(10_000);

    smtp.fault(null);
    clock = new Date(row!.nextAttemptAt.getTime());
    expect(await w.runOnce()).toBe(1);
    expect(smtp.refused).toHaveLength(2);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.refused).toEqual([smtp.messages[0]!.messageId, smtp.messages[0]!.messageId]);
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('gives a row up as failed after maxAttempts and logs an error', async () => {
    await smtp.start();
    smtp.fault({ stage: 'rcpt', code: 450, message: 'Try again' });
    await database.db.transaction((tx) =>
      enqueueEmails(tx, [{ kind: 'test', to: 'x@example.com', subject: 'S', text: 'T' }]),
    );
    let clock = new Date();
    const w = worker({ now: () => clock, maxAttempts: 3 });
    for (let i = 0; i < 5; i++) {
      await w.runOnce();
      clock = new Date(clock.getTime() + 16 * 60_000);
    }
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lockedUntil: null, sentAt: null });
    expect(row!.lastError).toMatch(/450/);
    expect(smtp.connections()).toBe(3);
    expect(logs.filter((l) => l.level === 'error')).toHaveLength(1);
    expect(smtp.messages).toHaveLength(0);
  });

  it('leaves a row claimed by another live instance alone and takes over a lapsed claim', async () => {
    await smtp.start();
    await database.db.transaction((tx) =>
      enqueueEmails(tx, [
        { kind: 'test', to: 'a@example.com', subject: 'claimed elsewhere', text: 'A' },
        { kind: 'test', to: 'b@example.com', subject: 'claim lapsed', text: 'B' },
      ]),
    );
    const [a, b] = await rows();
    const future = new Date(Date.now() + 60_000);
    const past = new Date(Date.now() - 1_000);
    await database.db
      .update(emailOutbox)
      .set({ status: 'sending', lockedUntil: future })
      .where(eq(emailOutbox.id, a!.id));
    await database.db
      .update(emailOutbox)
      .set({ status: 'sending', lockedUntil: past })
      .where(eq(emailOutbox.id, b!.id));

    expect(await worker().runOnce()).toBe(1);
    expect(smtp.messages.map((m) => m.subject)).toEqual(['claim lapsed']);
    const [afterA, afterB] = await rows();
    expect(afterA).toMatchObject({ status: 'sending', attempts: 0 });
    expect(afterA!.lockedUntil).toEqual(future);
    // The lapsed claim counts as an attempt whose outcome was lost, plus this one.
    expect(afterB).toMatchObject({ status: 'sent', attempts: 2, lockedUntil: null });
  });

  it('never sends a row twice when two workers run at the same time', async () => {
    await smtp.start();
    const emails = Array.from({ length: 12 }, (_, i) => ({
      kind: 'test',
      to: `r${i}@example.com`,
      subject: `n${i}`,
      text: 'T',
    }));
    await database.db.transaction((tx) => enqueueEmails(tx, emails));
    const one = worker({ batchSize: 3 });
    const two = worker({ batchSize: 3 });
    let total = 0;
    for (let i = 0; i < 6; i++) {
      const [x, y] = await Promise.all([one.runOnce(), two.runOnce()]);
      total += x + y;
    }
    expect(total).toBe(12);
    await sleep(100);
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual(emails.map((e) => e.subject).sort());
    expect((await rows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('stop() lets the send in flight finish, records it, and hands the rest of the batch back', async () => {
    await smtp.start();
    smtp.delayData(600);
    await database.db.transaction((tx) =>
      enqueueEmails(tx, [
        { kind: 'test', to: 'a@example.com', subject: 'first', text: 'A' },
        { kind: 'test', to: 'b@example.com', subject: 'second', text: 'B' },
      ]),
    );
    const w = worker();
    const round = w.runOnce();
    await waitUntil(() => smtp.dataStarted() === 1, 'the first message to reach DATA');
    expect(smtp.messages).toHaveLength(0);
    await w.stop();
    expect(await round).toBe(1);
    expect(smtp.messages.map((m) => m.subject)).toEqual(['first']);
    const [first, second] = await rows();
    expect(first).toMatchObject({ status: 'sent', attempts: 1 });
    expect(second).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null });
    // Stopped for good.
    expect(await w.runOnce()).toBe(0);
  });

  it('stop() aborts a send that hangs past stopTimeoutMs and keeps the row for a retry', async () => {
    await smtp.start();
    smtp.delayData(Infinity);
    await database.db.transaction((tx) =>
      enqueueEmails(tx, [{ kind: 'test', to: 'a@example.com', subject: 'stuck', text: 'A' }]),
    );
    const w = worker({ stopTimeoutMs: 300 });
    const round = w.runOnce();
    await waitUntil(() => smtp.dataStarted() === 1, 'the message to reach DATA');
    const started = Date.now();
    await w.stop();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await round).toBe(0);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(row!.lastError).toMatch(/shutting down|abort/i);
  });

  it('polls on its own and sends new mail without runOnce()', async () => {
    await smtp.start();
    worker({ poll: true, pollMs: 50 });
    await sleep(120);
    await createTestLead();
    await smtp.waitFor(2, 5_000);
    await sleep(200);
    expect(smtp.messages).toHaveLength(2);
  });

  it('puts markup from a lead into the HTML part escaped and into the text part verbatim', async () => {
    await smtp.start();
    await createTestLead({ firstName: '<b>Bo</b>', additionalInfo: '<script>alert(1)</script>' });
    expect(await worker().runOnce()).toBe(2);
    const notification = smtp.messages.find((m) => m.rcptTo.includes(NOTIFY))!;
    const confirmation = smtp.messages.find((m) => m.rcptTo.includes('casey@example.com'))!;

    expect(notification.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(notification.html).toContain('&lt;b&gt;Bo&lt;/b&gt;');
    expect(notification.html).not.toMatch(/<script|<b>Bo/);
    expect(notification.text).toContain('Notes: <script>alert(1)</script>');
    expect(notification.text).toContain('Name: <b>Bo</b> Nguyen');

    // The visitor's confirmation carries nothing the visitor typed.
    expect(confirmation.html).not.toContain('Bo');
    expect(confirmation.text).not.toContain('Bo');
    expect(confirmation.text).toContain('within 24 hours');
  });
});

describe('outbox worker without SMTP_URL', () => {
  it('claims nothing, keeps rows pending, warns at start-up and about new rows', async () => {
    await smtp.start(); // a server is there, but the worker has no transport to reach it
    await createTestLead();
    const w = worker({ transport: null, poll: true, pollMs: 30 });
    const warnings = () => logs.filter((l) => l.level === 'warn');
    await waitUntil(() => warnings().length > 0, 'the start-up warning');
    await sleep(100); // a few more polls
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]!.msg).toMatch(/SMTP_URL is not set.*2 e-mail\(s\) are waiting/);
    expect(warnings()[0]!.obj).toEqual({ pending: 2 });

    await createTestLead({ email: 'second@example.com' });
    await waitUntil(() => warnings().length > 1, 'a warning about the new rows');
    expect(warnings()[1]!.msg).toMatch(/2 new e-mail\(s\) queued but not sent/);

    // Nothing new: no more warnings, however often it looks.
    for (let i = 0; i < 3; i++) expect(await w.runOnce()).toBe(0);
    await sleep(100);
    expect(warnings()).toHaveLength(2);
    await w.stop();

    const current = await rows();
    expect(current).toHaveLength(4);
    for (const row of current) {
      expect(row).toMatchObject({
        status: 'pending',
        attempts: 0,
        lockedUntil: null,
        lastError: null,
      });
    }
    expect(smtp.connections()).toBe(0);
  });
});
