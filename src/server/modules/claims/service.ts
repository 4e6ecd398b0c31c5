import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AgencyProfile } from '#shared/agency';
import {
  type Claim,
  type ClaimAttachment,
  claimMessages,
  type ClaimStatus,
  claimStatusText,
  incidentBeforePolicyMessage,
  MAX_CLAIM_ATTACHMENTS,
} from '#shared/claims';
import { AGENCY_TIME_ZONE } from '#shared/agency-time';
import type { Db } from '../../db/client';
import { claims, claimStatusHistory, clientPolicies, documents, users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { type ClientScope, policiesIn } from '../clients/scope';
import { enqueueEmails } from '../mail/outbox';
import { actorColumns, actorRef } from '../console/person';
import { portalPolicyColumns } from '../policies/service';
import { claimFiledEmails } from './emails';
import {
  canMoveClaim,
  type ChangeClaimStatus,
  type ClaimQueueFilter,
  type StaffClaim,
  staffClaimMessages,
  type StaffClaimRow,
} from '#shared/staff/claims';
import { displayName } from '#shared/staff/team';
import { composeEmail } from '../mail/compose';
import { recordAudit } from '../console/audit';
import { greeting } from '../mail/greeting';

const notFound = () => new HttpError(404, 'Not found');

/** `CLM-<year in Kansas>-<6 digits>`, unique by the sequence. */
const nextClaimNumber = sql<string>`'CLM-' || to_char(now() at time zone ${AGENCY_TIME_ZONE}, 'YYYY')
  || '-' || lpad(nextval('claim_number_seq')::text, 6, '0')`;

/** The photos and documents of the claims named, oldest first, by claim. */
export async function claimAttachments(db: Db, claimIds: number[]) {
  if (claimIds.length === 0) return new Map<number, ClaimAttachment[]>();
  const rows = await db
    .select({
      claimId: documents.claimId,
      id: documents.id,
      fileName: documents.fileName,
      fileSize: documents.fileSize,
      mimeType: documents.mimeType,
      uploadedAt: documents.uploadedAt,
    })
    .from(documents)
    .where(inArray(documents.claimId, claimIds))
    .orderBy(asc(documents.uploadedAt), asc(documents.id));
  const byClaim = new Map<number, ClaimAttachment[]>();
  for (const { claimId, uploadedAt, ...row } of rows) {
    const list = byClaim.get(claimId!) ?? [];
    list.push({ ...row, uploadedAt: uploadedAt.toISOString() });
    byClaim.set(claimId!, list);
  }
  return byClaim;
}

const changer = alias(users, 'changer');

/**
 * The histories of the claims named, oldest move first, each with who made it (internal notes
 * included: the caller decides what its reader sees).
 */
export function claimHistories(db: Db, claimIds: number[]) {
  return db
    .select({ move: claimStatusHistory, changer: actorColumns(changer) })
    .from(claimStatusHistory)
    .leftJoin(changer, eq(changer.id, claimStatusHistory.changedBy))
    .where(inArray(claimStatusHistory.claimId, claimIds))
    .orderBy(asc(claimStatusHistory.createdAt), asc(claimStatusHistory.id));
}

/**
 * Claims with their policy's number and type, open ones first and newest first, of the policies `policies` selects
 * (a person's scope, or one account for staff): the portal's list and the staff console's client
 * page read them here. `only` narrows to one claim.
 */
export function claimRepository(db: Db) {
  return {
    onPolicies(policies: SQL, only?: number) {
      return (
        db
          .select({
            id: claims.id,
            claimNumber: claims.claimNumber,
            status: claims.status,
            description: claims.description,
            incidentDate: claims.incidentDate,
            amount: claims.amount,
            createdAt: claims.createdAt,
            policyId: claims.policyId,
            policyNumber: clientPolicies.policyNumber,
            policyType: clientPolicies.policyType,
          })
          .from(claims)
          .innerJoin(clientPolicies, eq(clientPolicies.id, claims.policyId))
          .where(and(policies, only ? eq(claims.id, only) : undefined))
          // Claims still being worked first, then closed ones; newest first within each.
          .orderBy(sql`${claims.status} = 'closed'`, desc(claims.createdAt), desc(claims.id))
      );
    },
  };
}

/**
 * The claims one signed-in person (or staff viewing the portal as them) sees: every query is
 * scoped by the account and policy scope given; a claim outside it is indistinguishable from a
 * missing one.
 */
export function claimReads(db: Db) {
  async function claimsOf(scope: ClientScope, only?: number): Promise<Claim[]> {
    const rows = await claimRepository(db).onPolicies(policiesIn(scope), only);
    if (rows.length === 0) return [];
    const events = await claimHistories(
      db,
      rows.map((r) => r.id),
    );
    const files = await claimAttachments(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      attachments: files.get(row.id) ?? [],
      history: events
        .filter(({ move }) => move.claimId === row.id)
        // The client's view of the history: no internal notes, nor who moved it.
        .map(({ move }) => ({
          fromStatus: move.fromStatus,
          toStatus: move.toStatus,
          note: move.note,
          createdAt: move.createdAt.toISOString(),
        })),
    }));
  }

  return {
    /** The claims in scope, newest first; `only` narrows to one. */
    claimsOf,
  };
}

