import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, agencyToday, daysBetween } from '#shared/agency-time';
import type { AgencyProfile } from '#shared/agency';
import { accountName } from '#shared/clients';
import {
  EXPIRED_LOOKBACK_DAYS,
  renewalMessages,
  type NextTermInput,
  type RenewalBoard,
  type RenewalBucket,
  type RenewalRow,
  type RenewalUpdate,
} from '#shared/staff/renewals';
import type { Db } from '#server/db/client';
import {
  clientAccounts,
  clientPolicies,
  policyRenewals,
  policyTerms,
  users,
} from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { recordAudit } from '../console/audit';
import { personColumns, personRef } from '../console/person';
import { assertAssignableStaff } from '../team/members';

function bucketOf(daysLeft: number): RenewalBucket {
  if (daysLeft < 0) return 'expired';
  if (daysLeft <= 30) return 'within-30';
  if (daysLeft <= 60) return 'within-60';
  return 'within-90';
}

/** The change from one premium to the next: dollars, and percent with one decimal. */
function changeOf(premium: string, next: string) {
  const cents = Math.round(Number(next) * 100) - Math.round(Number(premium) * 100);
  const amount = (cents / 100).toFixed(2);
  const percent = Number(premium) > 0 ? Math.round((cents / Number(premium)) * 10) / 10 : null;
  return { amount, percent };
}

const notFound = () => new HttpError(404, 'Not found');

const assignee = alias(users, 'assignee');

/** The join of a policy to the renewal of its current term (the term ending when it expires). */
export const currentRenewal = and(
  eq(policyRenewals.policyId, clientPolicies.id),
  eq(policyRenewals.expirationDate, clientPolicies.expirationDate),
);

/**
 * The renewal board (docs/adr/0016): policies not cancelled that expire within 90 days and those
 * expired in the last 60 without an outcome; the next term staff enter; each renewal's status,
 * reason and assignee; and the roll of a renewed policy to its next term. Every write audited.
 */
