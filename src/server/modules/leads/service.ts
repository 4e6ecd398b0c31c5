import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  and,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AgencyProfile } from '#shared/agency';
import type { Lead, LeadDetails, LeadSpamReason } from '#shared/leads';
import { type Db, prepareStatement, type RawQuery } from '../../db/client';
import { accountTokens, auditLog, leadNotes, leads, rateLimits, users } from '../../db/schema';
import { countRequestSql, rateWindow } from '../../db/rate-counter';
import { columnList, containsPattern } from '../../db/sql';
import { queueEmailsSql } from '../mail/outbox';
import { LEAD_ID_PLACEHOLDER, leadEmails } from './emails';
import { commercialLeadTypes, leadLineOf } from './lines';
import { AGENCY_TIME_ZONE } from '#shared/agency-time';
import {
  ageHoursOf,
  type LeadDetail,
  type LeadEvent,
  type LeadFilters,
  type LeadListItem,
  type LeadLostReason,
  leadMessagesStaff,
  type LeadNote,
  type LeadStatus,
  type PersonRef,
  responseDueOf,
  type StaffMember,
} from '#shared/staff/leads';
import { HttpError } from '../../plugins/errors';
import { recordAudit, recordNoteAudit } from '../console/audit';

/** How long after submitting a visitor may still add details to their request. */
export const DETAILS_WINDOW_MS = 24 * 3600 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface LeadContext {
  agency: AgencyProfile;
  /** Where new-lead e-mails go. */
  notifyTo: string;
}

/**
 * One statement: counts the request against its address; when the count is within the limit,
 * inserts the lead and, unless it is held as suspected spam, its two outbox rows (the subject's id
 * placeholder replaced by the new id). Answers the lead's id, or null when over the limit.
 */
export const insertLeadWithMailSql = sql`
  with counter as (${countRequestSql(sql.placeholder('key'), sql.placeholder('windowStart'))}
  ), lead as (
    insert into ${leads} (${columnList(
      leads.type,
      leads.firstName,
      leads.lastName,
      leads.email,
      leads.phone,
      leads.businessName,
      leads.industry,
      leads.coverageTypes,
      leads.additionalInfo,
      leads.sourcePage,
      leads.utmSource,
      leads.utmMedium,
      leads.utmCampaign,
      leads.referrerHost,
      leads.details,
      leads.detailsTokenHash,
      leads.spamReason,
      leads.idempotencyKey,
    )})
    select ${sql.placeholder('type')}, ${sql.placeholder('firstName')}, ${sql.placeholder('lastName')},
      ${sql.placeholder('email')}, ${sql.placeholder('phone')}, ${sql.placeholder('businessName')},
      ${sql.placeholder('industry')}, ${sql.placeholder('coverageTypes')}::json,
      ${sql.placeholder('additionalInfo')}, ${sql.placeholder('sourcePage')},
      ${sql.placeholder('utmSource')}::text, ${sql.placeholder('utmMedium')}::text,
      ${sql.placeholder('utmCampaign')}::text, ${sql.placeholder('referrerHost')}::text,
      ${sql.placeholder('details')}::json, ${sql.placeholder('detailsTokenHash')},
      ${sql.placeholder('spamReason')}::text, ${sql.placeholder('idempotencyKey')}::text
    from counter where counter.${sql.identifier(rateLimits.count.name)} <= ${sql.placeholder('max')}::int
    on conflict (${sql.identifier(leads.idempotencyKey.name)})
      where ${sql.identifier(leads.idempotencyKey.name)} is not null do nothing
    returning ${leads.id}
  ), mail as (
    ${queueEmailsSql(sql.placeholder('emails'), {
      from: sql`lead`,
      id: sql`lead."id"`,
      placeholder: LEAD_ID_PLACEHOLDER,
    })}
    where ${sql.placeholder('spamReason')}::text is null
  )
  select lead."id" from counter left join lead on true`;

/** The lead a submission with this Idempotency-Key made before, if any. */
const leadOfKey = prepareStatement<{ key: string }>(
  sql`select ${leads.id} from ${leads} where ${leads.idempotencyKey} = ${sql.placeholder('key')}`,
);

type LeadRow = typeof leads.$inferSelect;

/**
 * What the visitor sent, as the lead's row keeps it: the form's words and where the visitor came
 * from (the coverages and details, kept as JSON, aside).
 */
export type LeadSubmission = Pick<
  LeadRow,
  | 'type'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'businessName'
  | 'industry'
  | 'additionalInfo'
  | 'sourcePage'
  | 'utmSource'
  | 'utmMedium'
  | 'utmCampaign'
  | 'referrerHost'
