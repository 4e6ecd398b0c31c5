import { and, asc, eq, ne } from 'drizzle-orm';
import type { AgencyProfile } from '#shared/agency';
import { claimStatusText, type ClaimStatus } from '#shared/portal';
import {
  canMoveClaim,
  staffClaimMessages,
  type ChangeClaimStatus,
  type ClaimQueueFilter,
  type StaffClaim,
  type StaffClaimRow,
} from '#shared/staff/claims';
import { displayName } from '#shared/staff/team';
import type { Db } from '#server/db/client';
import { claimStatusHistory, claims, clientPolicies, users } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { composeEmail } from '../../mail/compose';
import { enqueueEmails } from '../../mail/outbox';
import { recordAudit } from '../audit';
import { actorRef } from '../person';
import { claimAttachments, claimHistories } from '../../portal/service';
import { greeting } from '../../mail/greeting';

const DAY_MS = 86_400_000;

const rowColumns = {
  id: claims.id,
  claimNumber: claims.claimNumber,
  status: claims.status,
  amount: claims.amount,
  incidentDate: claims.incidentDate,
  createdAt: claims.createdAt,
  // The client account (its page); the name and address are of the person who filed.
  clientId: clientPolicies.accountId,
  clientEmail: users.email,
  clientFirstName: users.firstName,
  clientLastName: users.lastName,
  policyNumber: clientPolicies.policyNumber,
  policyType: clientPolicies.policyType,
};

interface Row {
  id: number;
  claimNumber: string;
  status: ClaimStatus;
  amount: string | null;
  incidentDate: string;
  createdAt: Date;
  clientId: string;
  clientEmail: string;
  clientFirstName: string | null;
  clientLastName: string | null;
  policyNumber: string;
  policyType: string;
}

function toRow(row: Row, now: Date): StaffClaimRow {
  return {
    id: row.id,
    claimNumber: row.claimNumber,
    client: {
      id: row.clientId,
      name: displayName({
        firstName: row.clientFirstName,
        lastName: row.clientLastName,
        email: row.clientEmail,
      }),
      email: row.clientEmail,
    },
    policyNumber: row.policyNumber,
    policyType: row.policyType,
    status: row.status,
    amount: row.amount,
    incidentDate: row.incidentDate,
    createdAt: row.createdAt.toISOString(),
    ageDays: Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / DAY_MS)),
  };
}

export interface ClaimMailSettings {
  agency: AgencyProfile;
  /** PUBLIC_URL, or http://localhost:PORT: where the e-mailed link points. */
  origin: string;
}

/** The e-mail a client gets when staff move their claim: the status text and the public note. */
export function claimStatusEmail(
  claim: { claimNumber: string; status: ClaimStatus; note: string | null },
  client: { email: string; firstName: string | null },
  mail: ClaimMailSettings,
) {
  const status = claimStatusText[claim.status];
  return composeEmail(
    {
      kind: 'claim-status',
      to: client.email,
      subject: `Your claim ${claim.claimNumber} is now ${status.label} – ${mail.agency.name}`,
      paragraphs: [
        greeting(client.firstName),
        `There is news about your claim ${claim.claimNumber}: ${status.text}`,
        ...(claim.note ? [`A note from our team: ${claim.note}`] : []),
        `Questions? Reply to this e-mail or call us at ${mail.agency.phone}.`,
      ],
      link: { href: `${mail.origin}/client-portal?tab=claims`, label: 'See your claims' },
    },
    mail.agency,
  );
}

/**
 * The staff console's claims: the queue, one claim with its full timeline, and status changes
 * along the claim graph (src/shared/staff/claims.ts). Any staff member sees every client's claims.
 */
