import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AgencyProfile } from '../../../shared/agency';
import type { Lead, LeadDetails } from '../../../shared/leads';
import type { Db } from '../../db/client';
import { leads } from '../../db/schema';
import { LEAD_ID_PLACEHOLDER, leadEmails } from './lead-emails';

/** How long after submitting a visitor may still add details to their request. */
export const DETAILS_WINDOW_MS = 24 * 3600 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface LeadContext {
  agency: AgencyProfile;
  /** Where new-lead e-mails go. */
  notifyTo: string;
}

/**
 * Stores a quote request and queues its two e-mails in ONE statement: a lead never exists
 * without its notifications, and the row is committed before the caller acknowledges it.
 * Hand-written because this is the agency's hot path: the query builder and a separate
 * BEGIN/COMMIT cost more than the writes themselves (bench/leads).
 */
export async function createLead(db: Db, lead: Lead, context: LeadContext) {
  const detailsToken = randomBytes(24).toString('base64url');
  const emails = leadEmails(lead, LEAD_ID_PLACEHOLDER, context.agency, context.notifyTo);
  const json = (value: unknown) => (value == null ? null : JSON.stringify(value));
  const result = await db.execute(sql`
    with lead as (
      insert into leads ("type", "firstName", "lastName", "email", "phone", "businessName",
        "industry", "coverageTypes", "additionalInfo", "sourcePage", "details", "detailsTokenHash")
      values (${lead.type}, ${lead.firstName}, ${lead.lastName}, ${lead.email}, ${lead.phone},
        ${lead.businessName}, ${lead.industry}, ${json(lead.coverageTypes)}::json,
        ${lead.additionalInfo}, ${lead.sourcePage}, ${json(lead.details)}::json,
        ${sha256(detailsToken)})
      returning "id"
    ), mail as (
      insert into email_outbox ("kind", "to", "subject", "text", "html", "leadId")
      select m."kind", m."to", replace(m."subject", ${LEAD_ID_PLACEHOLDER}, lead."id"::text),
        m."text", m."html", lead."id"
      from lead, json_to_recordset(${json(emails)}::json)
        as m("kind" text, "to" text, "subject" text, "text" text, "html" text)
    )
    select "id" from lead`);
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  return { id: row!.id, detailsToken };
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
