import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accountName } from '#shared/client-accounts';
import {
  canMoveServiceRequest,
  certificateMessages,
  kindOfType,
  type ServiceRequestStatus,
} from '#shared/service-requests';
import {
  serviceDueOf,
  staffServiceMessages,
  type ServiceQueueQuery,
  type StaffServiceRequest,
  type StaffServiceRow,
  type UpdateServiceRequest,
} from '#shared/staff/service';
import type { Db } from '#server/db/client';
import {
  clientAccounts,
  clientPolicies,
  serviceRequestEvents,
  serviceRequests,
  users,
} from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { enqueueEmails, type OutgoingEmail } from '../../mail/outbox';
import {
  certificateIssuedEmail,
  requestUpdateEmail,
  type ServiceMail,
} from '../../service-requests/emails';
import {
  attachmentOf,
  requestHistories,
  requestSummaryColumns,
} from '../../service-requests/service';
import { recordAudit } from '../audit';
import { actorRef, personColumns, personRef } from '../person';
import { assertAssignableStaff } from '../staff-members';

const notFound = () => new HttpError(404, staffServiceMessages.notFound);

const assignee = alias(users, 'assignee');
const requester = alias(users, 'requester');

const rowColumns = {
  ...requestSummaryColumns,
  createdAt: serviceRequests.createdAt,
  dueAt: serviceRequests.dueAt,
  account: {
    id: clientAccounts.id,
    kind: clientAccounts.kind,
    businessName: clientAccounts.businessName,
    firstName: clientAccounts.firstName,
    lastName: clientAccounts.lastName,
    email: clientAccounts.email,
  },
  policyId: clientPolicies.id,
  policyNumber: clientPolicies.policyNumber,
  policyType: clientPolicies.policyType,
  assignee: personColumns(assignee),
};

type Row = {
  id: number;
  reference: string;
  type: StaffServiceRow['type'];
  summary: string;
  status: ServiceRequestStatus;
  createdAt: Date;
  dueAt: Date;
  account: Parameters<typeof accountName>[0] & { id: string };
  policyId: number | null;
  policyNumber: string | null;
  policyType: string | null;
  assignee: Parameters<typeof personRef>[0];
};

function toRow(row: Row, now: Date): StaffServiceRow {
  return {
    id: row.id,
    reference: row.reference,
    kind: kindOfType(row.type),
    type: row.type,
    summary: row.summary,
    status: row.status,
    client: { id: row.account.id, name: accountName(row.account) },
    policy:
      row.policyId !== null && row.policyNumber !== null && row.policyType !== null
        ? { id: row.policyId, policyNumber: row.policyNumber, policyType: row.policyType }
        : null,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    due: serviceDueOf(row.dueAt, row.status, now),
    assignee: personRef(row.assignee),
  };
}

/**
 * The service queue: every client's change and certificate requests for any staff member, the
 * open ones oldest due first; one request with its whole timeline; and the work on it (status,
 * assignee, notes), each write audited and the client e-mailed when they have news.
 */
