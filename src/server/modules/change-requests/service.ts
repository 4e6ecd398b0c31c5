import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AGENCY_TIME_ZONE, agencyToday, businessDaysAfter } from '#shared/agency-time';
import { isAutoPolicyType } from '#shared/id-cards';
import {
  attachmentMessages,
  autoChangeTypes,
  canMoveServiceRequest,
  type ChangeOptions,
  kindOfType,
  MAX_REQUEST_ATTACHMENTS,
  type NewChangeRequest,
  serviceMessages,
  type ServiceRequest,
  type ServiceRequestStatus,
} from '#shared/change-requests';
import type { Db } from '../../db/client';
import {
  clientAccounts,
  clientPolicies,
  documents,
  policyDrivers,
  policyVehicles,
  serviceRequestEvents,
  serviceRequests,
  users,
} from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { type ClientScope, policiesIn, serviceRequestsIn } from '../clients/scope';
import { vehiclesAndDrivers } from '../clients/vehicles';
import { enqueueEmails, type OutgoingEmail } from '../mail/outbox';
import { actorColumns, actorRef, personColumns, personRef } from '../console/person';
import {
  certificateIssuedEmail,
  requestReceivedEmails,
  requestReplyEmail,
  requestUpdateEmail,
  type ServiceMail,
} from './emails';
import { type ChangeSubjects, changeSummary } from './summary';
import { perPersonLimit } from '../../plugins/rate-limit';
import { accountName } from '#shared/clients';
import { certificateMessages } from '#shared/certificates';
import {
  serviceDueOf,
  type ServiceQueueQuery,
  staffServiceMessages,
  type StaffServiceRequest,
  type StaffServiceRow,
  type UpdateServiceRequest,
} from '#shared/staff/change-requests';
import { recordAudit } from '../console/audit';
import { assertAssignableStaff } from '../team/members';

/** Change and certificate requests one person may send in an hour: each e-mails the agency. */
export const CHANGE_REQUEST_RATE_LIMIT = { max: 10, timeWindow: 3600 * 1000 };

/** The one limit on requests (changes and certificates count together), per signed-in person. */
export const requestRateLimit = (agency: { phone: string }) =>
  perPersonLimit(
    CHANGE_REQUEST_RATE_LIMIT,
    `You have sent ${CHANGE_REQUEST_RATE_LIMIT.max} requests in the last hour. Please call us at ${agency.phone}.`,
  );

const notFound = () => new HttpError(404, serviceMessages.notFound);
const fieldError = (path: string, message: string, status = 400) =>
  new HttpError(status, message, [{ path, message }]);

/** `CHG-<year in Kansas>-<6 digits>` for a change, `COI-…` for a certificate; one sequence. */
const nextReference = (prefix: 'CHG' | 'COI') =>
  sql<string>`${prefix} || '-' || to_char(now() at time zone ${AGENCY_TIME_ZONE}, 'YYYY')
    || '-' || lpad(nextval('service_request_number_seq')::text, 6, '0')`;

