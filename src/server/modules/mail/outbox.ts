import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  leadId?: number;
}

/**
 * Queues e-mail in the caller's transaction: the mail exists exactly when the record that
 * caused it does. The outbox worker delivers it.
 */
export async function enqueueEmails(tx: Db, emails: OutgoingEmail[]) {
  if (emails.length === 0) return;
  await tx.insert(emailOutbox).values(emails);
}