/**
 * Claims of one signed-in person. Every query is scoped by their account and policy scope from
 * the session; a claim outside it is indistinguishable from a missing one.
 */
export function claimService(db: Db, mail: { agency: AgencyProfile; notifyTo: string }) {
  const reads = claimReads(db);
  const { claimsOf } = reads;
  return {
    ...reads,
    /**
     * Where a photo or document of a claim goes: its account and policy, once the claim is known
     * to be in scope, not closed, and below its number of files (checked before the body is read).
     */
    async claimFileTarget(scope: ClientScope, claimId: number) {
      const [claim] = await db
        .select({
          id: claims.id,
          status: claims.status,
          policyId: claims.policyId,
          accountId: clientPolicies.accountId,
        })
        .from(claims)
        .innerJoin(clientPolicies, eq(clientPolicies.id, claims.policyId))
        .where(and(eq(claims.id, claimId), policiesIn(scope)));
      if (!claim) throw notFound();
      if (claim.status === 'closed') throw new HttpError(409, claimMessages.claimClosed);
      const files = await db.$count(documents, eq(documents.claimId, claimId));
      if (files >= MAX_CLAIM_ATTACHMENTS) {
        throw new HttpError(409, claimMessages.claimFilesTooMany);
      }
      return claim;
    },

    /**
     * Files a claim on one of the active policies in the person's scope: the claim (theirs as its
     * filer), its first history entry and the two e-mails commit together.
     */
    async fileClaim(
      scope: ClientScope,
      owner: { id: string; email: string; firstName: string | null; lastName: string | null },
      input: { policyId: number; incidentDate: string; description: string; amount: number | null },
    ): Promise<Claim> {
      const id = await db.transaction(async (tx) => {
        const [policy] = await tx
          .select(portalPolicyColumns)
          .from(clientPolicies)
          .where(and(eq(clientPolicies.id, input.policyId), policiesIn(scope)));
        if (!policy) throw notFound();
        if (policy.status !== 'active') {
          throw new HttpError(400, claimMessages.policyNotActive, [
            { path: 'policyId', message: claimMessages.policyNotActive },
          ]);
        }
        // A policy covers what happened while it was in force: not before it began.
        if (policy.effectiveDate && input.incidentDate < policy.effectiveDate) {
          const message = incidentBeforePolicyMessage(policy.effectiveDate);
          throw new HttpError(400, message, [{ path: 'incidentDate', message }]);
        }
        const amount = input.amount === null ? null : input.amount.toFixed(2);
        const [claim] = await tx
          .insert(claims)
          .values({
            userId: owner.id,
            policyId: policy.id,
            claimNumber: nextClaimNumber,
            incidentDate: input.incidentDate,
            description: input.description,
            amount,
            status: 'submitted',
          })
          .returning({ id: claims.id, claimNumber: claims.claimNumber });
        await tx.insert(claimStatusHistory).values({
          claimId: claim!.id,
          fromStatus: null,
          toStatus: 'submitted',
          changedBy: owner.id,
        });
        await enqueueEmails(
          tx,
          claimFiledEmails(
            {
              claimNumber: claim!.claimNumber,
              policyNumber: policy.policyNumber,
              policyType: policy.policyType,
              incidentDate: input.incidentDate,
              description: input.description,
              amount,
              client: owner,
            },
            mail.agency,
            mail.notifyTo,
          ),
        );
        return claim!.id;
      });
      const [claim] = await claimsOf(scope, id);
      return claim!;
    },
  };
}

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
