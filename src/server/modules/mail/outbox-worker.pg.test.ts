// The claim query on a real PostgreSQL 15, where several instances really do run at once.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type ThrowawayPostgres } from '#tests/helpers/postgres';
import { openDatabase, type Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { enqueueEmails } from './outbox';
import { startOutboxWorker } from './outbox-worker';
import { smtpTestServer, type SmtpTestServer } from '#tests/helpers/smtp-server';
import { createMailTransport } from './transport';

let postgres: ThrowawayPostgres;
let databases: Database[] = [];
let smtp: SmtpTestServer;

beforeAll(async () => {
  postgres = await startPostgres();
  smtp = smtpTestServer();
  await smtp.start();
}, 120_000);

afterAll(async () => {
  await Promise.all(databases.map((d) => d.close()));
  await smtp?.stop();
  await postgres?.stop();
});

const silent = { info() {}, warn() {}, error() {} };

describe('outbox worker on PostgreSQL', () => {
  it('six instances with their own connection pools send each of 60 rows exactly once', async () => {
    // One Database per "instance", as separate processes would have.
    databases = await Promise.all(
      Array.from({ length: 6 }, () => openDatabase({ kind: 'postgres', url: postgres.url })),
    );
    await databases[0]!.migrate();
    const emails = Array.from({ length: 60 }, (_, i) => ({
      kind: 'test',
      to: `r${i}@example.com`,
      subject: `n${i}`,
      text: 'T',
    }));
    await databases[0]!.db.transaction((tx) => enqueueEmails(tx, emails));

    const workers = databases.map((d) =>
      startOutboxWorker({
        db: d.db,
        transport: createMailTransport(smtp.url),
        from: 'Agency <mail@agency.example>',
        log: silent,
        poll: true,
        pollMs: 5,
        batchSize: 2,
      }),
    );
    // Also drive runOnce() from the outside while the timers poll, until nothing is left.
    const drive = async (w: (typeof workers)[number]) => {
      let sent = 0;
      for (let n = -1; n !== 0;) sent += n = await w.runOnce();
      return sent;
    };
    const extra = await Promise.all(workers.map(drive));
    await smtp.waitFor(60, 20_000);
    await new Promise((r) => setTimeout(r, 300));
    await Promise.all(workers.map((w) => w.stop()));

    expect(extra.reduce((a, b) => a + b)).toBeLessThanOrEqual(60);
    expect(smtp.messages).toHaveLength(60);
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual(emails.map((e) => e.subject).sort());
    expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(60);
    const rows = await databases[0]!.db.select().from(emailOutbox);
    expect(
      rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.lockedUntil === null),
    ).toBe(true);
  });

  it('skips a row that another instance has locked, instead of waiting for it', async () => {
    const [main] = databases;
    const db = main!.db;
    await db.delete(emailOutbox);
    smtp.messages.length = 0;
    await db.transaction((tx) =>
      enqueueEmails(tx, [
        { kind: 'test', to: 'a@example.com', subject: 'locked', text: 'A' },
        { kind: 'test', to: 'b@example.com', subject: 'free', text: 'B' },
      ]),
    );
    const [locked] = await db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'locked'));

    // Another instance is in the middle of claiming the first row.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let lockTaken!: () => void;
    const taken = new Promise<void>((resolve) => (lockTaken = resolve));
    const other = databases[1]!.db.transaction(async (tx) => {
      await tx.execute(sql`select id from email_outbox where id = ${locked!.id} for update`);
      lockTaken();
      await held;
    });
    await taken;

    const worker = startOutboxWorker({
      db,
      transport: createMailTransport(smtp.url),
      from: 'mail@agency.example',
      log: silent,
      poll: false,
    });
    const round = worker.runOnce();
    const outcome = await Promise.race([
      round,
      new Promise<'blocked'>((r) => setTimeout(r, 3_000, 'blocked')),
    ]);
    release();
    await other;
    await round;
    await worker.stop();

    expect(outcome).toBe(1);
    expect(smtp.messages.map((m) => m.subject)).toEqual(['free']);
    const rows = await db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(rows.map((r) => [r.subject, r.status])).toEqual([
      ['locked', 'pending'],
      ['free', 'sent'],
    ]);
  });
});
