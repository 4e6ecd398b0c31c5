import { and, eq, gte, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { AgencyProfile } from '#shared/agency';
import { addDays, agencyToday, daysBetween } from '#shared/agency-time';
import { formatCalendarDate } from '#shared/format';
import type { Db } from '#server/db/client';
import {
  clientAccounts,
  clientPolicies,
  policyRenewals,
  renewalReminders,
  users,
} from '#server/db/schema';
import { composeEmail } from '../mail/compose';
import { enqueueEmails } from '../mail/outbox';
import { greeting } from '../mail/greeting';
import { currentRenewal } from './service';

export interface ReminderMail {
  agency: AgencyProfile;
  /** PUBLIC_URL, or http://localhost:PORT: where the e-mailed link points. */
  origin: string;
}

/** The reminder due for a policy `daysLeft` days from expiry: the smallest threshold reached. */
export function reminderThreshold(daysLeft: number, reminderDays: number[]): number | null {
  if (daysLeft < 0) return null;
  const reached = reminderDays.filter((days) => daysLeft <= days);
  return reached.length === 0 ? null : Math.min(...reached);
}

/**
 * Sends the renewal reminders due now (docs/adr/0016): for each policy not cancelled whose
 * renewal is not lost or renewed, the reminder of the smallest threshold of
 * `agency.renewals.reminderDays` its expiry has reached, once. The day is the agency's (a
 * reminder for 7 days before goes on that day in Kansas, whatever the server's zone and
 * daylight-saving time). The reminder row and its e-mail are written in one transaction, and the
 * row's key refuses a second, so any number of instances running this at once send each once.
 * Returns how many were queued.
 */
export async function sendRenewalReminders(
  db: Db,
  mail: ReminderMail,
  now = new Date(),
): Promise<number> {
  const reminderDays = mail.agency.renewals.reminderDays;
  if (reminderDays.length === 0) return 0;
  const today = agencyToday(now);
  const candidates = await db
    .select({
      policyId: clientPolicies.id,
      policyNumber: clientPolicies.policyNumber,
      policyType: clientPolicies.policyType,
      carrier: clientPolicies.carrier,
      expirationDate: clientPolicies.expirationDate,
      accountEmail: clientAccounts.email,
      accountFirstName: clientAccounts.firstName,
      holderEmail: sql<string | null>`(
        select ${users.email} from ${users}
        where ${users.accountId} = ${clientAccounts.id} and ${users.accountRole} = 'holder'
          and ${users.disabledAt} is null
        order by ${users.createdAt} limit 1)`,
    })
    .from(clientPolicies)
    .innerJoin(clientAccounts, eq(clientAccounts.id, clientPolicies.accountId))
    .leftJoin(policyRenewals, currentRenewal)
    .where(
      and(
        ne(clientPolicies.status, 'cancelled'),
        gte(clientPolicies.expirationDate, today),
        lte(clientPolicies.expirationDate, addDays(today, Math.max(...reminderDays))),
        or(isNull(policyRenewals.status), notInArray(policyRenewals.status, ['lost', 'renewed'])),
      ),
    );

  let queued = 0;
  for (const policy of candidates) {
    const daysLeft = daysBetween(today, policy.expirationDate);
    const threshold = reminderThreshold(daysLeft, reminderDays);
    const to = policy.accountEmail ?? policy.holderEmail;
    if (threshold === null || !to) continue;
    const sent = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(renewalReminders)
        .values({
          policyId: policy.policyId,
          expirationDate: policy.expirationDate,
          daysBefore: threshold,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return false;
      await enqueueEmails(tx, [reminderEmail(policy, daysLeft, to, mail)]);
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}

function reminderEmail(
  policy: {
    policyNumber: string;
    policyType: string;
    carrier: string;
    expirationDate: string;
    accountFirstName: string | null;
  },
  daysLeft: number,
  to: string,
  mail: ReminderMail,
) {
  const date = formatCalendarDate(policy.expirationDate);
  const when = daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
  return composeEmail(
    {
      kind: 'renewal-reminder',
      to,
      subject: `Your ${policy.policyType} policy renews on ${date} – ${mail.agency.name}`,
      paragraphs: [
        greeting(policy.accountFirstName),
        `Your ${policy.policyType} policy ${policy.policyNumber} with ${policy.carrier} renews on ${date}, ${when}.`,
        'Before it does, take a few minutes with your agent: if your home, cars, drivers or business changed, or the price did, we will make sure the coverage still fits and compare carriers if it helps.',
        `Book a review from your client portal, reply to this e-mail, or call us at ${mail.agency.phone}.`,
      ],
      link: { href: `${mail.origin}/client-portal?tab=policies`, label: 'See your policies' },
    },
    mail.agency,
  );
}
