import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { accountName } from '#shared/clients';
import { claimStatusText } from '#shared/claims';
import { formatCalendarDate, formatFileSize } from '#shared/format';
import { coverageOutcomeLabels } from '#shared/staff/renewals';
import { kindOfType, serviceRequestTypeLabels, serviceStatusText } from '#shared/change-requests';
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
import { recordAudit, recordNoteAudit } from '../console/audit';
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

/** Whose records the timeline gathers: the account's addresses (lowercased) and its people. */
type Who = { addresses: string[]; peopleIds: string[] };

/** The event a record makes, but for its kind (its source's) and with `at` still a date. */
type EventFields = Omit<Parameters<typeof event>[0], 'kind' | 'at'> & { at: Date };

/** One kind of record on the timeline: how the client's rows are read, and each row's event. */
interface Source<Row> {
  kind: TimelineKind;
  /** The list the rows are matched by, if any: without an entry in it there are none. */
  needs?: keyof Who;
  rows: (accountId: string, who: Who) => Promise<Row[]>;
  event: (row: Row) => EventFields;
}

/** A source with its row type closed in, so that the sources of every kind make one list. */
const source = <Row>({ kind, needs, rows, event: eventOf }: Source<Row>) => ({
  kind,
  async read(accountId: string, who: Who): Promise<TimelineEvent[]> {
    if (needs && who[needs].length === 0) return [];
    return (await rows(accountId, who)).map((row) => {
      const { at, ...fields } = eventOf(row);
      return event({ ...fields, kind, at: iso(at) });
    });
  },
});

/** Whether an address column is one of the account's (lowercased) addresses. */
const atAddresses = (column: AnyPgColumn, addresses: string[]) =>
  inArray(sql`lower(${column})`, addresses);

/** A note staff keep on the client: on the timeline, and the answer to writing one. */
const staffNote = (
  note: { id: number; text: string; createdAt: Date },
  writer: Person | undefined,
) => ({
  id: `note-${note.id}`,
  at: note.createdAt,
  title: 'Staff note',
  detail: note.text,
  by: nameOf(writer),
});

