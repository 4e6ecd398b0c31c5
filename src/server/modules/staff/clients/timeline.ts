import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { accountName } from '#shared/client-accounts';
import { claimStatusText } from '#shared/portal';
import { formatCalendarDate, formatFileSize } from '#shared/format';
import { coverageOutcomeLabels } from '#shared/staff/renewals';
import { kindOfType, serviceRequestTypeLabels, serviceStatusText } from '#shared/service-requests';
import { leadStatusLabels } from '#shared/staff/leads';
import {
  TIMELINE_PAGE_LIMIT,
  type Timeline,
  type TimelineEvent,
  type TimelineKind,
} from '#shared/staff/clients';
import type { Db } from '#server/db/client';
import {
  annualReviews,
  chatMessages,
  chatRooms,
  claimStatusHistory,
  claims,
  clientAccounts,
  clientNotes,
  clientPolicies,
  documents,
  emailOutbox,
  leadNotes,
  leads,
  serviceRequestEvents,
  serviceRequests,
  users,
} from '#server/db/schema';
import { recordAudit } from '../audit';
import { clientNotFound } from './service';

type Person = { firstName: string | null; lastName: string | null; email: string | null };

/** How the timeline names a person: their name, or their address. */
const nameOf = (person: Person | null | undefined): string | null => {
  if (!person) return null;
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return name || person.email;
};

/** The name columns of `users` or an alias of it (a claim's filer, a step's actor). */
const personColumns = <
  T extends { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn },
>(
  table: T,
) => ({
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
});

const event = (
  fields: Omit<TimelineEvent, 'detail' | 'internalNote' | 'by' | 'href' | 'transcript'> &
    Partial<TimelineEvent>,
): TimelineEvent => ({
  detail: null,
  internalNote: null,
  by: null,
  href: null,
  transcript: null,
  ...fields,
});

const iso = (date: Date) => date.toISOString();

/**
 * One client's record as one timeline, newest first: the quote requests they sent (matched by the
 * account's addresses) with the notes staff kept on them, their claims and each move, their
 * service requests and each step, their documents, their chats with every message, the e-mails
 * the agency sent them, the notes staff keep on the client, and its annual reviews. Internal notes are included: the
 * timeline is for staff and the agency's errors-and-omissions file, never for the client.
 */