export function renewalsService(db: Db, settings: AgencyProfile['renewals']) {
  /** A policy row with what the board shows of it, for one policy or a range of expirations. */
  function boardRows(tx: Db) {
    return tx
      .select({
        policyId: clientPolicies.id,
        policyNumber: clientPolicies.policyNumber,
        policyType: clientPolicies.policyType,
        carrier: clientPolicies.carrier,
        policyStatus: clientPolicies.status,
        expirationDate: clientPolicies.expirationDate,
        premium: clientPolicies.premium,
        accountId: clientAccounts.id,
        kind: clientAccounts.kind,
        businessName: clientAccounts.businessName,
        firstName: clientAccounts.firstName,
        lastName: clientAccounts.lastName,
        email: clientAccounts.email,
        nextEffective: policyTerms.effectiveDate,
        nextExpiration: policyTerms.expirationDate,
        nextPremium: policyTerms.premium,
        status: policyRenewals.status,
        lostReason: policyRenewals.lostReason,
        note: policyRenewals.note,
        updatedAt: policyRenewals.updatedAt,
        assignee: personColumns(assignee),
      })
      .from(clientPolicies)
      .innerJoin(clientAccounts, eq(clientAccounts.id, clientPolicies.accountId))
      .leftJoin(
        policyTerms,
        and(
          eq(policyTerms.policyId, clientPolicies.id),
          eq(policyTerms.effectiveDate, clientPolicies.expirationDate),
        ),
      )
      .leftJoin(policyRenewals, currentRenewal)
      .leftJoin(assignee, eq(assignee.id, policyRenewals.assigneeId));
  }

  type BoardRow = Awaited<ReturnType<ReturnType<typeof boardRows>['where']>>[number];

  function toRow(row: BoardRow, today: string): RenewalRow {
    const daysLeft = daysBetween(today, row.expirationDate);
    const change = row.nextPremium ? changeOf(row.premium, row.nextPremium) : null;
    return {
      policyId: row.policyId,
      policyNumber: row.policyNumber,
      policyType: row.policyType,
      carrier: row.carrier,
      client: { id: row.accountId, name: accountName(row) },
      expirationDate: row.expirationDate,
      daysLeft,
      bucket: bucketOf(daysLeft),
      premium: row.premium,
      nextTerm:
        row.nextEffective && row.nextExpiration && row.nextPremium
          ? {
              effectiveDate: row.nextEffective,
              expirationDate: row.nextExpiration,
              premium: row.nextPremium,
            }
          : null,
      change,
      risk: change?.percent != null && change.percent >= settings.riskIncreasePercent,
      status: row.status ?? 'not-contacted',
      lostReason: row.lostReason ?? null,
      note: row.note ?? null,
      assignee: personRef(row.assignee),
      updatedAt: row.updatedAt?.toISOString() ?? null,
    };
  }

  /** The policy (404 for an unknown one; 409 for a cancelled one, which has no renewal). */
  async function policyFor(tx: Db, policyId: number, lock = false) {
    const query = tx.select().from(clientPolicies).where(eq(clientPolicies.id, policyId));
    const [policy] = await (lock ? query.for('update') : query);
    if (!policy) throw notFound();
    if (policy.status === 'cancelled') throw new HttpError(409, renewalMessages.notInForce);
    return policy;
  }

  return {
    async board(now = new Date()): Promise<RenewalBoard> {
      const today = agencyToday(now);
      const rows = await boardRows(db)
        .where(
          and(
            ne(clientPolicies.status, 'cancelled'),
            gte(clientPolicies.expirationDate, addDays(today, -EXPIRED_LOOKBACK_DAYS)),
            lte(clientPolicies.expirationDate, addDays(today, 90)),
          ),
        )
        .orderBy(asc(clientPolicies.expirationDate), asc(clientPolicies.policyNumber));
      return {
        today,
        riskIncreasePercent: settings.riskIncreasePercent,
        rows: rows
          .map((row) => toRow(row, today))
          // Expired ones leave the board once they have an outcome.
          .filter(
            (row) =>
              row.bucket !== 'expired' || (row.status !== 'renewed' && row.status !== 'lost'),
          ),
      };
    },

    /** One policy's row, as the board shows it. */
    async row(policyId: number, now = new Date()): Promise<RenewalRow> {
      const [row] = await boardRows(db).where(eq(clientPolicies.id, policyId));
      if (!row) throw notFound();
      return toRow(row, agencyToday(now));
    },

    /** The renewal term the carrier sent: it starts when the current one ends. */
    async setNextTerm(
      actorId: string,
      policyId: number,
      input: NextTermInput & { premium: string },
    ) {
      return db.transaction(async (tx) => {
        const policy = await policyFor(tx, policyId, true);
        const effectiveDate = policy.expirationDate;
        if (input.expirationDate <= effectiveDate) {
          throw new HttpError(400, renewalMessages.expirationOrder, [
            { path: 'expirationDate', message: renewalMessages.expirationOrder },
          ]);
        }
        if (input.expirationDate > addDays(effectiveDate, 3 * 366)) {
          throw new HttpError(400, renewalMessages.expirationTooFar, [
            { path: 'expirationDate', message: renewalMessages.expirationTooFar },
          ]);
        }
        const [before] = await tx
          .select()
          .from(policyTerms)
          .where(
            and(eq(policyTerms.policyId, policyId), eq(policyTerms.effectiveDate, effectiveDate)),
          );
        const values = {
          policyId,
          effectiveDate,
          expirationDate: input.expirationDate,
          premium: input.premium,
          createdBy: actorId,
        };
        await tx
          .insert(policyTerms)
          .values(values)
          .onConflictDoUpdate({
            target: [policyTerms.policyId, policyTerms.effectiveDate],
            set: {
              expirationDate: values.expirationDate,
              premium: values.premium,
              updatedAt: new Date(),
            },
          });
        await recordAudit(tx, {
          actorId,
          action: 'policy.next-term',
          entityType: 'policy',
          entityId: policyId,
          before: before
            ? { expirationDate: before.expirationDate, premium: before.premium }
            : undefined,
          after: { effectiveDate, expirationDate: values.expirationDate, premium: values.premium },
        });
      });
    },

    /**
     * The renewal of the policy's current term: status, reason, note and assignee. Renewed rolls
     * the policy to its next term. A save made from an older view than the stored one: 409.
     */
    async update(actorId: string, policyId: number, update: RenewalUpdate) {
      return db.transaction(async (tx) => {
        const policy = await policyFor(tx, policyId, true);
        const key = and(
          eq(policyRenewals.policyId, policyId),
          eq(policyRenewals.expirationDate, policy.expirationDate),
        );
        const [current] = await tx.select().from(policyRenewals).where(key);
        if ((current?.updatedAt.toISOString() ?? null) !== update.expectedUpdatedAt) {
          throw new HttpError(409, renewalMessages.changed);
        }
        if (update.assigneeId)
          await assertAssignableStaff(tx, update.assigneeId, renewalMessages.assigneeUnknown);
        const [next] = await tx
          .select()
          .from(policyTerms)
          .where(
            and(
              eq(policyTerms.policyId, policyId),
              eq(policyTerms.effectiveDate, policy.expirationDate),
            ),
          );
        if (update.status === 'renewed' && !next) {
          throw new HttpError(400, renewalMessages.termRequired, [
            { path: 'status', message: renewalMessages.termRequired },
          ]);
        }
        const values = {
          status: update.status,
          lostReason: update.lostReason,
          note: update.note,
          assigneeId: update.assigneeId,
          updatedBy: actorId,
          updatedAt: new Date(),
        };
        const saved = current
          ? await tx.update(policyRenewals).set(values).where(key).returning()
          : await tx
              .insert(policyRenewals)
              .values({ policyId, expirationDate: policy.expirationDate, ...values })
              .onConflictDoNothing()
              .returning();
        // Another save made the row in between: this one was made from an older view.
        if (saved.length === 0) throw new HttpError(409, renewalMessages.changed);
        await recordAudit(tx, {
          actorId,
          action: 'renewal.update',
          entityType: 'policy',
          entityId: policyId,
          before: current
            ? {
                expirationDate: current.expirationDate,
                status: current.status,
                lostReason: current.lostReason,
                assigneeId: current.assigneeId,
              }
            : undefined,
          after: {
            expirationDate: policy.expirationDate,
            status: values.status,
            lostReason: values.lostReason,
            assigneeId: values.assigneeId,
          },
        });

        if (update.status === 'renewed' && next) {
          // The current term is kept; the policy becomes the next one.
          await tx
            .insert(policyTerms)
            .values({
              policyId,
              effectiveDate: policy.effectiveDate,
              expirationDate: policy.expirationDate,
              premium: policy.premium,
              createdBy: actorId,
            })
            .onConflictDoNothing();
          await tx
            .update(clientPolicies)
            .set({
              effectiveDate: next.effectiveDate,
              expirationDate: next.expirationDate,
              premium: next.premium,
              status: 'active',
              updatedAt: new Date(),
              currentAsOf: sql`now()`,
            })
            .where(eq(clientPolicies.id, policyId));
          await recordAudit(tx, {
            actorId,
            action: 'policy.renew',
            entityType: 'policy',
            entityId: policyId,
            before: {
              effectiveDate: policy.effectiveDate,
              expirationDate: policy.expirationDate,
              premium: policy.premium,
            },
            after: {
              effectiveDate: next.effectiveDate,
              expirationDate: next.expirationDate,
              premium: next.premium,
            },
          });
        }
      });
    },
  };
}
