import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AgencyProfile } from '#shared/agency';
import type { Lead, LeadDetails, LeadSpamReason } from '#shared/leads';
import { type Db, prepareStatement, type RawQuery } from '../../db/client';
import { leads, rateLimits } from '../../db/schema';
import { countRequestSql, rateWindow } from '../../db/rate-counter';
import { columnList } from '../../db/sql';
import { queueEmailsSql } from '../mail/outbox';
import { LEAD_ID_PLACEHOLDER, leadEmails } from './emails';

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

/** The values of one quote request's statement (JSON as text). */
export interface InsertLeadValues {
  [name: string]: unknown;
  key: string;
  windowStart: string;
  max: number;
  type: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  businessName: string | null;
  industry: string | null;
  coverageTypes: string | null;
  additionalInfo: string | null;
  sourcePage: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerHost: string | null;
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