export function staffClaimService(db: Db, mail: ClaimMailSettings, clock = () => new Date()) {
  function rows(tx: Db) {
    return tx
      .select(rowColumns)
      .from(claims)
      .innerJoin(users, eq(users.id, claims.userId))
      .innerJoin(clientPolicies, eq(clientPolicies.id, claims.policyId));
  }

  async function claimById(id: number, tx: Db = db): Promise<StaffClaim | null> {
    const [row] = await tx
      .select({
        ...rowColumns,
        description: claims.description,
        updatedAt: claims.updatedAt,
        policy: {
          id: clientPolicies.id,
          policyNumber: clientPolicies.policyNumber,
          policyType: clientPolicies.policyType,
          carrier: clientPolicies.carrier,
          status: clientPolicies.status,
          premium: clientPolicies.premium,
          deductible: clientPolicies.deductible,
          effectiveDate: clientPolicies.effectiveDate,
          expirationDate: clientPolicies.expirationDate,
        },
      })
      .from(claims)
      .innerJoin(users, eq(users.id, claims.userId))
      .innerJoin(clientPolicies, eq(clientPolicies.id, claims.policyId))
      .where(eq(claims.id, id));
    if (!row) return null;
    const events = await claimHistories(tx, [id]);
    const { description, updatedAt, policy, ...queueRow } = row;
    const files = await claimAttachments(tx, [id]);
    return {
      ...toRow(queueRow, clock()),
      attachments: files.get(id) ?? [],
      description,
      updatedAt: updatedAt.toISOString(),
      policy,
      history: events.map(({ move, changer }) => ({
        id: move.id,
        fromStatus: move.fromStatus,
        toStatus: move.toStatus,
        note: move.note,
        internalNote: move.internalNote,
        changedBy: actorRef(changer),
        createdAt: move.createdAt.toISOString(),
      })),
    };
  }

  return {
    /** The queue, oldest first: open claims (not closed) by default. */
    async queue(filter: ClaimQueueFilter): Promise<StaffClaimRow[]> {
      const where =
        filter === 'all'
          ? undefined
          : filter === 'open'
            ? ne(claims.status, 'closed')
            : eq(claims.status, filter);
      const found = await rows(db).where(where).orderBy(asc(claims.createdAt), asc(claims.id));
      const now = clock();
      return found.map((row) => toRow(row, now));
    },

    claim: (id: number) => claimById(id),

    /**
     * Moves a claim along the graph. The history row, the new status, the audit row and the
     * client's e-mail commit together. The update only applies while the claim still has the
     * status read here, so of two agents moving it at once, one wins and the other gets 409.
     */
    async changeStatus(id: number, change: ChangeClaimStatus, actorId: string) {
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            status: claims.status,
            claimNumber: claims.claimNumber,
            email: users.email,
            firstName: users.firstName,
          })
          .from(claims)
          .innerJoin(users, eq(users.id, claims.userId))
          .where(eq(claims.id, id));
        if (!current) throw new HttpError(404, staffClaimMessages.notFound);
        const from = current.status;
        if (!canMoveClaim(from, change.status)) {
          throw new HttpError(409, staffClaimMessages.refused(from, change.status));
        }
        const moved = await tx
          .update(claims)
          .set({ status: change.status })
          .where(and(eq(claims.id, id), eq(claims.status, from)))
          .returning({ id: claims.id });
        if (moved.length === 0) {
          const [now] = await tx
            .select({ status: claims.status })
            .from(claims)
            .where(eq(claims.id, id));
          if (!now) throw new HttpError(404, staffClaimMessages.notFound);
          throw new HttpError(409, staffClaimMessages.changedMeanwhile(now.status));
        }
        await tx.insert(claimStatusHistory).values({
          claimId: id,
          fromStatus: from,
          toStatus: change.status,
          changedBy: actorId,
          note: change.note,
          internalNote: change.internalNote,
        });
        await recordAudit(tx, {
          actorId,
          action: 'claim.status',
          entityType: 'claim',
          entityId: id,
          before: { status: from },
          after: { status: change.status, note: change.note, internalNote: change.internalNote },
        });
        await enqueueEmails(tx, [
          claimStatusEmail(
            { claimNumber: current.claimNumber, status: change.status, note: change.note },
            current,
            mail,
          ),
        ]);
      });
      return (await claimById(id))!;
    },
  };
}

export type StaffClaimService = ReturnType<typeof staffClaimService>;