// Who did what, joined by the sources: a claim's filer and each move's, a request's asker and
// each step's, a document's uploader, a chat's agent and its senders, a note's or review's author.
const filer = alias(users, 'filer');
const mover = alias(users, 'mover');
const asker = alias(users, 'asker');
const actor = alias(users, 'actor');
const uploader = alias(users, 'uploader');
const agent = alias(users, 'agent');
const sender = alias(users, 'sender');
const author = alias(users, 'author');
const reviewer = alias(users, 'reviewer');

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

  /**
   * Every kind of record on the timeline, one entry a source: how the client's rows of it are
   * read, and the event each row makes. A source that `needs` the account's addresses or people
   * has no rows without them.
   */
  const sources = [
    source({
      kind: 'lead',
      needs: 'addresses',
      rows: (_accountId, { addresses }) =>
        db.select().from(leads).where(atAddresses(leads.email, addresses)),
      event: (lead) => ({
        id: `lead-${lead.id}`,
        at: lead.createdAt,
        title: `Quote request received (${lead.type}): ${lead.coverageTypes.join(', ')}; now ${leadStatusLabels[lead.status]}`,
        detail: lead.additionalInfo,
        by: 'Client',
        href: `/staff/leads/${lead.id}`,
      }),
    }),

    source({
      kind: 'claim',
      rows: (accountId) =>
        db
          .select({
            claim: claims,
            policyNumber: clientPolicies.policyNumber,
            ...personColumns(filer),
          })
          .from(claims)
          .innerJoin(clientPolicies, eq(clientPolicies.id, claims.policyId))
          .leftJoin(filer, eq(filer.id, claims.userId))
          .where(eq(clientPolicies.accountId, accountId)),
      event: ({ claim, policyNumber, ...by }) => ({
        id: `claim-${claim.id}`,
        at: claim.createdAt,
        title: `Claim ${claim.claimNumber} filed on ${policyNumber}`,
        detail: claim.description,
        by: nameOf(by),
        href: `/staff/claims/${claim.id}`,
      }),
    }),

    source({
      kind: 'claim',
      rows: (accountId) =>
        db
          .select({
            move: claimStatusHistory,
            claimNumber: claims.claimNumber,
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
      event: ({ move, claimNumber, ...by }) => ({
        id: `claim-${move.claimId}-${move.id}`,
        at: move.createdAt,
        title: `Claim ${claimNumber} moved to ${claimStatusText[move.toStatus].label}`,
        detail: move.note,
        internalNote: move.internalNote,
        by: nameOf(by),
        href: `/staff/claims/${move.claimId}`,
      }),
    }),

    source({
      kind: 'service',
      rows: (accountId) =>
        db
          .select({ request: serviceRequests, ...personColumns(asker) })
          .from(serviceRequests)
          .leftJoin(asker, eq(asker.id, serviceRequests.requestedBy))
          .where(eq(serviceRequests.accountId, accountId)),
      event: ({ request, ...by }) => ({
        id: `service-${request.id}`,
        at: request.createdAt,
        title: `${request.reference} received: ${serviceRequestTypeLabels[request.type]}`,
        detail: [request.summary, request.note].filter(Boolean).join('\n'),
        by: nameOf(by),
        href: `/staff/service/${request.id}`,
      }),
    }),

    source({
      kind: 'service',
      rows: (accountId) =>
        db
          .select({
            step: serviceRequestEvents,
            reference: serviceRequests.reference,
            type: serviceRequests.type,
            actorRole: actor.role,
            ...personColumns(actor),
          })
          .from(serviceRequestEvents)
          .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestEvents.requestId))
          .leftJoin(actor, eq(actor.id, serviceRequestEvents.actorId))
          .where(
            and(
              eq(serviceRequests.accountId, accountId),
              // The first step is the request's arrival, the source above.
              or(isNotNull(serviceRequestEvents.fromStatus), isNull(serviceRequestEvents.toStatus)),
            ),
          ),
      event: ({ step, reference, type, actorRole, ...by }) => ({
        id: `service-${step.requestId}-${step.id}`,
        at: step.createdAt,
        title: step.toStatus
          ? `${reference} moved to ${serviceStatusText(step.toStatus, kindOfType(type)).label}`
          : actorRole === 'client'
            ? `${reference}: the client answered`
            : `${reference}: a note`,
        detail: step.note,
        internalNote: step.internalNote,
        by: nameOf(by),
        href: `/staff/service/${step.requestId}`,
      }),
    }),

    source({
      kind: 'document',
      rows: (accountId) =>
        db
          .select({ doc: documents, ...personColumns(uploader) })
          .from(documents)
          .leftJoin(uploader, eq(uploader.id, documents.uploadedBy))
          .where(eq(documents.accountId, accountId)),
      event: ({ doc, ...by }) => ({
        id: `document-${doc.id}`,
        at: doc.uploadedAt,
        title: `Document added: ${doc.fileName}`,
        detail: [
          `${doc.mimeType}, ${formatFileSize(doc.fileSize)}`,
          doc.claimId ? 'with a claim' : null,
          doc.serviceRequestId ? 'with a service request' : null,
          doc.kind === 'id-card' ? "the carrier's ID card" : null,
        ]
          .filter(Boolean)
          .join(', '),
        by: nameOf(by),
        href: `/api/documents/${doc.id}/download`,
      }),
    }),

    source({
      kind: 'chat',
      needs: 'peopleIds',
      rows: (_accountId, { peopleIds }) => chatsOf(peopleIds),
      event: (room) => {
        const agentName = nameOf(room);
        return {
          id: `chat-${room.id}`,
          at: room.createdAt,
          title: `Chat${agentName ? ` with ${agentName}` : ''}: ${room.transcript.length} ${
            room.transcript.length === 1 ? 'message' : 'messages'
          }${room.status === 'closed' ? ', closed' : ''}`,
          transcript: room.transcript,
        };
      },
    }),

    source({
      kind: 'email',
      needs: 'addresses',
      rows: (_accountId, { addresses }) =>
        db
          .select({
            id: emailOutbox.id,
            to: emailOutbox.to,
            subject: emailOutbox.subject,
            status: emailOutbox.status,
            createdAt: emailOutbox.createdAt,
            sentAt: emailOutbox.sentAt,
          })
          .from(emailOutbox)
          .where(atAddresses(emailOutbox.to, addresses)),
      event: (mail) => ({
        id: `email-${mail.id}`,
        at: mail.sentAt ?? mail.createdAt,
        title: `E-mail: ${mail.subject}`,
        detail: `To ${mail.to}; ${
          mail.status === 'sent'
            ? 'sent'
            : mail.status === 'failed'
              ? 'not delivered'
              : 'waiting to be sent'
        }`,
      }),
    }),

    source({
      kind: 'note',
      rows: (accountId) =>
        db
          .select({ note: clientNotes, ...personColumns(author) })
          .from(clientNotes)
          .leftJoin(author, eq(author.id, clientNotes.authorId))
          .where(eq(clientNotes.accountId, accountId)),
      event: ({ note, ...by }) => staffNote(note, by),
    }),

    source({
      kind: 'note',
      needs: 'addresses',
      rows: (_accountId, { addresses }) =>
        db
          .select({ note: leadNotes, ...personColumns(author) })
          .from(leadNotes)
          .innerJoin(leads, eq(leads.id, leadNotes.leadId))
          .leftJoin(author, eq(author.id, leadNotes.authorId))
          .where(atAddresses(leads.email, addresses)),
      event: ({ note, ...by }) => ({
        id: `note-lead-${note.id}`,
        at: note.createdAt,
        title: 'Note on a quote request',
        detail: note.text,
        by: nameOf(by),
        href: `/staff/leads/${note.leadId}`,
      }),
    }),

    source({
      kind: 'review',
      rows: (accountId) =>
        db
          .select({ review: annualReviews, ...personColumns(reviewer) })
          .from(annualReviews)
          .leftJoin(reviewer, eq(reviewer.id, annualReviews.reviewerId))
          .where(eq(annualReviews.accountId, accountId)),
      event: ({ review, ...by }) => ({
        id: `review-${review.id}`,
        at: review.createdAt,
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
        by: nameOf(by),
      }),
    }),
  ];

  /** The chats of the account's people, each with its whole transcript, oldest message first. */
  async function chatsOf(peopleIds: string[]) {
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
    return rooms.map((room) => ({
      ...room,
      transcript: messages
        .filter((message) => message.roomId === room.id)
        .map((message) => ({
          at: iso(message.createdAt),
          from: nameOf(message) ?? 'Unknown',
          text: message.message,
        })),
    }));
  }

  /** Every event of the kinds asked, newest first (ties: the later record first). */
  async function events(accountId: string, kinds: TimelineKind[]): Promise<TimelineEvent[]> {
    const who = await whoOf(accountId);
    const lists = await Promise.all(
      sources.filter((s) => kinds.includes(s.kind)).map((s) => s.read(accountId, who)),
    );
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
        await recordNoteAudit(tx, actorId, { entityType: 'client', entityId: accountId }, note!);
        const [writer] = await tx
          .select(personColumns(users))
          .from(users)
          .where(eq(users.id, actorId));
        const { at, ...fields } = staffNote(note!, writer);
        return event({ ...fields, kind: 'note', at: iso(at) });
      });
    },
  };
}
