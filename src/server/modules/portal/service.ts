import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AgencyProfile } from '#shared/agency';
import {
  MAX_CLAIM_ATTACHMENTS,
  incidentBeforePolicyMessage,
  portalMessages,
  type Claim,
  type ClaimAttachment,
  type PoliciesCurrentAsOf,
  type Policy,
} from '#shared/portal';
import { AGENCY_TIME_ZONE } from '#shared/agency-time';
import type { Db } from '../../db/client';
import { claimStatusHistory, claims, clientPolicies, documents, users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { policiesIn, type ClientScope } from '../clients/scope';
import { enqueueEmails } from '../mail/outbox';
import { actorColumns } from '../staff/person';
import { claimFiledEmails, policyReportEmail } from './emails';

const notFound = () => new HttpError(404, 'Not found');

const policyColumns = {
  id: clientPolicies.id,
  policyType: clientPolicies.policyType,
  status: clientPolicies.status,
  carrier: clientPolicies.carrier,
  policyNumber: clientPolicies.policyNumber,
  premium: clientPolicies.premium,
  deductible: clientPolicies.deductible,
  effectiveDate: clientPolicies.effectiveDate,
  expirationDate: clientPolicies.expirationDate,
};

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
 * What the portal shows one signed-in person (or staff viewing it as them): policies, their
 * dates, claims. Every query is scoped by the account and policy scope given; a record outside it
 * is indistinguishable from a missing one.
 */
export function portalReads(db: Db) {
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
    /** Every policy in scope: active ones first, then by expiry. */
    async policiesOf(scope: ClientScope): Promise<Policy[]> {
      return db
        .select(policyColumns)
        .from(clientPolicies)
        .where(policiesIn(scope))
        .orderBy(
          sql`${clientPolicies.status} <> 'active'`,
          asc(clientPolicies.expirationDate),
          asc(clientPolicies.id),
        );
    },

    /** When each policy in scope was last confirmed by the agency, as ISO instants by id. */
    async currentAsOf(scope: ClientScope): Promise<PoliciesCurrentAsOf> {
      const rows = await db
        .select({ id: clientPolicies.id, currentAsOf: clientPolicies.currentAsOf })
        .from(clientPolicies)
        .where(policiesIn(scope));
      return Object.fromEntries(rows.map((row) => [row.id, row.currentAsOf.toISOString()]));
    },

    /** The claims in scope, newest first; `only` narrows to one. */
    claimsOf,
  };
}

/**
 * Policies and claims of one signed-in person. Every query is scoped by their account and policy
 * scope from the session; a record outside it is indistinguishable from a missing one.
 */
export function claimService(db: Db, mail: { agency: AgencyProfile; notifyTo: string }) {
  const reads = portalReads(db);
  const { claimsOf } = reads;
  return {
    ...reads,
    /**
     * A client's word that one of the policies in their scope is wrong: one e-mail to the agency,
     * which corrects the record (a staff edit, or the next import) and tells them.
     */
    async reportPolicy(
      scope: ClientScope,
      reporter: { email: string; firstName: string | null; lastName: string | null },
      policyId: number,
      message: string,
    ): Promise<void> {
      const [policy] = await db
        .select({
          policyNumber: clientPolicies.policyNumber,
          policyType: clientPolicies.policyType,
          carrier: clientPolicies.carrier,
        })
        .from(clientPolicies)
        .where(and(eq(clientPolicies.id, policyId), policiesIn(scope)));
      if (!policy) throw notFound();
      await enqueueEmails(db, [
        policyReportEmail({ ...policy, message, client: reporter }, mail.agency, mail.notifyTo),
      ]);
    },

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
      if (claim.status === 'closed') throw new HttpError(409, portalMessages.claimClosed);
      const files = await db.$count(documents, eq(documents.claimId, claimId));
      if (files >= MAX_CLAIM_ATTACHMENTS) {
        throw new HttpError(409, portalMessages.claimFilesTooMany);
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
          .select(policyColumns)
          .from(clientPolicies)
          .where(and(eq(clientPolicies.id, input.policyId), policiesIn(scope)));
        if (!policy) throw notFound();
        if (policy.status !== 'active') {
          throw new HttpError(400, portalMessages.policyNotActive, [
            { path: 'policyId', message: portalMessages.policyNotActive },
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