export function timelineService(db: Db) {
  /** The account (404 for an unknown one). */
  async function accountOf(accountId: string) {
    const [account] = await db
      .select({
        kind: clientAccounts.kind,
        businessName: clientAccounts.businessName,
        firstName: clientAccounts.firstName,
        lastName: clientAccounts.lastName,
        email: clientAccounts.email,
      })
      .from(clientAccounts)
      .where(eq(clientAccounts.id, accountId));
    if (!account) throw clientNotFound();
    return account;
  }

  /** The account's contact address and its people's, lowercased; and its people's ids. */
  async function whoOf(accountId: string) {
    const account = await accountOf(accountId);
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.accountId, accountId));
    const addresses = [
      ...new Set(
        [account.email, ...people.map((person) => person.email)]
          .filter((email): email is string => Boolean(email))
          .map((email) => email.toLowerCase()),
      ),
    ];
    return { addresses, peopleIds: people.map((person) => person.id) };
  }

  const readers: Record<
    TimelineKind,
    (
      accountId: string,
      who: { addresses: string[]; peopleIds: string[] },
    ) => Promise<TimelineEvent[]>
  > = {
    async lead(_accountId, { addresses }) {
      if (addresses.length === 0) return [];
      const rows = await db
        .select({
          id: leads.id,
          type: leads.type,
          status: leads.status,
          coverageTypes: leads.coverageTypes,
          additionalInfo: leads.additionalInfo,
          createdAt: leads.createdAt,
        })
        .from(leads)
        .where(inArray(sql`lower(${leads.email})`, addresses));
      return rows.map((lead) =>
        event({
          id: `lead-${lead.id}`,
          kind: 'lead',
          at: iso(lead.createdAt),
          title: `Quote request received (${lead.type}): ${lead.coverageTypes.join(', ')}; now ${leadStatusLabels[lead.status]}`,
          detail: lead.additionalInfo,
          by: 'Client',
          href: `/staff/leads/${lead.id}`,
        }),
      );
    },

    async claim(accountId) {
      const filer = alias(users, 'filer');
      const mover = alias(users, 'mover');
      const [filed, moves] = await Promise.all([
        db
          .select({
            id: claims.id,
            claimNumber: claims.claimNumber,
            policyNumber: clientPolicies.policyNumber,
            description: claims.description,
            createdAt: claims.createdAt,
            ...personColumns(filer),
          })
          .from(claims)
          .innerJoin(clientPolicies, eq(clientPolicies.id, claims.policyId))
          .leftJoin(filer, eq(filer.id, claims.userId))
          .where(eq(clientPolicies.accountId, accountId)),
        db
          .select({
            id: claimStatusHistory.id,
            claimId: claims.id,
            claimNumber: claims.claimNumber,
            toStatus: claimStatusHistory.toStatus,
            note: claimStatusHistory.note,
            internalNote: claimStatusHistory.internalNote,
            createdAt: claimStatusHistory.createdAt,
            ...personColumns(mover),
          })
          .from(claimStatusHistory)
          .innerJoin(claims, eq(claims.id, claimStatusHistory.claimId))
          .innerJoin(clientPolicies, eq(clientPolicies.id, claims.policyId))
          .leftJoin(mover, eq(mover.id, claimStatusHistory.changedBy))
          .where(
            and(
              eq(clientPolicies.accountId, accountId),
              // The first entry is the filing itself.
              isNotNull(claimStatusHistory.fromStatus),
            ),
          ),
      ]);
      return [
        ...filed.map((claim) =>
          event({
            id: `claim-${claim.id}`,
            kind: 'claim',
            at: iso(claim.createdAt),
            title: `Claim ${claim.claimNumber} filed on ${claim.policyNumber}`,
            detail: claim.description,
            by: nameOf(claim),
            href: `/staff/claims/${claim.id}`,
          }),
        ),
        ...moves.map((move) =>
          event({
            id: `claim-${move.claimId}-${move.id}`,
            kind: 'claim',
            at: iso(move.createdAt),
            title: `Claim ${move.claimNumber} moved to ${claimStatusText[move.toStatus].label}`,
            detail: move.note,
            internalNote: move.internalNote,
            by: nameOf(move),
            href: `/staff/claims/${move.claimId}`,
          }),
        ),
      ];
    },

    async service(accountId) {
      const asker = alias(users, 'asker');
      const actor = alias(users, 'actor');
      const [asked, steps] = await Promise.all([
        db
          .select({
            id: serviceRequests.id,
            reference: serviceRequests.reference,
            type: serviceRequests.type,
            summary: serviceRequests.summary,
            note: serviceRequests.note,
            createdAt: serviceRequests.createdAt,
            ...personColumns(asker),
          })
          .from(serviceRequests)
          .leftJoin(asker, eq(asker.id, serviceRequests.requestedBy))
          .where(eq(serviceRequests.accountId, accountId)),
        db
          .select({
            id: serviceRequestEvents.id,
            requestId: serviceRequests.id,
            reference: serviceRequests.reference,
            type: serviceRequests.type,
            fromStatus: serviceRequestEvents.fromStatus,
            toStatus: serviceRequestEvents.toStatus,
            note: serviceRequestEvents.note,
            internalNote: serviceRequestEvents.internalNote,
            createdAt: serviceRequestEvents.createdAt,
            actorRole: actor.role,
            ...personColumns(actor),
          })
          .from(serviceRequestEvents)
          .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestEvents.requestId))
          .leftJoin(actor, eq(actor.id, serviceRequestEvents.actorId))
          .where(eq(serviceRequests.accountId, accountId)),
      ]);
      return [
        ...asked.map((request) =>
          event({
            id: `service-${request.id}`,
            kind: 'service',
            at: iso(request.createdAt),
            title: `${request.reference} received: ${serviceRequestTypeLabels[request.type]}`,
            detail: [request.summary, request.note].filter(Boolean).join('\n'),
            by: nameOf(request),
            href: `/staff/service/${request.id}`,
          }),
        ),
        ...steps
          // The first step is the request's arrival, shown above.
          .filter((step) => step.fromStatus !== null || step.toStatus === null)
          .map((step) =>
            event({
              id: `service-${step.requestId}-${step.id}`,
              kind: 'service',
              at: iso(step.createdAt),
              title: step.toStatus
                ? `${step.reference} moved to ${serviceStatusText(step.toStatus, kindOfType(step.type)).label}`
                : step.actorRole === 'client'
                  ? `${step.reference}: the client answered`
                  : `${step.reference}: a note`,
              detail: step.note,
              internalNote: step.internalNote,
              by: nameOf(step),
              href: `/staff/service/${step.requestId}`,
            }),
          ),
      ];
    },

    async document(accountId) {
      const uploader = alias(users, 'uploader');
      const rows = await db
        .select({
          id: documents.id,
          fileName: documents.fileName,
          fileSize: documents.fileSize,
          mimeType: documents.mimeType,
          uploadedAt: documents.uploadedAt,
          claimId: documents.claimId,
          serviceRequestId: documents.serviceRequestId,
          kind: documents.kind,
          ...personColumns(uploader),
        })
        .from(documents)
        .leftJoin(uploader, eq(uploader.id, documents.uploadedBy))
        .where(eq(documents.accountId, accountId));
      return rows.map((doc) =>
        event({
          id: `document-${doc.id}`,
          kind: 'document',
          at: iso(doc.uploadedAt),
          title: `Document added: ${doc.fileName}`,
          detail: [
            `${doc.mimeType}, ${formatFileSize(doc.fileSize)}`,
            doc.claimId ? 'with a claim' : null,
            doc.serviceRequestId ? 'with a service request' : null,
            doc.kind === 'id-card' ? "the carrier's ID card" : null,
          ]
            .filter(Boolean)
            .join(', '),
          by: nameOf(doc),
          href: `/api/documents/${doc.id}/download`,
        }),
      );
    },

    async chat(_accountId, { peopleIds }) {
      if (peopleIds.length === 0) return [];
      const sender = alias(users, 'sender');
      const agent = alias(users, 'agent');
      const rooms = await db
        .select({
          id: chatRooms.id,
          status: chatRooms.status,
          createdAt: chatRooms.createdAt,
          ...personColumns(agent),
        })
        .from(chatRooms)
        .leftJoin(agent, eq(agent.id, chatRooms.agentId))
        .where(inArray(chatRooms.userId, peopleIds));
      if (rooms.length === 0) return [];
      const messages = await db
        .select({
          roomId: chatMessages.roomId,
          message: chatMessages.message,
          createdAt: chatMessages.createdAt,
          ...personColumns(sender),
        })
        .from(chatMessages)
        .innerJoin(sender, eq(sender.id, chatMessages.senderId))
        .where(
          inArray(
            chatMessages.roomId,
            rooms.map((room) => room.id),
          ),
        )
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
      return rooms.map((room) => {
        const transcript = messages
          .filter((message) => message.roomId === room.id)
          .map((message) => ({
            at: iso(message.createdAt),
            from: nameOf(message) ?? 'Unknown',
            text: message.message,
          }));
        const agentName = nameOf(room);
        return event({
          id: `chat-${room.id}`,
          kind: 'chat',
          at: iso(room.createdAt),
          title: `Chat${agentName ? ` with ${agentName}` : ''}: ${transcript.length} ${
            transcript.length === 1 ? 'message' : 'messages'
          }${room.status === 'closed' ? ', closed' : ''}`,
          transcript,
        });
      });
    },

    async email(_accountId, { addresses }) {
      if (addresses.length === 0) return [];
      const rows = await db
        .select({
          id: emailOutbox.id,
          to: emailOutbox.to,
          subject: emailOutbox.subject,
          status: emailOutbox.status,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        .where(inArray(sql`lower(${emailOutbox.to})`, addresses));
      return rows.map((mail) =>
        event({
          id: `email-${mail.id}`,
          kind: 'email',
          at: iso(mail.sentAt ?? mail.createdAt),
          title: `E-mail: ${mail.subject}`,
          detail: `To ${mail.to}; ${
            mail.status === 'sent'
              ? 'sent'
              : mail.status === 'failed'
                ? 'not delivered'
                : 'waiting to be sent'
          }`,
        }),
      );
    },

    async note(accountId, { addresses }) {
      const author = alias(users, 'author');
      const [own, onLeads] = await Promise.all([
        db
          .select({
            id: clientNotes.id,
            text: clientNotes.text,
            createdAt: clientNotes.createdAt,
            ...personColumns(author),
          })
          .from(clientNotes)
          .leftJoin(author, eq(author.id, clientNotes.authorId))
          .where(eq(clientNotes.accountId, accountId)),
        addresses.length === 0
          ? Promise.resolve([])
          : db
              .select({
                id: leadNotes.id,
                leadId: leadNotes.leadId,
                text: leadNotes.text,
                createdAt: leadNotes.createdAt,
                ...personColumns(author),
              })
              .from(leadNotes)
              .innerJoin(leads, eq(leads.id, leadNotes.leadId))
              .leftJoin(author, eq(author.id, leadNotes.authorId))
              .where(inArray(sql`lower(${leads.email})`, addresses)),
      ]);
      return [
        ...own.map((note) =>
          event({
            id: `note-${note.id}`,
            kind: 'note',
            at: iso(note.createdAt),
            title: 'Staff note',
            detail: note.text,
            by: nameOf(note),
          }),
        ),
        ...onLeads.map((note) =>
          event({
            id: `note-lead-${note.id}`,
            kind: 'note',
            at: iso(note.createdAt),
            title: 'Note on a quote request',
            detail: note.text,
            by: nameOf(note),
            href: `/staff/leads/${note.leadId}`,
          }),
        ),
      ];
    },

    async review(accountId) {
      const reviewer = alias(users, 'reviewer');
      const rows = await db
        .select({
          id: annualReviews.id,
          reviewedOn: annualReviews.reviewedOn,
          createdAt: annualReviews.createdAt,
          lifeChanges: annualReviews.lifeChanges,
          coverageAdequate: annualReviews.coverageAdequate,
          coverages: annualReviews.coverages,
          notes: annualReviews.notes,
          ...personColumns(reviewer),
        })
        .from(annualReviews)
        .leftJoin(reviewer, eq(reviewer.id, annualReviews.reviewerId))
        .where(eq(annualReviews.accountId, accountId));
      return rows.map((review) =>
        event({
          id: `review-${review.id}`,
          kind: 'review',
          at: iso(review.createdAt),
          title: `Annual review of ${formatCalendarDate(review.reviewedOn)}: coverage ${
            review.coverageAdequate ? 'fits' : 'has gaps'
          }`,
          detail: [
            review.lifeChanges ? `Life changes: ${review.lifeChanges}` : null,
            ...review.coverages.map(
              (item) => `${item.coverage}: ${coverageOutcomeLabels[item.outcome]}`,
            ),
            review.notes,
          ]
            .filter(Boolean)
            .join('\n'),
          by: nameOf(review),
        }),
      );
    },
  };

  /** Every event of the kinds asked, newest first (ties: the later record first). */
  async function events(accountId: string, kinds: TimelineKind[]): Promise<TimelineEvent[]> {
    const who = await whoOf(accountId);
    const lists = await Promise.all(kinds.map((kind) => readers[kind](accountId, who)));
    return lists
      .flat()
      .sort(
        (a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id, 'en', { numeric: true }),
      );
  }

  return {
    events,

    /** How the export names the client. */
    async clientName(accountId: string): Promise<string> {
      return accountName(await accountOf(accountId));
    },

    /** Who exported the record, and what, for the audit log. */
    async recordExport(
      actorId: string,
      accountId: string,
      what: { format: string; kinds: TimelineKind[]; events: number },
    ) {
      await recordAudit(db, {
        actorId,
        action: 'client.timeline-export',
        entityType: 'client',
        entityId: accountId,
        after: what,
      });
    },

    /** The page's timeline: the latest ones, and whether there are more. */
    async page(accountId: string, kinds: TimelineKind[]): Promise<Timeline> {
      const all = await events(accountId, kinds);
      return {
        events: all.slice(0, TIMELINE_PAGE_LIMIT),
        truncated: all.length > TIMELINE_PAGE_LIMIT,
      };
    },

    /** A note on the client's record, audited with the note. */
    async addNote(actorId: string, accountId: string, text: string): Promise<TimelineEvent> {
      await whoOf(accountId);
      return db.transaction(async (tx) => {
        const [note] = await tx
          .insert(clientNotes)
          .values({ accountId, authorId: actorId, text })
          .returning();
        await recordAudit(tx, {
          actorId,
          action: 'client.note',
          entityType: 'client',
          entityId: accountId,
          after: { noteId: note!.id, text },
        });
        const [author] = await tx
          .select(personColumns(users))
          .from(users)
          .where(eq(users.id, actorId));
        return event({
          id: `note-${note!.id}`,
          kind: 'note',
          at: iso(note!.createdAt),
          title: 'Staff note',
          detail: note!.text,
          by: nameOf(author),
        });
      });
    },
  };
}
