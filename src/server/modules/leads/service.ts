import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { AgencyProfile } from '#shared/agency';
import type { Lead, LeadDetails, LeadSpamReason } from '#shared/leads';
import type { Db, RawQuery } from '../../db/client';
import { leads } from '../../db/schema';
import { countRequestSql, rateWindow } from '../../db/rate-counter';
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
 * One statement: counts the request against its address ($15 key, $16 window); when the count is
 * within the limit ($17), inserts the lead ($1…$12, its spam reason $18) and, unless it is held
 * as suspected spam, its two outbox rows ($14, the subject's id placeholder $13). Answers the
 * count, and the lead's id or null when over the limit.
 */
const INSERT_LEAD_WITH_MAIL = `
  with counter as (${countRequestSql('$15', '$16')}
  ), lead as (
    insert into leads ("type", "firstName", "lastName", "email", "phone", "businessName",
      "industry", "coverageTypes", "additionalInfo", "sourcePage", "details", "detailsTokenHash",
      "spamReason")
    select $1, $2, $3, $4, $5, $6, $7, $8::json, $9, $10, $11::json, $12, $18::text
    from counter where counter."count" <= $17::int
    returning "id"
  ), mail as (
    insert into email_outbox ("kind", "to", "subject", "text", "html", "leadId")
    select m."kind", m."to", replace(m."subject", $13, lead."id"::text), m."text", m."html",
      lead."id"
    from lead, json_to_recordset($14::json)
      as m("kind" text, "to" text, "subject" text, "text" text, "html" text)
    where $18::text is null
  )
  select lead."id" from counter left join lead on true`;

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
 * nothing. Hand-written and sent straight through the driver because this is the agency's hot
 * path: the query builder, a separate counter statement and BEGIN/COMMIT cost more than the
 * writes themselves (bench/leads).
 */
export async function createLead(
  query: RawQuery,
  lead: Lead & { spamReason?: LeadSpamReason | null },
  context: LeadContext,
  limit: LeadRateLimit,
): Promise<CreateLeadResult> {
  const detailsToken = randomBytes(24).toString('base64url');
  const emails = leadEmails(lead, LEAD_ID_PLACEHOLDER, context.agency, context.notifyTo);
  const window = rateWindow(limit.timeWindow);
  const json = (value: unknown) => (value == null ? null : JSON.stringify(value));
  const [row] = await query<{ id: number | null }>(INSERT_LEAD_WITH_MAIL, [
    lead.type,
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.phone,
    lead.businessName ?? null,
    lead.industry ?? null,
    json(lead.coverageTypes),
    lead.additionalInfo ?? null,
    lead.sourcePage ?? null,
    json(lead.details),
    sha256(detailsToken),
    LEAD_ID_PLACEHOLDER,
    json(emails),
    limit.key,
    window.windowStart,
    limit.max,
    lead.spamReason ?? null,
  ]);
  return row?.id == null
    ? { created: false, retryAfterSeconds: window.retryAfterSeconds }
    : { created: true, id: row.id, detailsToken };
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