export function staffServiceRequests(db: Db, mail: ServiceMail, clock = () => new Date()) {
  function rows(tx: Db) {
    return tx
      .select(rowColumns)
      .from(serviceRequests)
      .innerJoin(clientAccounts, eq(clientAccounts.id, serviceRequests.accountId))
      .leftJoin(clientPolicies, eq(clientPolicies.id, serviceRequests.policyId))
      .leftJoin(assignee, eq(assignee.id, serviceRequests.assigneeId));
  }

  /** E-mails the person who asked, unless nobody did or their access was removed since. */
  async function tellRequester(
    tx: Db,
    requestedBy: string | null,
    email: (client: {
      email: string;
      firstName: string | null;
      lastName: string | null;
    }) => OutgoingEmail,
  ) {
    if (!requestedBy) return;
    const [client] = await tx
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.id, requestedBy), isNull(users.disabledAt)));
    if (client) await enqueueEmails(tx, [email(client)]);
  }

  async function requestById(id: number, tx: Db = db): Promise<StaffServiceRequest | null> {
    const [row] = await rows(tx).where(eq(serviceRequests.id, id));
    if (!row) return null;
    const [extra] = await tx
      .select({
        details: serviceRequests.details,
        note: serviceRequests.note,
        updatedAt: serviceRequests.updatedAt,
        requester: personColumns(requester),
      })
      .from(serviceRequests)
      .leftJoin(requester, eq(requester.id, serviceRequests.requestedBy))
      .where(eq(serviceRequests.id, id));
    const [events, files] = await requestHistories(tx, [id]);
    return {
      ...toRow(row, clock()),
      details: extra!.details,
      note: extra!.note,
      updatedAt: extra!.updatedAt.toISOString(),
      requestedBy: extra!.requester && {
        ...personRef(extra!.requester)!,
        email: extra!.requester.email,
      },
      history: events.map(({ entry, actor }) => ({
        id: entry.id,
        fromStatus: entry.fromStatus,
        toStatus: entry.toStatus,
        note: entry.note,
        internalNote: entry.internalNote,
        createdAt: entry.createdAt.toISOString(),
        actor: actorRef(actor),
      })),
      attachments: files.map(attachmentOf),
    };
  }

  return {
    /** Open requests (or the chosen status), due soonest first; completed ones last. */
    async queue(query: ServiceQueueQuery, viewerId: string): Promise<StaffServiceRow[]> {
      const where: (SQL | undefined)[] = [];
      if (query.status === 'open') where.push(ne(serviceRequests.status, 'completed'));
      else if (query.status !== 'all') where.push(eq(serviceRequests.status, query.status));
      if (query.kind === 'certificate') where.push(eq(serviceRequests.type, 'certificate'));
      if (query.kind === 'change') where.push(ne(serviceRequests.type, 'certificate'));
      if (query.assignee === 'me') where.push(eq(serviceRequests.assigneeId, viewerId));
      else if (query.assignee === 'unassigned') where.push(isNull(serviceRequests.assigneeId));
      else if (query.assignee !== 'anyone') {
        where.push(eq(serviceRequests.assigneeId, query.assignee));
      }
      const found = await rows(db)
        .where(and(...where))
        .orderBy(
          sql`${serviceRequests.status} = 'completed'`,
          asc(serviceRequests.dueAt),
          asc(serviceRequests.id),
        );
      const now = clock();
      return found.map((row) => toRow(row, now));
    },

    request: (id: number) => requestById(id),

    /** The certificate request a certificate is issued for: its account; 404 or 409 otherwise. */
    async certificateTarget(id: number) {
      const [request] = await db
        .select({
          id: serviceRequests.id,
          type: serviceRequests.type,
          accountId: serviceRequests.accountId,
        })
        .from(serviceRequests)
        .where(eq(serviceRequests.id, id));
      if (!request) throw notFound();
      if (request.type !== 'certificate') {
        throw new HttpError(409, certificateMessages.notCertificate);
      }
      return request;
    },

    /**
     * Completes a certificate request with the certificate staff uploaded (stored already as the
     * account's document): the timeline says it is issued, and the person who asked gets it
     * attached. A corrected certificate for a completed request is sent the same way.
     */
    async issueCertificate(
      id: number,
      certificate: {
        /** Writes the document's row in the transaction given. */
        store: (tx: Db) => Promise<{ id: number; fileName: string }>;
        bytes: Buffer;
      },
      actorId: string,
    ) {
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            ...requestSummaryColumns,
            requestedBy: serviceRequests.requestedBy,
          })
          .from(serviceRequests)
          .where(eq(serviceRequests.id, id))
          .for('update');
        if (!current) throw notFound();
        const document = await certificate.store(tx);
        const note = `Your certificate is issued: ${document.fileName}.`;
        if (current.status !== 'completed') {
          await tx
            .update(serviceRequests)
            .set({ status: 'completed', updatedAt: new Date() })
            .where(eq(serviceRequests.id, id));
        }
        await tx.insert(serviceRequestEvents).values({
          requestId: id,
          fromStatus: current.status === 'completed' ? null : current.status,
          toStatus: current.status === 'completed' ? null : 'completed',
          note,
          actorId,
        });
        await recordAudit(tx, {
          actorId,
          action: 'service-request.certificate',
          entityType: 'service-request',
          entityId: id,
          before: { status: current.status },
          after: { status: 'completed', documentId: document.id },
        });
        await tellRequester(tx, current.requestedBy, (client) =>
          certificateIssuedEmail(
            { ...current, policy: null },
            { fileName: document.fileName, bytes: certificate.bytes },
            client,
            mail,
          ),
        );
      });
      return (await requestById(id))!;
    },

    /**
     * Works a request: a new status along the allowed moves, an assignee, a note for the client,
     * an internal note. The request, its timeline entry, the audit row and the client's e-mail
     * (on a new status or a note to them) commit together; the update applies only while the
     * status is the one read here, so of two agents moving it at once one gets 409.
     */
    async update(id: number, change: UpdateServiceRequest, actorId: string) {
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            ...requestSummaryColumns,
            assigneeId: serviceRequests.assigneeId,
            requestedBy: serviceRequests.requestedBy,
            policyNumber: clientPolicies.policyNumber,
            policyType: clientPolicies.policyType,
          })
          .from(serviceRequests)
          .leftJoin(clientPolicies, eq(clientPolicies.id, serviceRequests.policyId))
          .where(eq(serviceRequests.id, id));
        if (!current) throw notFound();
        const from = current.status;
        const to = change.status !== undefined && change.status !== from ? change.status : null;
        if (to !== null && !canMoveServiceRequest(from, to)) {
          throw new HttpError(409, staffServiceMessages.refused(from));
        }
        const reassign =
          change.assigneeId !== undefined && change.assigneeId !== current.assigneeId;
        if (reassign && change.assigneeId !== null) {
          await assertAssignableStaff(
            tx,
            change.assigneeId!,
            staffServiceMessages.assigneeNotStaff,
          );
        }
        if (to === null && !reassign && change.note === null && change.internalNote === null) {
          throw new HttpError(400, staffServiceMessages.nothingToDo);
        }
        const updated = await tx
          .update(serviceRequests)
          .set({
            ...(to !== null ? { status: to } : {}),
            ...(reassign ? { assigneeId: change.assigneeId } : {}),
            updatedAt: new Date(),
          })
          .where(and(eq(serviceRequests.id, id), eq(serviceRequests.status, from)))
          .returning({ id: serviceRequests.id });
        if (updated.length === 0) throw new HttpError(409, staffServiceMessages.changedMeanwhile);
        if (to !== null || change.note !== null || change.internalNote !== null) {
          await tx.insert(serviceRequestEvents).values({
            requestId: id,
            fromStatus: to !== null ? from : null,
            toStatus: to,
            note: change.note,
            internalNote: change.internalNote,
            actorId,
          });
        }
        await recordAudit(tx, {
          actorId,
          action: 'service-request.update',
          entityType: 'service-request',
          entityId: id,
          before: { status: from, assigneeId: current.assigneeId },
          after: {
            status: to ?? from,
            assigneeId: reassign ? change.assigneeId : current.assigneeId,
            note: change.note,
            internalNote: change.internalNote,
          },
        });
        // The person who asked hears of a new status and of a note written to them.
        if (to !== null || change.note !== null) {
          await tellRequester(tx, current.requestedBy, (client) =>
            requestUpdateEmail(
              {
                ...current,
                status: to ?? from,
                policy:
                  current.policyNumber && current.policyType
                    ? { policyNumber: current.policyNumber, policyType: current.policyType }
                    : null,
              },
              { moved: to !== null, note: change.note },
              client,
              mail,
            ),
          );
        }
      });
      return (await requestById(id))!;
    },
  };
}
