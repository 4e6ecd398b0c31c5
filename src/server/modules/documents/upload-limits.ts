import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { AgencyProfile } from '#shared/agency';
import type { UploadLimits } from '../../config';
import type { Database, Db } from '../../db/client';
import { countRequest, rateWindow } from '../../db/rate-counter';
import { documents } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import type { DocumentStorage } from './storage';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;
const HOUR_MS = 3600 * 1000;

/**
 * The limits of what documents may take, counted before the body is read: the uploads a person
 * starts in an hour, the free space of the disk, and each client account's quota with the uploads
 * already on their way. The quota is checked again, under a lock, when the row is written: that check is
 * the one that holds.
 */
export function uploadLimits(
  database: Database,
  limits: UploadLimits,
  options: { storage: DocumentStorage; agency: AgencyProfile },
) {
  /** Bytes of uploads this instance is receiving, per client. */
  const incoming = new Map<string, number>();

  async function usedBy(db: Db, accountId: string): Promise<number> {
    const [row] = await db
      .select({ used: sql<string>`coalesce(sum(${documents.fileSize}), 0)` })
      .from(documents)
      .where(eq(documents.accountId, accountId));
    return Number(row?.used ?? 0);
  }

  const overQuota = (used: number) =>
    new HttpError(
      413,
      `Storage Full: your documents use ${megabytes(used)} of the ${megabytes(limits.quotaBytes)} you can store. Please delete documents you no longer need, or call us at ${options.agency.phone}.`,
    );

  return {
    /**
     * Before the body is read: counts the upload against its uploader's hourly limit, refuses it
     * when the disk is nearly full or the owner's quota cannot hold its declared size, and
     * reserves that size until `release` is called.
     */
    async admit(
      request: FastifyRequest,
      reply: FastifyReply,
      uploader: { id: string; staff: boolean },
      ownerId: string | undefined,
    ): Promise<() => void> {
      const window = rateWindow(HOUR_MS);
      const [count] = await database.query<{ count: number }>(
        countRequest(`upload ${uploader.id}`, window.windowStart),
      );
      const perHour = uploader.staff ? limits.staffPerHour : limits.perHour;
      if ((count?.count ?? 0) > perHour) {
        reply.header('retry-after', String(window.retryAfterSeconds));
        throw new HttpError(
          429,
          `Too Many Uploads: you can upload ${perHour} files an hour. Please try again later.`,
        );
      }
      const declared = Number(request.headers['content-length']) || 0;
      const spaceLeft = await options.storage.spaceLeft();
      if (spaceLeft !== null && spaceLeft - declared < limits.minFreeBytes) {
        request.log.error(
          { freeBytes: spaceLeft, floorBytes: limits.minFreeBytes },
          'uploads refused: the disk holding the documents is nearly full',
        );
        throw new HttpError(
          507,
          `Upload Unavailable: we cannot store files right now. Please try again later, or call us at ${options.agency.phone}.`,
        );
      }
      if (ownerId === undefined) return () => {};
      const used = (await usedBy(database.db, ownerId)) + (incoming.get(ownerId) ?? 0);
      if (used + declared > limits.quotaBytes) throw overQuota(used);
      incoming.set(ownerId, (incoming.get(ownerId) ?? 0) + declared);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (incoming.get(ownerId) ?? 0) - declared;
        if (left > 0) incoming.set(ownerId, left);
        else incoming.delete(ownerId);
      };
    },

    /**
     * In the transaction that writes the row: the owner's documents and this one fit the quota.
     * Uploads of one owner queue on a lock here, so two cannot both take the last megabytes.
     */
    async assertFits(tx: Db, ownerId: string, size: number) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`documents ${ownerId}`}))`);
      const used = await usedBy(tx, ownerId);
      if (used + size > limits.quotaBytes) throw overQuota(used);
    },
  };
}

export type UploadLimitsService = ReturnType<typeof uploadLimits>;
