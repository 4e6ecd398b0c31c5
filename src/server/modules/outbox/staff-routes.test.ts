import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from '#tests/helpers/set-up-app';
import {
  OUTBOX_LIST_LIMIT,
  outboxMessages,
  type OutboxEmail,
  type OutboxStatus,
} from '#shared/staff/outbox';
import { auditLog, emailOutbox, users } from '#server/db/schema';
import { demoAccounts } from '#server/db/seed';
import { startOutboxWorker } from '../mail/outbox-worker';
import type { MailTransport } from '../mail/transport';

const { t, cookies } = setUpApp({
  name: 'staff-outbox',
  logIn: ['client', 'agent'],
  firstHost: 70,
});
let agentId: string;

beforeAll(async () => {
  const [agent] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccounts.agent.email));
  agentId = agent!.id;
});

const list = (query = '', cookie = cookies.agent) =>
  t.app.inject({ method: 'GET', url: `/api/staff/outbox${query}`, headers: { cookie } });
const retry = (id: number, cookie = cookies.agent) =>
  t.app.inject({ method: 'POST', url: `/api/staff/outbox/${id}/retry`, headers: { cookie } });

let serial = 0;
async function email(status: OutboxStatus, extra: Partial<typeof emailOutbox.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(emailOutbox)
    .values({
      kind: 'test',
      to: `person${++serial}@example.com`,
      subject: `Test e-mail ${serial}`,
      text: `Secret link ${serial}`,
      status,
      ...(status === 'failed' ? { attempts: 10, lastError: 'connect ECONNREFUSED' } : {}),
      ...(status === 'sent' ? { attempts: 1, sentAt: new Date() } : {}),
      ...extra,
    })
    .returning();
  return row!;
}

const rowOf = async (id: number) =>
  (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
const auditsOf = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'email'), eq(auditLog.entityId, String(id))));

describe('GET /api/staff/outbox', () => {
  it('lists e-mails newest first with their delivery state, never their bodies', async () => {
    const older = await email('sent', { createdAt: new Date(Date.now() - 60_000) });
    const newer = await email('failed');
    const res = await list();
    expect(res.statusCode).toBe(200);
    const rows = res.json<OutboxEmail[]>();
    const times = rows.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows.findIndex((r) => r.id === newer.id)).toBeLessThan(
      rows.findIndex((r) => r.id === older.id),
    );
    expect(rows.find((r) => r.id === newer.id)).toEqual({
      id: newer.id,
      kind: 'test',
      to: newer.to,
      subject: newer.subject,
      status: 'failed',
      attempts: 10,
      lastError: 'connect ECONNREFUSED',
      createdAt: newer.createdAt.toISOString(),
      sentAt: null,
      nextAttemptAt: newer.nextAttemptAt.toISOString(),
    });
    expect(rows.find((r) => r.id === older.id)!.sentAt).toEqual(expect.any(String));
    expect(res.body).not.toContain('Secret link');
  });

  it('filters by status and shows at most 200', async () => {
    await t.database.db.insert(emailOutbox).values(
      Array.from({ length: OUTBOX_LIST_LIMIT + 5 }, (_, i) => ({
        kind: 'bulk',
        to: `bulk${i}@example.com`,
        subject: 'Bulk',
        text: 'Bulk',
      })),
    );
    await email('sending');
    expect((await list()).json<OutboxEmail[]>()).toHaveLength(OUTBOX_LIST_LIMIT);
    for (const status of ['pending', 'sending', 'sent', 'failed'] as const) {
      const rows = (await list(`?status=${status}`)).json<OutboxEmail[]>();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.status === status)).toBe(true);
    }
    expect((await list('?status=bounced')).statusCode).toBe(400);
    await t.database.db.delete(emailOutbox).where(eq(emailOutbox.kind, 'bulk'));
  });

  it('is refused to clients and anonymous callers', async () => {
    expect((await list('', cookies.client)).statusCode).toBe(404);
    expect((await list('', '')).statusCode).toBe(401);
  });
});

describe('POST /api/staff/outbox/:id/retry', () => {
  it('puts a failed e-mail back in the queue, due now with attempts reset, and audits it', async () => {
    const failed = await email('failed', { nextAttemptAt: new Date(Date.now() - 3_600_000) });
    const started = Date.now();
    const res = await retry(failed.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OutboxEmail>()).toMatchObject({
      id: failed.id,
      status: 'pending',
      attempts: 0,
      lastError: null,
    });
    const row = await rowOf(failed.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await auditsOf(failed.id)).toEqual([
      expect.objectContaining({
        actorId: agentId,
        action: 'outbox.retry',
        before: { status: 'failed', attempts: 10, lastError: 'connect ECONNREFUSED' },
        after: { status: 'pending', attempts: 0 },
      }),
    ]);
  });

  it('lets the worker send a retried e-mail at its next round', async () => {
    const failed = await email('failed');
    // Everything else already due is out of the way, so the round's batch holds this row.
    await t.database.db
      .update(emailOutbox)
      .set({ status: 'sent' })
      .where(inArray(emailOutbox.status, ['pending', 'sending']));
    const sent: string[] = [];
    const transport: MailTransport = {
      sendMail: async (message) => {
        sent.push(String(message.to));
        return {};
      },
    };
    const worker = startOutboxWorker({
      db: t.database.db,
      transport,
      from: 'agency@example.com',
      log: { info: () => {}, warn: () => {}, error: () => {} },
      poll: false,
    });
    try {
      expect(await worker.runOnce()).toBe(0);
      expect((await retry(failed.id)).statusCode).toBe(200);
      expect(await worker.runOnce()).toBe(1);
    } finally {
      await worker.stop();
    }
    expect(sent).toEqual([failed.to]);
    expect(await rowOf(failed.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it.each(['pending', 'sending', 'sent'] as const)(
    'refuses a %s e-mail with 409 and changes nothing',
    async (status) => {
      const row = await email(status);
      const res = await retry(row.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: outboxMessages.notFailed(status) });
      expect(await rowOf(row.id)).toEqual(row);
      expect(await auditsOf(row.id)).toEqual([]);
    },
  );

  it('refuses a second retry of the same e-mail', async () => {
    const failed = await email('failed');
    expect((await retry(failed.id)).statusCode).toBe(200);
    expect((await retry(failed.id)).statusCode).toBe(409);
    expect(await auditsOf(failed.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown e-mail, and refuses clients and anonymous callers', async () => {
    expect((await retry(999_999)).statusCode).toBe(404);
    const failed = await email('failed');
    expect((await retry(failed.id, cookies.client)).statusCode).toBe(404);
    expect((await retry(failed.id, '')).statusCode).toBe(401);
    expect((await rowOf(failed.id)).status).toBe('failed');
  });
});
