import { and, asc, eq, exists, gt, inArray, isNull, sql } from 'drizzle-orm';
import { TOKEN_TTL_HOURS } from '#shared/auth';
import {
  INVITATIONS_PER_MINUTE,
  type BulkInvite,
  type BulkInviteResult,
} from '#shared/staff/clients';
import type { Db } from '#server/db/client';
import {
  accountMemberPolicies,
  accountTokens,
  certificateHolders,
  clientAccounts,
  clientPolicies,
  documents,
  users,
} from '#server/db/schema';
import { invitationMail, type LinkBase } from '../auth/account-emails';
import { accountTokenStore as tokens } from '../auth/account-tokens';
import { enqueueEmails } from '../mail/outbox';
import { recordAudit } from '../staff/audit';
import type { Membership } from './accounts';

type InvitationData = NonNullable<typeof accountTokens.$inferSelect.data>;

/**
 * Invites the client accounts staff chose (or all of them) that have a contact address and
 * nobody signed in, nor an invitation still open; each gets its own link, which makes the person
 * its holder. The e-mails go through the outbox spread out, INVITATIONS_PER_MINUTE at most, so a
 * book of thousands does not reach the mail server at once. One audit row holds the counts.
 */
export async function inviteAccounts(
  tx: Db,
  target: BulkInvite,
  invitedBy: string,
  links: LinkBase,
  now = new Date(),
): Promise<BulkInviteResult> {
  const chosen = 'accountIds' in target ? inArray(clientAccounts.id, target.accountIds) : undefined;
  const accounts = await tx
    .select({
      id: clientAccounts.id,
      email: clientAccounts.email,
      firstName: clientAccounts.firstName,
      lastName: clientAccounts.lastName,
      // Built with the query builder: a hand-written correlation would lose its table names in
      // a single-table select.
      joined: exists(
        tx
          .select({ one: sql`1` })
          .from(users)
          .where(eq(users.accountId, clientAccounts.id)),
      ).mapWith(Boolean),
    })
    .from(clientAccounts)
    .where(chosen)
    .orderBy(asc(clientAccounts.createdAt), asc(clientAccounts.id));
  const addresses = accounts.flatMap((a) => (a.email ? [a.email.toLowerCase()] : []));
  const [taken, open] = addresses.length
    ? await Promise.all([
        tx
          .select({ email: sql<string>`lower(${users.email})` })
          .from(users)
          .where(inArray(sql`lower(${users.email})`, addresses)),
        tx
          .select({ email: sql<string>`lower(${accountTokens.email})` })
          .from(accountTokens)
          .where(
            and(
              eq(accountTokens.purpose, 'invitation'),
              isNull(accountTokens.usedAt),
              gt(accountTokens.expiresAt, now),
              inArray(sql`lower(${accountTokens.email})`, addresses),
            ),
          ),
      ])
    : [[], []];
  const takenSet = new Set(taken.map((t) => t.email));
  const openSet = new Set(open.map((o) => o.email));
  const skipped = { noEmail: 0, joined: 0, invited: 0, addressTaken: 0 };
  const mails = [];
  const spacingMs = 60_000 / INVITATIONS_PER_MINUTE;
  for (const account of accounts) {
    const email = account.email?.toLowerCase();
    if (!email) skipped.noEmail++;
    else if (account.joined) skipped.joined++;
    else if (openSet.has(email)) skipped.invited++;
    else if (takenSet.has(email)) skipped.addressTaken++;
    else {
      const data: InvitationData = {
        accountId: account.id,
        ...(account.firstName ? { firstName: account.firstName } : {}),
        ...(account.lastName ? { lastName: account.lastName } : {}),
      };
      const { token } = await tokens.issue(
        tx,
        {
          purpose: 'invitation',
          email,
          createdBy: invitedBy,
          data,
          ttlHours: TOKEN_TTL_HOURS.invitation,
        },
        now.getTime(),
      );
      openSet.add(email);
      mails.push({
        ...invitationMail(links, email, token),
        notBefore: new Date(now.getTime() + mails.length * spacingMs).toISOString(),
      });
    }
  }
  await enqueueEmails(tx, mails);
  const result = {
    invited: mails.length,
    skipped,
    message: `${mails.length} ${mails.length === 1 ? 'invitation' : 'invitations'} on the way.`,
  };
  await recordAudit(tx, {
    actorId: invitedBy,
    action: 'client.invite-many',
    entityType: 'invitation',
    entityId: 'accountIds' in target ? `${target.accountIds.length} chosen` : 'all',
    after: { invited: result.invited, skipped },
  });
  return result;
}

/**
 * Where an invitation to an existing account puts the person: its holder when it has none yet,
 * else a member with the invitation's scope. Null for an invitation that names no account (or
 * one that no longer exists): the person then holds an account of their own.
 */
export async function membershipOf(
  tx: Db,
  data: InvitationData | null,
): Promise<Membership | null> {
  if (!data?.accountId) return null;
  const [account] = await tx
    .select({ id: clientAccounts.id })
    .from(clientAccounts)
    .where(eq(clientAccounts.id, data.accountId));
  if (!account) return null;
  const holders = await tx.$count(
    users,
    and(eq(users.accountId, account.id), eq(users.accountRole, 'holder')),
  );
  if (data.accountRole !== 'member' && holders === 0) {
    return { accountId: account.id, accountRole: 'holder', policyScope: 'all' };
  }
  return { accountId: account.id, accountRole: 'member', policyScope: data.policyScope ?? 'all' };
}

/** The policies a member with the `chosen` scope sees: those of the invitation still in the account. */
export async function choosePolicies(
  tx: Db,
  userId: string,
  accountId: string,
  policyIds: number[],
) {
  if (policyIds.length === 0) return;
  const owned = await tx
    .select({ id: clientPolicies.id })
    .from(clientPolicies)
    .where(and(eq(clientPolicies.accountId, accountId), inArray(clientPolicies.id, policyIds)));
  if (owned.length === 0) return;
  await tx
    .insert(accountMemberPolicies)
    .values(owned.map((p) => ({ userId, policyId: p.id })))
    .onConflictDoNothing();
}

/**
 * Removes an account a registration made that holds nothing (no person, policy, document or
 * certificate holder): its registrant has joined another account by invitation.
 */
export async function dropIfEmpty(tx: Db, accountId: string) {
  const [people, policies, docs, holders] = await Promise.all([
    tx.$count(users, eq(users.accountId, accountId)),
    tx.$count(clientPolicies, eq(clientPolicies.accountId, accountId)),
    tx.$count(documents, eq(documents.accountId, accountId)),
    tx.$count(certificateHolders, eq(certificateHolders.accountId, accountId)),
  ]);
  if (people + policies + docs + holders === 0) {
    await tx.delete(clientAccounts).where(eq(clientAccounts.id, accountId));
  }
}