export interface Requester {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** A client's new request: the row's values but those its filing sets. */
type NewRequest = Omit<
  typeof serviceRequests.$inferInsert,
  'reference' | 'requestedBy' | 'status'
> & {
  createdAt: Date;
};

/**
 * Files a request a client sent, in the transaction given: the row (its reference from the one
 * sequence), its first timeline entry, and the two e-mails (the client's receipt, the agency's
 * notice), which name `policy` when it has one. Its id.
 */
export async function fileRequest(
  tx: Db,
  request: NewRequest,
  policy: { policyNumber: string; policyType: string } | null,
  requester: Requester,
  mail: ServiceMail,
): Promise<number> {
  const [created] = await tx
    .insert(serviceRequests)
    .values({
      ...request,
      reference: nextReference(request.type === 'certificate' ? 'COI' : 'CHG'),
      requestedBy: requester.id,
      status: 'received',
    })
    .returning();
  await tx.insert(serviceRequestEvents).values({
    requestId: created!.id,
    fromStatus: null,
    toStatus: 'received',
    actorId: requester.id,
    createdAt: request.createdAt,
  });
  await enqueueEmails(tx, requestReceivedEmails({ ...created!, policy }, requester, mail));
  return created!.id;
}

const actor = alias(users, 'actor');

/** What a request shows of itself in every list: the client's, the console's, the search's. */
export const requestSummaryColumns = {
  id: serviceRequests.id,
  reference: serviceRequests.reference,
  type: serviceRequests.type,
  summary: serviceRequests.summary,
  status: serviceRequests.status,
};

/**
 * The timelines of the requests given, oldest entry first with who wrote each (internal notes
 * included: the caller decides what its reader sees), and their files, oldest first.
 */
export function requestHistories(db: Db, ids: number[]) {
  return Promise.all([
    db
      .select({ entry: serviceRequestEvents, actor: actorColumns(actor) })
      .from(serviceRequestEvents)
      .leftJoin(actor, eq(actor.id, serviceRequestEvents.actorId))
      .where(inArray(serviceRequestEvents.requestId, ids))
      .orderBy(asc(serviceRequestEvents.createdAt), asc(serviceRequestEvents.id)),
    db
      .select({
        requestId: documents.serviceRequestId,
        id: documents.id,
        fileName: documents.fileName,
        fileSize: documents.fileSize,
        uploadedAt: documents.uploadedAt,
      })
      .from(documents)
      .where(inArray(documents.serviceRequestId, ids))
      .orderBy(asc(documents.uploadedAt), asc(documents.id)),
  ]);
}

/** A file read by `requestHistories` as a request lists it. */
export const attachmentOf = ({
  requestId: _requestId,
  uploadedAt,
  ...file
}: Awaited<ReturnType<typeof requestHistories>>[1][number]) => ({
  ...file,
  uploadedAt: uploadedAt.toISOString(),
});

/**
 * Service requests as the client sees them (no internal notes), oldest event first, newest
 * request first; `where` selects them (a person's scope, or one account for staff).
 */
export function serviceRequestReads(db: Db) {
  return async function requestsWhere(where: SQL, only?: number): Promise<ServiceRequest[]> {
    const rows = await db
      .select({
        ...requestSummaryColumns,
        createdAt: serviceRequests.createdAt,
        policyId: serviceRequests.policyId,
        policyNumber: clientPolicies.policyNumber,
        policyType: clientPolicies.policyType,
      })
      .from(serviceRequests)
      .leftJoin(clientPolicies, eq(clientPolicies.id, serviceRequests.policyId))
      .where(and(where, only === undefined ? undefined : eq(serviceRequests.id, only)))
      .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
    if (rows.length === 0) return [];
    const [events, files] = await requestHistories(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      ...row,
      kind: kindOfType(row.type),
      createdAt: row.createdAt.toISOString(),
      history: events
        // The client's view: status changes, notes to them and their own answers.
        .filter(
          ({ entry }) =>
            entry.requestId === row.id && (entry.toStatus !== null || entry.note !== null),
        )
        .map(({ entry, actor }) => ({
          fromStatus: entry.fromStatus,
          toStatus: entry.toStatus,
          note: entry.note,
          byClient: actor?.role === 'client',
          createdAt: entry.createdAt.toISOString(),
        })),
      attachments: files.filter((f) => f.requestId === row.id).map(attachmentOf),
    }));
  };
}

/**
 * A signed-in person's change requests: sent on a policy in their scope, listed and followed,
 * answered when the agent needs information, and their files attached. Every query is scoped by
 * their account and policy scope; a request outside it is indistinguishable from a missing one.
 */
