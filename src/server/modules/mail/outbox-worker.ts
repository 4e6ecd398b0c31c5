import addressparser from 'nodemailer/lib/addressparser';
import { and, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { MAIL_KIND_HEADER, type MailTransport } from './transport';

type OutboxRow = typeof emailOutbox.$inferSelect;

/** pino-style logger (Fastify's `app.log` fits). */
export interface WorkerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxWorkerOptions {
  db: Db;
  /** null when SMTP_URL is not set: nothing is sent, rows stay pending and are logged. */
  transport: MailTransport | null;
  /** MAIL_FROM, or the agency's name and address. */
  from: string | { name: string; address: string };
  log: WorkerLog;
  /** How often to look for due mail (ms). Default 2000. */
  pollMs?: number;
  /** false: no timer at all, only `runOnce()` (tests). Default true. */
  poll?: boolean;
  /** Rows claimed per round. Default 10. */
  batchSize?: number;
  /** Attempts before a row is given up as `failed`. Default 10. */
  maxAttempts?: number;
  /** The clock (tests move it past a backoff). */
  now?: () => Date;
  /** How long one SMTP send may take before it is aborted and retried later. Default 30 s. */
  sendTimeoutMs?: number;
  /** How long `stop()` lets a send in flight finish before aborting it. Default 5 s. */
  stopTimeoutMs?: number;
}

export interface OutboxWorker {
  /** Stops polling, lets a send in flight finish (or aborts it after stopTimeoutMs), releases unsent claims. */
  stop(): Promise<void>;
  /** One round: claims due rows and sends them. Resolves with the number delivered. */
  runOnce(): Promise<number>;
}

export const RETRY_BASE_MS = 5_000;
export const RETRY_MAX_MS = 15 * 60_000;
const RETRY_JITTER = 0.1;
const MAX_ERROR_LENGTH = 1000;

/**
 * Wait before attempt `attempts + 1`: 5 s, 10 s, 20 s … capped at 15 min, minus up to 10 %
 * jitter so that many rows failed by one outage do not all retry in the same instant.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const nominal = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
  return Math.round(nominal * (1 - RETRY_JITTER * random()));
}

/** The domain of the sender address, for Message-IDs. */
export function senderDomain(from: OutboxWorkerOptions['from']): string {
  const address =
    typeof from === 'string'
      ? (addressparser(from, { flatten: true })[0]?.address ?? '')
      : from.address;
  const domain = address.slice(address.lastIndexOf('@') + 1).trim();
  return address.includes('@') && /^[\w.-]+$/.test(domain) ? domain.toLowerCase() : 'localhost';
}

/**
 * The same for every attempt at one row, so a receiver can drop a duplicate if the process ever
 * dies between the server accepting a message and the row being marked sent. The creation time
 * keeps it unique when a fresh database starts its ids at 1 again.
 */
export function outboxMessageId(row: Pick<OutboxRow, 'id' | 'createdAt'>, domain: string): string {
  return `<outbox-${row.id}.${row.createdAt.getTime().toString(36)}@${domain}>`;
}

/**
 * Delivers the e-mail outbox over SMTP. Rows are claimed with `FOR UPDATE SKIP LOCKED` and a
 * lease (`lockedUntil`), so several instances on one PostgreSQL never send the same row, and a
 * row claimed by an instance that died is picked up again once its lease lapses.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    db,
    transport,
    from,
    log,
    pollMs = 2000,
    poll = true,
    batchSize = 10,
    maxAttempts = 10,
    now = () => new Date(),
    sendTimeoutMs = 30_000,
    stopTimeoutMs = 5_000,
  } = options;
  const domain = senderDomain(from);
  // A claim must outlive the sends of its whole batch, or another instance could take a row
  // that this one is still about to send.
  const leaseMs = batchSize * sendTimeoutMs + 60_000;

  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: AbortController | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  /** Without a transport: the highest pending id already reported (-1: nothing reported yet). */
  let reportedUpTo = -1;

  async function claim(leaseUntil: Date): Promise<OutboxRow[]> {
    const at = now();
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        or(
          and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, at)),
          and(eq(emailOutbox.status, 'sending'), lt(emailOutbox.lockedUntil, at)),
        ),
      )
      .orderBy(emailOutbox.id)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(emailOutbox)
      .set({
        status: 'sending',
        lockedUntil: leaseUntil,
        // A lapsed claim was an attempt whose outcome was never recorded (the sender died).
        attempts: sql`case when ${emailOutbox.status} = 'sending' then ${emailOutbox.attempts} + 1 else ${emailOutbox.attempts} end`,
      })
      .where(inArray(emailOutbox.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Updates a row only while this worker's claim on it still holds. */
  function ours(id: number, leaseUntil: Date) {
    return and(
      eq(emailOutbox.id, id),
      eq(emailOutbox.status, 'sending'),
      eq(emailOutbox.lockedUntil, leaseUntil),
    );
  }

  async function send(row: OutboxRow, leaseUntil: Date): Promise<boolean> {
    const controller = new AbortController();
    inFlight = controller;
    let error: unknown;
    try {
      await transport!.sendMail({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        ...(row.attachments?.length
          ? {
              attachments: row.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: Buffer.from(a.contentBase64, 'base64'),
              })),
            }
          : {}),
        messageId: outboxMessageId(row, domain),
        headers: { [MAIL_KIND_HEADER]: row.kind },
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(sendTimeoutMs)]),
      });
    } catch (err) {
      error = err;
    } finally {
      inFlight = undefined;
    }
    const attempts = row.attempts + 1;
    if (error === undefined) {
      const updated = await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: now(), attempts, lockedUntil: null })
        .where(ours(row.id, leaseUntil))
        .returning({ id: emailOutbox.id });
      if (updated.length === 0) {
        log.warn({ outboxId: row.id }, 'e-mail sent, but its claim had lapsed meanwhile');
      }
      log.info({ outboxId: row.id, kind: row.kind, leadId: row.leadId, attempts }, 'e-mail sent');
      return true;
    }
    const lastError = describeError(error);
    if (attempts >= maxAttempts) {
      await db
        .update(emailOutbox)
        .set({ status: 'failed', attempts, lastError, lockedUntil: null })
        .where(ours(row.id, leaseUntil));
      log.error(
        { outboxId: row.id, kind: row.kind, leadId: row.leadId, attempts, error: lastError },
        'e-mail delivery failed for good; giving up',
      );
    } else {
      const nextAttemptAt = new Date(now().getTime() + retryDelayMs(attempts));
      await db
        .update(emailOutbox)
        .set({ status: 'pending', attempts, lastError, nextAttemptAt, lockedUntil: null })
        .where(ours(row.id, leaseUntil));
      log.warn(
        {
          outboxId: row.id,
          kind: row.kind,
          leadId: row.leadId,
          attempts,
          nextAttemptAt,
          error: lastError,
        },
        'e-mail delivery failed; will retry',
      );
    }
    return false;
  }

  /** Claimed rows this worker will not send now go back to the queue, without an attempt counted. */
  async function release(rows: OutboxRow[], leaseUntil: Date) {
    if (rows.length === 0) return;
    await db
      .update(emailOutbox)
      .set({ status: 'pending', lockedUntil: null })
      .where(
        and(
          inArray(
            emailOutbox.id,
            rows.map((r) => r.id),
          ),
          eq(emailOutbox.status, 'sending'),
          eq(emailOutbox.lockedUntil, leaseUntil),
        ),
      );
  }

  /** Without SMTP: a warning at start-up with the backlog, then one per batch of new rows. */
  async function reportPending() {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        maxId: sql<number | null>`max(${emailOutbox.id})`,
      })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), gt(emailOutbox.id, Math.max(reportedUpTo, 0))));
    const count = Number(row?.count ?? 0);
    if (reportedUpTo < 0) {
      log.warn(
        { pending: count },
        `SMTP_URL is not set, so e-mail is not being sent: ${count} e-mail(s) are waiting in the outbox and go out once SMTP_URL is configured`,
      );
    } else if (count > 0) {
      log.warn(
        { pending: count },
        `${count} new e-mail(s) queued but not sent (SMTP_URL is not set)`,
      );
    }
    reportedUpTo = Math.max(reportedUpTo, 0, Number(row?.maxId ?? 0));
  }

  /** One round; resolves with [delivered, claimed]. */
  async function round(): Promise<[number, number]> {
    if (stopping) return [0, 0];
    if (!transport) {
      await reportPending();
      return [0, 0];
    }
    const leaseUntil = new Date(now().getTime() + leaseMs);
    const rows = await claim(leaseUntil);
    let delivered = 0;
    for (let i = 0; i < rows.length; i++) {
      if (stopping) {
        await release(rows.slice(i), leaseUntil);
        break;
      }
      if (await send(rows[i]!, leaseUntil)) delivered++;
    }
    return [delivered, rows.length];
  }

  /** Rounds never overlap within one worker. */
  function enqueue(): Promise<[number, number]> {
    const next = queue.then(round);
    queue = next.catch(() => undefined);
    return next;
  }

  async function tick() {
    timer = undefined;
    let claimed = 0;
    try {
      [, claimed] = await enqueue();
    } catch (err) {
      log.error({ err }, 'outbox worker round failed');
    }
    // A full batch means there may be more due right now.
    schedule(claimed >= batchSize ? 0 : pollMs);
  }

  function schedule(delay: number) {
    if (stopping || !poll) return;
    timer = setTimeout(() => void tick(), delay);
    timer.unref();
  }

  schedule(0);
  log.info(
    { smtp: transport !== null, pollMs: poll ? pollMs : null },
    transport ? 'e-mail outbox worker started' : 'e-mail outbox worker started without SMTP',
  );

  return {
    async runOnce() {
      const [delivered] = await enqueue();
      return delivered;
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      const drained = queue.then(() => true);
      let grace: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        drained,
        new Promise<false>((resolve) => {
          grace = setTimeout(resolve, stopTimeoutMs, false);
          grace.unref();
        }),
      ]);
      clearTimeout(grace);
      if (!finished) {
        log.warn({}, 'an e-mail was still being sent at shutdown; aborting it');
        inFlight?.abort(new Error('the server is shutting down'));
        await drained;
      }
    },
  };
}

function describeError(error: unknown): string {
  const e = error as { message?: unknown; code?: unknown; responseCode?: unknown };
  const message = typeof e?.message === 'string' ? e.message : String(error);
  const code = typeof e?.code === 'string' && !message.includes(e.code) ? ` (${e.code})` : '';
  return `${message}${code}`.slice(0, MAX_ERROR_LENGTH);
}
