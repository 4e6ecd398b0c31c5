import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { AgencyProfile } from '../../../shared/agency';
import type { Lead, LeadDetails } from '../../../shared/leads';
import type { Db } from '../../db/client';
import { leads } from '../../db/schema';
import { enqueueEmails } from '../mail/outbox';
import { leadEmails } from './lead-emails';

/** How long after submitting a visitor may still add details to their request. */
export const DETAILS_WINDOW_MS = 24 * 3600 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface LeadContext {
  agency: AgencyProfile;
  /** Where new-lead e-mails go. */
  notifyTo: string;
}

/**
 * Stores a quote request and queues its two e-mails in one transaction: a lead never exists
 * without its notifications, and the insert is committed before the caller acknowledges it.
 */
export async function createLead(db: Db, lead: Lead, context: LeadContext) {
  const detailsToken = randomBytes(24).toString('base64url');
  const { website: _honeypot, fillMs: _fillMs, ...fields } = lead;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({ ...fields, detailsTokenHash: sha256(detailsToken) })
      .returning({ id: leads.id });
    await enqueueEmails(tx, leadEmails({ ...lead, id: row!.id }, context.agency, context.notifyTo));
    return row!.id;
  });
  return { id, detailsToken };
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