export function serviceRequestService(db: Db, mail: ServiceMail, clock = () => new Date()) {
  const requestsWhere = serviceRequestReads(db);
  const { serviceTimes } = mail.agency;

  /** The vehicle or driver of the policy a change names; 400 on the field when it has none. */
  async function subjectsOf(tx: Db, policyId: number, input: NewChangeRequest) {
    const subjects: ChangeSubjects = {};
    const vehicleId = 'vehicleId' in input.details ? input.details.vehicleId : undefined;
    if (vehicleId !== undefined) {
      const [vehicle] = await tx
        .select({
          year: policyVehicles.year,
          make: policyVehicles.make,
          model: policyVehicles.model,
          vin: policyVehicles.vin,
        })
        .from(policyVehicles)
        .where(and(eq(policyVehicles.id, vehicleId), eq(policyVehicles.policyId, policyId)));
      if (!vehicle) throw fieldError('details.vehicleId', serviceMessages.vehicleRequired);
      subjects.vehicle = vehicle;
    }
    if ('driverId' in input.details) {
      const [driver] = await tx
        .select({ firstName: policyDrivers.firstName, lastName: policyDrivers.lastName })
        .from(policyDrivers)
        .where(
          and(eq(policyDrivers.id, input.details.driverId), eq(policyDrivers.policyId, policyId)),
        );
      if (!driver) throw fieldError('details.driverId', serviceMessages.driverRequired);
      subjects.driver = driver;
    }
    return subjects;
  }

  /** A request in scope that still takes answers and files; 404 outside scope, 409 when done. */
  async function openRequest(tx: Db, scope: ClientScope, id: number, lock = false) {
    const query = tx
      .select({
        id: serviceRequests.id,
        accountId: serviceRequests.accountId,
        policyId: serviceRequests.policyId,
        reference: serviceRequests.reference,
        type: serviceRequests.type,
        summary: serviceRequests.summary,
        status: serviceRequests.status,
        assigneeId: serviceRequests.assigneeId,
      })
      .from(serviceRequests)
      .where(and(eq(serviceRequests.id, id), serviceRequestsIn(scope)));
    const [request] = lock ? await query.for('update') : await query;
    if (!request) throw notFound();
    if (request.status === 'completed') throw new HttpError(409, serviceMessages.closed);
    return request;
  }

  return {
    list: (scope: ClientScope) => requestsWhere(serviceRequestsIn(scope)),

    /** For each policy in scope: whether a change can be asked now, and its vehicles and drivers. */
    async options(scope: ClientScope): Promise<ChangeOptions> {
      const policies = await db
        .select({
          policyId: clientPolicies.id,
          policyNumber: clientPolicies.policyNumber,
          policyType: clientPolicies.policyType,
          status: clientPolicies.status,
          expirationDate: clientPolicies.expirationDate,
        })
        .from(clientPolicies)
        .where(policiesIn(scope))
        .orderBy(asc(clientPolicies.expirationDate), asc(clientPolicies.id));
      if (policies.length === 0) return [];
      const [vehicles, drivers] = await vehiclesAndDrivers(
        db,
        inArray(
          clientPolicies.id,
          policies.map((p) => p.policyId),
        ),
      );
      const today = agencyToday(clock());
      return policies.map(({ status, expirationDate, ...policy }) => {
        const own = <T extends { policyId: number }>(rows: T[]) =>
          rows
            .filter((row) => row.policyId === policy.policyId)
            .map(({ policyId: _policyId, ...row }) => row);
        const policyVehicleRows = own(vehicles);
        return {
          ...policy,
          unavailable:
            status === 'active' && expirationDate > today ? null : serviceMessages.policyNotInForce,
          auto: isAutoPolicyType(policy.policyType) || policyVehicleRows.length > 0,
          vehicles: policyVehicleRows,
          // A client picks a driver by name; the particulars are the agency's.
          drivers: own(drivers).map(
            ({ dateOfBirth: _dateOfBirth, licenseState: _licenseState, ...driver }) => driver,
          ),
        };
      });
    },

    /**
     * Files a change on a policy in force in the person's scope. The request, its first timeline
     * entry and the two e-mails (the client's receipt, the agency's notice) commit together.
     */
    async createChange(
      scope: ClientScope,
      requester: Requester,
      input: NewChangeRequest,
    ): Promise<ServiceRequest> {
      const now = clock();
      const id = await db.transaction(async (tx) => {
        const [policy] = await tx
          .select({
            id: clientPolicies.id,
            accountId: clientPolicies.accountId,
            policyNumber: clientPolicies.policyNumber,
            policyType: clientPolicies.policyType,
            status: clientPolicies.status,
            expirationDate: clientPolicies.expirationDate,
          })
          .from(clientPolicies)
          .where(and(eq(clientPolicies.id, input.policyId), policiesIn(scope)));
        if (!policy) throw notFound();
        if (policy.status !== 'active' || policy.expirationDate <= agencyToday(now)) {
          throw fieldError('policyId', serviceMessages.policyNotInForce);
        }
        if (autoChangeTypes.includes(input.type)) {
          const vehicles = await tx.$count(policyVehicles, eq(policyVehicles.policyId, policy.id));
          if (!isAutoPolicyType(policy.policyType) && vehicles === 0) {
            throw fieldError('type', serviceMessages.autoOnly);
          }
        }
        const subjects = await subjectsOf(tx, policy.id, input);
        const summary = changeSummary(input, subjects);
        const dueAt = businessDaysAfter(
          now,
          input.type === 'lienholder'
            ? serviceTimes.lienholderBusinessDays
            : serviceTimes.changeBusinessDays,
        );
        return fileRequest(
          tx,
          {
            accountId: policy.accountId,
            policyId: policy.id,
            type: input.type,
            // What the client sent, with the vehicle or driver it names as it was then.
            details: { ...input.details, ...subjects },
            summary,
            note: input.note,
            dueAt,
            createdAt: now,
          },
          policy,
          requester,
          mail,
        );
      });
      const [request] = await requestsWhere(serviceRequestsIn(scope), id);
      return request!;
    },

    /**
     * The client's answer on an open request: a timeline entry, and one that waited for
     * information goes back to In progress; the assignee (else the office) is told.
     */
    async reply(
      scope: ClientScope,
      requester: Requester,
      id: number,
      message: string,
    ): Promise<ServiceRequest> {
      await db.transaction(async (tx) => {
        const request = await openRequest(tx, scope, id, true);
        const resumes = request.status === 'needs-information';
        if (resumes) {
          await tx
            .update(serviceRequests)
            .set({ status: 'in-progress' })
            .where(eq(serviceRequests.id, id));
        }
        await tx.insert(serviceRequestEvents).values({
          requestId: id,
          fromStatus: resumes ? request.status : null,
          toStatus: resumes ? 'in-progress' : null,
          note: message,
          actorId: requester.id,
        });
        const [assignee] = request.assigneeId
          ? await tx
              .select({ email: users.email })
              .from(users)
              .where(eq(users.id, request.assigneeId))
          : [];
        const [policy] = request.policyId
          ? await tx
              .select({
                policyNumber: clientPolicies.policyNumber,
                policyType: clientPolicies.policyType,
              })
              .from(clientPolicies)
              .where(eq(clientPolicies.id, request.policyId))
          : [];
        await enqueueEmails(tx, [
          requestReplyEmail(
            { ...request, policy: policy ?? null },
            message,
            requester,
            assignee?.email ?? mail.notifyTo,
            mail,
          ),
        ]);
      });
      const [request] = await requestsWhere(serviceRequestsIn(scope), id);
      return request!;
    },

    /**
     * Where a file sent with a request goes: its account and policy, once the request is known
     * to be in scope, open, and below its number of files (checked before the body is read).
     */
    async attachmentTarget(scope: ClientScope, id: number) {
      const request = await openRequest(db, scope, id);
      const files = await db.$count(documents, eq(documents.serviceRequestId, id));
      if (files >= MAX_REQUEST_ATTACHMENTS) throw new HttpError(409, attachmentMessages.tooMany);
      return { id: request.id, accountId: request.accountId, policyId: request.policyId };
    },
  };
}

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