>;

/** The values of one quote request's statement (JSON as text). */
export interface InsertLeadValues extends LeadSubmission {
  [name: string]: unknown;
  key: string;
  windowStart: string;
  max: number;
  coverageTypes: string | null;
  details: string | null;
  detailsTokenHash: string;
  spamReason: string | null;
  emails: string | null;
  idempotencyKey: string | null;
}

const insertLeadWithMail = prepareStatement<InsertLeadValues>(insertLeadWithMailSql);

/** Quote requests one address may send per window (about 10 in 10 minutes). */
export interface LeadRateLimit {
  /** Who is counted, e.g. `POST /api/leads 203.0.113.7`. */
  key: string;
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

export type CreateLeadResult =
  | { created: true; id: number; detailsToken: string }
  | { created: false; retryAfterSeconds: number };

/**
 * Stores a quote request and queues its two e-mails in ONE statement that also counts the
 * request against the sender's rate limit: a lead never exists without its notifications, the
 * row is committed before the caller acknowledges it, and a request over the limit stores
 * nothing. Sent straight through the driver because this is the agency's hot path: the query
 * builder, a separate counter statement and BEGIN/COMMIT cost more than the writes themselves
 * (bench/leads, ADR 0006).
 */
export async function createLead(
  query: RawQuery,
  lead: Lead & { spamReason?: LeadSpamReason | null },
  context: LeadContext,
  limit: LeadRateLimit,
  resend?: { idempotencyKey: string; secret: string },
): Promise<CreateLeadResult> {
  // A submission sent again gets the same answer: its token follows from its key.
  const detailsToken = resend
    ? createHmac('sha256', resend.secret)
        .update(`lead ${resend.idempotencyKey}`)
        .digest('base64url')
        .slice(0, 32)
    : randomBytes(24).toString('base64url');
  const emails = leadEmails(lead, LEAD_ID_PLACEHOLDER, context.agency, context.notifyTo);
  const window = rateWindow(limit.timeWindow);
  const json = (value: unknown) => (value == null ? null : JSON.stringify(value));
  const [row] = await query<{ id: number | null }>(
    insertLeadWithMail({
      key: limit.key,
      windowStart: window.windowStart,
      max: limit.max,
      type: lead.type,
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      businessName: lead.businessName ?? null,
      industry: lead.industry ?? null,
      coverageTypes: json(lead.coverageTypes),
      additionalInfo: lead.additionalInfo ?? null,
      sourcePage: lead.sourcePage ?? null,
      utmSource: lead.utm?.source ?? null,
      utmMedium: lead.utm?.medium ?? null,
      utmCampaign: lead.utm?.campaign ?? null,
      referrerHost: lead.referrerHost ?? null,
      details: json(lead.details),
      detailsTokenHash: sha256(detailsToken),
      spamReason: lead.spamReason ?? null,
      emails: json(emails),
      idempotencyKey: resend?.idempotencyKey ?? null,
    }),
  );
  if (row?.id != null) return { created: true, id: row.id, detailsToken };
  // Nothing inserted: over the limit, or this submission was received before.
  if (resend) {
    const [earlier] = await query<{ id: number }>(leadOfKey({ key: resend.idempotencyKey }));
    if (earlier) return { created: true, id: earlier.id, detailsToken };
  }
  return { created: false, retryAfterSeconds: window.retryAfterSeconds };
}

/** Adds line-specific details to a fresh lead; false when the token or the lead does not match. */
export async function addLeadDetails(db: Db, id: number, token: string, details: LeadDetails) {
  const updated = await db
    .update(leads)
    .set({ details })
    .where(
      and(
        eq(leads.id, id),
        eq(leads.detailsTokenHash, sha256(token)),
        gt(leads.createdAt, new Date(Date.now() - DETAILS_WINDOW_MS)),
      ),
    )
    .returning({ id: leads.id });
  return updated.length === 1;
}

interface NameParts {
  id: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** How staff are named in lists: first and last name, or the e-mail when they gave none. */
export function personName(p: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}) {
  return [p.firstName, p.lastName].filter(Boolean).join(' ').trim() || p.email;
}

const personRef = (p: NameParts): PersonRef | null =>
  p.id ? { id: p.id, name: personName({ ...p, email: p.email ?? '' }) } : null;

/** A lead the 24-hour promise runs for: new, and not held as suspected spam. */
const awaitingAnswer = sql`(${leads.status} = 'new' and ${leads.spamReason} is null)`;

/** Text that reads like a phone number: digits and the usual separators, 3 digits or more. */
const phoneDigits = (q: string) =>
  /^[\d\s()+.-]+$/.test(q) && q.replace(/\D/g, '').length >= 3 ? q.replace(/\D/g, '') : null;

/**
 * The WHERE of the inbox's filters. Days are the agency's (America/Chicago): `from` starts at its
 * local midnight, `to` runs up to the next day's, whatever the server's time zone.
 */
export function leadFilterWhere(filters: LeadFilters): SQL | undefined {
  // Suspected spam has a view of its own: no other list, count or export includes it.
  const where: SQL[] = [
    filters.spam === 'only' ? isNotNull(leads.spamReason) : isNull(leads.spamReason),
  ];
  if (filters.status) where.push(eq(leads.status, filters.status));
  if (filters.type === 'commercial') where.push(inArray(leads.type, [...commercialLeadTypes]));
  if (filters.type === 'personal') where.push(notInArray(leads.type, [...commercialLeadTypes]));
  if (filters.coverage) {
    where.push(sql`${leads.coverageTypes}::jsonb @> jsonb_build_array(${filters.coverage}::text)`);
  }
  if (filters.from) {
    where.push(
      sql`${leads.createdAt} >= (${filters.from}::date::timestamp at time zone ${AGENCY_TIME_ZONE})`,
    );
  }
  if (filters.to) {
    where.push(
      sql`${leads.createdAt} < ((${filters.to}::date + 1)::timestamp at time zone ${AGENCY_TIME_ZONE})`,
    );
  }
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    const digits = phoneDigits(filters.q);
    const matches = [
      sql`(${leads.firstName} || ' ' || ${leads.lastName}) ilike ${pattern}`,
      sql`${leads.email} ilike ${pattern}`,
      sql`${leads.businessName} ilike ${pattern}`,
      sql`${leads.phone} ilike ${pattern}`,
    ];
    if (digits) {
      matches.push(
        sql`regexp_replace(${leads.phone}, '\\D', '', 'g') like ${containsPattern(digits)}`,
      );
    }
    where.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return and(...where);
}

const assignee = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

function listItem(row: LeadRow, person: NameParts, now: Date): LeadListItem {
  return {
    id: row.id,
    type: row.type,
    line: leadLineOf(row.type),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    businessName: row.businessName,
    coverageTypes: row.coverageTypes,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    assignee: personRef(person),
    ageHours: ageHoursOf(row.createdAt, now),
    responseDue: row.spamReason ? null : responseDueOf(row.createdAt, row.status, now),
    suspectedSpam: row.spamReason ?? null,
  };
}

/** Fields of a lead that its audit rows carry. */
const tracked = (row: Pick<LeadRow, 'status' | 'contactedAt' | 'lostReason'>) => ({
  status: row.status,
  ...(row.lostReason ? { lostReason: row.lostReason } : {}),
  contactedAt: row.contactedAt?.toISOString() ?? null,
});

/**
 * Working the leads: the inbox, one lead, its status, assignee and notes. Every write commits with
 * its audit row.
 */
export function leadsService(db: Db, clock: () => Date = () => new Date()) {
  async function member(tx: Db, id: string) {
    const [row] = await tx
      .select(assignee)
      .from(users)
      .where(
        and(eq(users.id, id), inArray(users.role, ['agent', 'admin']), isNull(users.disabledAt)),
      );
    return row;
  }

  async function requireLead(tx: Db, id: number, lock = false) {
    const query = tx.select().from(leads).where(eq(leads.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new HttpError(404, leadMessagesStaff.leadNotFound);
    return row;
  }

  /** Everything submitted, where the lead stands, its notes and its audit trail. */
  async function get(id: number): Promise<LeadDetail> {
    const [row] = await db
      .select({ lead: leads, assignee })
      .from(leads)
      .leftJoin(users, eq(users.id, leads.assigneeId))
      .where(eq(leads.id, id));
    if (!row) throw new HttpError(404, leadMessagesStaff.leadNotFound);
    const { lead } = row;
    const now = clock();
    const [notes, history, account] = await Promise.all([
      notesOf(db, id),
      historyOf(db, id),
      accountOf(db, lead.email, now),
    ]);
    return {
      ...listItem(lead, row.assignee ?? emptyPerson, now),
      industry: lead.industry,
      additionalInfo: lead.additionalInfo,
      sourcePage: lead.sourcePage,
      details: lead.details ?? null,
      contactedAt: lead.contactedAt?.toISOString() ?? null,
      quotedAt: lead.quotedAt?.toISOString() ?? null,
      closedAt: lead.closedAt?.toISOString() ?? null,
      lostReason: lead.lostReason,
      utm: { source: lead.utmSource, medium: lead.utmMedium, campaign: lead.utmCampaign },
      referrerHost: lead.referrerHost,
      notes,
      history,
      account,
    };
  }

  return {
    get,

    /**
     * A page of the inbox, what needs action first: the leads still waiting for their first answer
     * (new, not held as spam), the most overdue first, so missed promises lead and then the ones
     * due soonest; then every other lead, newest first.
     */
    async list(filters: LeadFilters, page: number, pageSize: number) {
      const where = leadFilterWhere(filters);
      const [rows, total] = await Promise.all([
        db
          .select({ lead: leads, assignee })
          .from(leads)
          .leftJoin(users, eq(users.id, leads.assigneeId))
          .where(where)
          .orderBy(
            sql`case when ${awaitingAnswer} then 0 else 1 end`,
            sql`case when ${awaitingAnswer} then ${leads.createdAt} end asc`,
            desc(leads.createdAt),
            desc(leads.id),
          )
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.$count(leads, where),
      ]);
      const now = clock();
      return {
        items: rows.map((r) => listItem(r.lead, r.assignee ?? emptyPerson, now)),
        total,
        page,
        pageSize,
      };
    },

    /** Every match of the filters, newest first, with its assignee's name (the CSV export). */
    async all(filters: LeadFilters) {
      const rows = await db
        .select({ lead: leads, assignee })
        .from(leads)
        .leftJoin(users, eq(users.id, leads.assigneeId))
        .where(leadFilterWhere(filters))
        .orderBy(desc(leads.createdAt), desc(leads.id));
      return rows.map((r) => ({
        ...r.lead,
        assigneeName: personRef(r.assignee ?? emptyPerson)?.name ?? null,
      }));
    },

    /**
     * A new status and/or assignee. Any status may follow any other (a lost lead can come back,
     * a wrong click is undone with another); the first move away from `new` stamps contactedAt,
     * once. Writes nothing, and audits nothing, when nothing changes.
     */
    async update(
      id: number,
      change: { status?: LeadStatus; lostReason?: LeadLostReason; assigneeId?: string | null },
      actorId: string,
    ) {
      await db.transaction(async (tx) => {
        const before = await requireLead(tx, id, true);
        const set: Partial<
          Pick<
            LeadRow,
            'status' | 'contactedAt' | 'quotedAt' | 'closedAt' | 'lostReason' | 'assigneeId'
          >
        > = {};
        const newReason =
          change.status === 'lost' &&
          before.status === 'lost' &&
          change.lostReason !== before.lostReason;
        if (change.status !== undefined && (change.status !== before.status || newReason)) {
          set.status = change.status;
          const now = clock();
          if (change.status !== 'new' && !before.contactedAt) set.contactedAt = now;
          if (change.status === 'quoted' && !before.quotedAt) set.quotedAt = now;
          // Won or lost: when, and why it was lost; opened again, neither.
          const closed = change.status === 'won' || change.status === 'lost';
          if (!newReason) set.closedAt = closed ? now : null;
          set.lostReason = change.status === 'lost' ? (change.lostReason ?? null) : null;
        }
        let newAssignee: PersonRef | null = null;
        if (change.assigneeId !== undefined && change.assigneeId !== before.assigneeId) {
          if (change.assigneeId !== null) {
            const found = await member(tx, change.assigneeId);
            if (!found) {
              throw new HttpError(400, leadMessagesStaff.assigneeInvalid, [
                { path: 'assigneeId', message: leadMessagesStaff.assigneeInvalid },
              ]);
            }
            newAssignee = personRef(found);
          }
          set.assigneeId = change.assigneeId;
        }
        if (Object.keys(set).length === 0) return;
        const [after] = await tx.update(leads).set(set).where(eq(leads.id, id)).returning();
        if (set.status) {
          await recordAudit(tx, {
            actorId,
            action: 'lead.status',
            entityType: 'lead',
            entityId: id,
            before: tracked(before),
            after: tracked(after!),
          });
        }
        if (set.assigneeId !== undefined) {
          const previous = before.assigneeId ? await personById(tx, before.assigneeId) : null;
          await recordAudit(tx, {
            actorId,
            action: 'lead.assign',
            entityType: 'lead',
            entityId: id,
            before: { assigneeId: before.assigneeId, assigneeName: previous?.name ?? null },
            after: { assigneeId: set.assigneeId, assigneeName: newAssignee?.name ?? null },
          });
        }
      });
      return get(id);
    },

    async addNote(id: number, text: string, actorId: string): Promise<LeadNote> {
      return db.transaction(async (tx) => {
        await requireLead(tx, id);
        const [note] = await tx
          .insert(leadNotes)
          .values({ leadId: id, authorId: actorId, text })
          .returning();
        await recordNoteAudit(tx, actorId, { entityType: 'lead', entityId: id }, note!);
        return {
          id: note!.id,
          text: note!.text,
          createdAt: note!.createdAt.toISOString(),
          author: await personById(tx, actorId),
        };
      });
    },

    /**
     * Not spam after all: the request joins the inbox (its 24 hours counted from now on the
     * list's clock as from when it came). Its e-mails are not sent late: the agent has it.
     */
    async restore(id: number, actorId: string) {
      await db.transaction(async (tx) => {
        const before = await requireLead(tx, id, true);
        if (!before.spamReason) throw new HttpError(409, leadMessagesStaff.notSpam);
        await tx.update(leads).set({ spamReason: null }).where(eq(leads.id, id));
        await recordAudit(tx, {
          actorId,
          action: 'lead.restore',
          entityType: 'lead',
          entityId: id,
          before: { spamReason: before.spamReason },
          after: { spamReason: null },
        });
      });
      return get(id);
    },

    /** The lead, when it is won and may become a client; 404 unknown, 409 not won. */
    async invitable(id: number) {
      const lead = await requireLead(db, id);
      if (lead.status !== 'won') throw new HttpError(409, leadMessagesStaff.notWon);
      return lead;
    },

    /** Marks in the lead's trail that it was invited (the invitation audits itself too). */
    async recordInvited(id: number, actorId: string, sent: { email: string; expiresAt: string }) {
      await recordAudit(db, {
        actorId,
        action: 'lead.invite',
        entityType: 'lead',
        entityId: id,
        after: sent,
      });
    },

    /** Active agents and admins, by name: the assignee picker. */
    async members(): Promise<StaffMember[]> {
      const rows = await db
        .select({ ...assignee, role: users.role })
        .from(users)
        .where(and(inArray(users.role, ['agent', 'admin']), isNull(users.disabledAt)));
      return rows
        .map((r) => ({
          id: r.id,
          name: personName(r),
          email: r.email,
          role: r.role as StaffMember['role'],
        }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    },
  };
}

const emptyPerson: NameParts = { id: null, firstName: null, lastName: null, email: null };

async function personById(tx: Db, id: string): Promise<PersonRef | null> {
  const [row] = await tx.select(assignee).from(users).where(eq(users.id, id));
  return row ? personRef(row) : null;
}

async function notesOf(db: Db, leadId: number): Promise<LeadNote[]> {
  const rows = await db
    .select({ note: leadNotes, author: assignee })
    .from(leadNotes)
    .leftJoin(users, eq(users.id, leadNotes.authorId))
    .where(eq(leadNotes.leadId, leadId))
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
  return rows.map(({ note, author }) => ({
    id: note.id,
    text: note.text,
    createdAt: note.createdAt.toISOString(),
    author: personRef(author ?? emptyPerson),
  }));
}

async function historyOf(db: Db, leadId: number): Promise<LeadEvent[]> {
  const rows = await db
    .select({ event: auditLog, actor: assignee })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entityType, 'lead'), eq(auditLog.entityId, String(leadId))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  return rows.map(({ event, actor }) => ({
    id: event.id,
    action: event.action,
    actor: personRef(actor ?? emptyPerson),
    createdAt: event.createdAt.toISOString(),
    before: event.before,
    after: event.after,
  }));
}

/** Whether the lead's address has a confirmed account, or an invitation still open. */
async function accountOf(db: Db, email: string, now: Date): Promise<LeadDetail['account']> {
  const address = email.trim().toLowerCase();
  const [user] = await db
    .select({ verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, address));
  if (user?.verifiedAt) return { status: 'active', invitationExpiresAt: null };
  const [invitation] = await db
    .select({ expiresAt: accountTokens.expiresAt })
    .from(accountTokens)
    .where(
      and(
        eq(sql`lower(${accountTokens.email})`, address),
        eq(accountTokens.purpose, 'invitation'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(accountTokens.expiresAt))
    .limit(1);
  return invitation
    ? { status: 'invited', invitationExpiresAt: invitation.expiresAt.toISOString() }
    : { status: 'none', invitationExpiresAt: null };
}
