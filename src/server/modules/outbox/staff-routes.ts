import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OUTBOX_LIST_LIMIT,
  outboxMessages,
  staffOutboxEndpoints as endpoints,
  type OutboxEmail,
} from '#shared/staff/outbox';
import { emailOutbox } from '#server/db/schema';
import { serve } from '#server/plugins/endpoints';
import { HttpError } from '#server/plugins/errors';
import { currentUser } from '../auth/guards';
import { recordAudit } from '../console/audit';

const columns = {
  id: emailOutbox.id,
  kind: emailOutbox.kind,
  to: emailOutbox.to,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
  nextAttemptAt: emailOutbox.nextAttemptAt,
};

function toEmail(row: Pick<typeof emailOutbox.$inferSelect, keyof typeof columns>): OutboxEmail {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}

/**
 * The staff console's outbox: registered by ./routes.ts behind its guard. The bodies of e-mails are
 * not listed: they may carry one-time links.
 */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  serve(app, endpoints.list, async (request) => {
    const { status } = request.query;
    const rows = await db
      .select(columns)
      .from(emailOutbox)
      .where(status ? eq(emailOutbox.status, status) : undefined)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(OUTBOX_LIST_LIMIT);
    return rows.map(toEmail);
  });

  // A failed e-mail goes back to the queue as if new: due now, with a fresh run of attempts
  // (the worker gives up after its maximum and would otherwise fail it again at the first error).
  serve(app, endpoints.retry, async (request) => {
    const { id } = request.params;
    const actorId = currentUser(request).id;
    return db.transaction(async (tx) => {
      const [before] = await tx.select(columns).from(emailOutbox).where(eq(emailOutbox.id, id));
      if (!before) throw new HttpError(404, outboxMessages.notFound);
      if (before.status !== 'failed') {
        throw new HttpError(409, outboxMessages.notFailed(before.status));
      }
      const [after] = await tx
        .update(emailOutbox)
        .set({
          status: 'pending',
          attempts: 0,
          nextAttemptAt: new Date(),
          lockedUntil: null,
          lastError: null,
        })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
        .returning(columns);
      // Another staff member retried it in the meantime.
      if (!after) throw new HttpError(409, outboxMessages.notFailed('pending'));
      await recordAudit(tx, {
        actorId,
        action: 'outbox.retry',
        entityType: 'email',
        entityId: id,
        before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
        after: { status: after.status, attempts: after.attempts },
      });
      return toEmail(after);
    });
  });
};

export default outboxRoutes;
