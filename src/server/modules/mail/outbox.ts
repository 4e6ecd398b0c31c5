import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox, type MailAttachment } from '../../db/schema';
import { columnList } from '../../db/sql';

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  leadId?: number;
  /** Not sent before this instant (ISO): mail sent in bulk is spread out. */
  notBefore?: string;
  attachments?: MailAttachment[];
}

/**
 * The one statement that queues e-mail. `emails` is the list, or a placeholder for it as JSON (a
 * prepared statement). With `lead`, the mails belong to a lead inserted by the same statement:
 * `lead.from` names the row source that yields its `id` (a CTE), and `lead.placeholder` in a
 * subject becomes that id.
 */
export function queueEmailsSql(
  emails: OutgoingEmail[] | Placeholder,
  lead?: { from: SQL; id: SQL; placeholder: string },
): SQL {
  const json = Array.isArray(emails) ? JSON.stringify(emails) : emails;
  const m = sql`json_to_recordset(${json}::json)
    as m("kind" text, "to" text, "subject" text, "text" text, "html" text, "leadId" int,
      "notBefore" timestamptz, "attachments" json)`;
  return sql`insert into ${emailOutbox} (${columnList(
    emailOutbox.kind,
    emailOutbox.to,
    emailOutbox.subject,
    emailOutbox.text,
    emailOutbox.html,
    emailOutbox.leadId,
    emailOutbox.nextAttemptAt,
    emailOutbox.attachments,
  )})
    select m."kind", m."to",
      ${lead ? sql`replace(m."subject", ${lead.placeholder}, ${lead.id}::text)` : sql`m."subject"`},
      m."text", m."html", ${lead ? lead.id : sql`m."leadId"`}, coalesce(m."notBefore", now()),
      m."attachments"
    from ${lead ? sql`${lead.from}, ` : sql``}${m}`;
}

/**
 * Queues e-mail in the caller's transaction: the mail exists exactly when the record that
 * caused it does. The outbox worker delivers it.
 */
export async function enqueueEmails(tx: Db, emails: OutgoingEmail[]) {
  if (emails.length === 0) return;
  await tx.execute(queueEmailsSql(emails));
}

/**
 * Queues e-mail as `enqueueEmails` does, and answers the rows' ids: mail that may have to be
 * withdrawn before it goes (an appointment's reminder, if it is cancelled first).
 */
export async function enqueueEmailsReturningIds(
  tx: Db,
  emails: OutgoingEmail[],
): Promise<number[]> {
  if (emails.length === 0) return [];
  const rows = await tx
    .insert(emailOutbox)
    .values(
      emails.map((email) => ({
        kind: email.kind,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html ?? null,
        leadId: email.leadId ?? null,
        nextAttemptAt: email.notBefore ? new Date(email.notBefore) : new Date(),
        attachments: email.attachments ?? null,
      })),
    )
    .returning({ id: emailOutbox.id });
  return rows.map((row) => row.id);
}
