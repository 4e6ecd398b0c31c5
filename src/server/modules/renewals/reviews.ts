import { desc, eq } from 'drizzle-orm';
import { agencyToday } from '#shared/agency-time';
import { reviewMessages, type AnnualReview, type AnnualReviewValues } from '#shared/staff/renewals';
import { displayName } from '#shared/staff/team';
import type { Db } from '#server/db/client';
import { annualReviews, clientAccounts, users } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { recordAudit } from '../console/audit';
import { personColumns } from '../console/person';

const notFound = () => new HttpError(404, 'Not found');

/**
 * A household's annual reviews (docs/adr/0016): recorded as they happened, newest first, never
 * edited; each recording audited.
 */
export function reviewsService(db: Db) {
  async function assertAccount(accountId: string) {
    const [account] = await db
      .select({ id: clientAccounts.id })
      .from(clientAccounts)
      .where(eq(clientAccounts.id, accountId));
    if (!account) throw notFound();
  }

  return {
    async list(accountId: string): Promise<AnnualReview[]> {
      await assertAccount(accountId);
      const rows = await db
        .select({
          review: annualReviews,
          reviewer: personColumns(users),
        })
        .from(annualReviews)
        .leftJoin(users, eq(users.id, annualReviews.reviewerId))
        .where(eq(annualReviews.accountId, accountId))
        .orderBy(desc(annualReviews.reviewedOn), desc(annualReviews.id));
      return rows.map(({ review, reviewer }) => ({
        id: review.id,
        reviewedOn: review.reviewedOn,
        reviewer: reviewer && displayName(reviewer),
        lifeChanges: review.lifeChanges,
        coverageAdequate: review.coverageAdequate,
        coverages: review.coverages,
        notes: review.notes,
        createdAt: review.createdAt.toISOString(),
      }));
    },

    async add(actorId: string, accountId: string, values: AnnualReviewValues): Promise<number> {
      await assertAccount(accountId);
      if (values.reviewedOn > agencyToday()) {
        throw new HttpError(400, reviewMessages.dateFuture, [
          { path: 'reviewedOn', message: reviewMessages.dateFuture },
        ]);
      }
      return db.transaction(async (tx) => {
        const [review] = await tx
          .insert(annualReviews)
          .values({ accountId, reviewerId: actorId, ...values })
          .returning({ id: annualReviews.id });
        await recordAudit(tx, {
          actorId,
          action: 'client.review',
          entityType: 'client',
          entityId: accountId,
          after: { reviewId: review!.id, ...values },
        });
        return review!.id;
      });
    },
  };
}
