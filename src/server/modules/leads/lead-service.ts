import type { Db } from '../../db/client';
import { leads } from '../../db/schema';
import type { Lead } from '../../../shared/leads';

/** Stores a quote request; the insert is committed before the caller acknowledges it. */
export async function createLead(db: Db, lead: Lead) {
  const [row] = await db
    .insert(leads)
    .values(lead)
    .returning({ id: leads.id, createdAt: leads.createdAt });
  return row!;
}
