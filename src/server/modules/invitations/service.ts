import fp from 'fastify-plugin';
import {
  authMessages,
  TOKEN_TTL_HOURS,
  type AcceptInviteInput,
  type Invitation,
} from '#shared/auth';
import { siteOrigin } from '#server/config';
import { findByEmail, invalidLink, toSessionUser } from '../auth/accounts';
import { assertAcceptablePassword } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import type { SessionUser } from '../auth/sessions';
import { staffInvitationMail } from '../team/emails';
import { and, asc, desc, eq, exists, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accountName } from '#shared/clients';
import { invitationMessages, type OpenInvitation } from '#shared/staff/invitations';
import { HttpError } from '#server/plugins/errors';
import { displayName, type StaffRole } from '#shared/staff/team';
import {
  type BulkInvite,
  type BulkInviteResult,
  INVITATIONS_PER_MINUTE,
} from '#shared/staff/clients';
import type { Database, Db } from '#server/db/client';
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
import { recordAudit } from '../console/audit';
import { addClientPerson, type Membership } from '../clients/accounts';

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
        // Only a confirmed person holds an address: a stranger's registration of it, never
        // confirmed, does not keep the client from their invitation (acceptance takes the row).
        tx
          .select({ email: sql<string>`lower(${users.email})` })
          .from(users)
          .where(
            and(isNotNull(users.emailVerifiedAt), inArray(sql`lower(${users.email})`, addresses)),
          ),
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
        toContactAddress: true,
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

/** An invitation sent to an account's contact address (the bulk invitation: to hold it). */
const toContactAddress = sql`${accountTokens.data}->>'toContactAddress' = 'true'`;

/**
 * The account's contact address changed (the import, the console): the invitations still open
 * that went to the old address are retired, so a link sent to a mistyped address gives nobody
 * the account. Invitations staff or the holder sent to a person's own address stay.
 */
export async function retireHolderInvitations(tx: Db, accountId: string, oldEmail: string) {
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.purpose, 'invitation'),
        isNull(accountTokens.usedAt),
        sql`${accountTokens.data}->>'accountId' = ${accountId}`,
        sql`lower(${accountTokens.email}) = lower(${oldEmail})`,
        toContactAddress,
      ),
    );
}

/**
 * Whether an invitation sent to an account's contact address went to one that is no longer its
 * contact address: it then opens nothing, whichever way the address changed.
 */
export async function isStaleHolderInvitation(
  tx: Db,
  invitation: { email: string; data: InvitationData | null },
): Promise<boolean> {
  const { data } = invitation;
  if (!data?.accountId || !data.toContactAddress) return false;
  const [account] = await tx
    .select({ email: clientAccounts.email })
    .from(clientAccounts)
    .where(eq(clientAccounts.id, data.accountId));
  if (!account) return false;
  return account.email?.toLowerCase() !== invitation.email.toLowerCase();
}

/**
 * Whose open invitations a caller may see and withdraw: an admin every one, an agent the clients'
 * (a staff invitation carries a role), a holder the member invitations of their account.
 */
export type InvitationScope = { staff: 'agent' | 'admin' } | { holderOf: string };

function openIn(scope: InvitationScope, now: Date) {
  const open = and(
    eq(accountTokens.purpose, 'invitation'),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );
  if ('holderOf' in scope) {
    return and(
      open,
      sql`${accountTokens.data}->>'accountId' = ${scope.holderOf}`,
      sql`${accountTokens.data}->>'accountRole' = 'member'`,
    );
  }
  return and(
    open,
    scope.staff === 'admin' ? undefined : isNull(sql`${accountTokens.data}->>'role'`),
  );
}

const sender = alias(users, 'sender');

/** The open invitations in scope, newest first. */
export async function openInvitations(
  db: Db,
  scope: InvitationScope,
  now = new Date(),
): Promise<OpenInvitation[]> {
  const rows = await db
    .select({ token: accountTokens, account: clientAccounts, sender })
    .from(accountTokens)
    .leftJoin(clientAccounts, sql`${clientAccounts.id}::text = ${accountTokens.data}->>'accountId'`)
    .leftJoin(sender, eq(sender.id, accountTokens.createdBy))
    .where(openIn(scope, now))
    .orderBy(desc(accountTokens.createdAt), desc(accountTokens.id));
  return rows.map(({ token, account, sender: by }) => ({
    id: token.id,
    email: token.email,
    kind: token.data?.role ? 'staff' : token.data?.accountRole === 'member' ? 'member' : 'holder',
    role: token.data?.role ?? null,
    accountId: account?.id ?? null,
    accountName: account ? accountName(account) : null,
    sentBy: by ? displayName(by) : null,
    createdAt: token.createdAt.toISOString(),
    expiresAt: token.expiresAt.toISOString(),
  }));
}

/**
 * Withdraws an open invitation in scope: its link opens nothing from now on. Audited (a holder's
 * too). 404 when there is none in scope.
 */
export async function withdrawInvitation(
  db: Db,
  id: number,
  scope: InvitationScope,
  actorId: string,
  now = new Date(),
): Promise<{ message: string }> {
  const email = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.id, id), openIn(scope, now)))
      .returning();
    if (!row) return null;
    await recordAudit(tx, {
      actorId,
      action: 'invitation.withdraw',
      entityType: 'invitation',
      entityId: row.id,
      before: { email: row.email, ...row.data, passwordHash: undefined },
    });
    return row.email;
  });
  if (email === null) throw new HttpError(404, invitationMessages.notFound);
  return { message: invitationMessages.withdrawn(email) };
}

/**
 * Invitations to the portal and the console: staff invite a client (one, or many accounts at
 * once) or a colleague; the invitee looks the link up and accepts it, which makes their account
 * (a client person, or a staff member with the invitation's role). Each is one transaction with
 * its e-mail and its audit row.
 */
export function invitationService(database: Database, links: LinkBase) {
  const { db } = database;

  /**
   * An e-mailed, single-use link to /accept-invite: a client's (no role) or a staff member's (the
   * role is kept in the token's data, and the account is made with it when the link is used).
   */
  async function invite(
    input: { email: string; firstName?: string; lastName?: string; accountId?: string },
    invitedBy: string,
    role?: StaffRole,
  ) {
    return db.transaction(async (tx) => {
      const existing = await findByEmail(tx, input.email);
      if (existing?.emailVerifiedAt) throw new HttpError(409, authMessages.accountExists);
      const data = {
        ...(input.firstName ? { firstName: input.firstName } : {}),
        ...(input.lastName ? { lastName: input.lastName } : {}),
        ...(role ? { role } : {}),
        ...(!role && input.accountId ? { accountId: input.accountId } : {}),
      };
      const { token, expiresAt } = await tokens.issue(tx, {
        purpose: 'invitation',
        email: input.email,
        createdBy: invitedBy,
        data,
        ttlHours: TOKEN_TTL_HOURS.invitation,
      });
      await enqueueEmails(tx, [
        role
          ? staffInvitationMail(links, input.email, token, role)
          : invitationMail(links, input.email, token),
      ]);
      await recordAudit(tx, {
        actorId: invitedBy,
        action: role ? 'user.invite' : 'client.invite',
        entityType: 'invitation',
        entityId: input.email,
        after: { email: input.email, ...data, expiresAt },
      });
      return { email: input.email, expiresAt: expiresAt.toISOString() };
    });
  }

  return {
    /** Staff invite a client by e-mail; 409 when the address already has a confirmed account. */
    inviteClient: (
      input: { email: string; firstName?: string; lastName?: string; accountId?: string },
      invitedBy: string,
    ) => invite(input, invitedBy),

    /** Staff invite many client accounts at once (inviteAccounts above). */
    inviteAccounts: (target: BulkInvite, invitedBy: string) =>
      db.transaction((tx) => inviteAccounts(tx, target, invitedBy, links)),

    /** An admin invites an agent or admin; the same rules, and the role travels in the token. */
    inviteStaff: (
      input: { email: string; firstName?: string; lastName?: string; role: StaffRole },
      invitedBy: string,
    ) => invite(input, invitedBy, input.role),

    /** What an invitation link holds, for the page that accepts it (the token stays live). */
    async lookupInvitation(token: string): Promise<Invitation> {
      const row = await tokens.peek(db, 'invitation', token);
      if (!row || (await isStaleHolderInvitation(db, row))) throw invalidLink();
      return {
        email: row.email,
        firstName: row.data?.firstName ?? null,
        lastName: row.data?.lastName ?? null,
        role: row.data?.role ?? 'client',
      };
    },

    /**
     * The invited person chooses name and password; the account is created confirmed (the link
     * came to the address), as a client or with the staff role of the invitation. An unconfirmed
     * self-registration of the same address is taken over.
     */
    async acceptInvitation(input: AcceptInviteInput): Promise<SessionUser> {
      const password = input.password || undefined;
      if (password) assertAcceptablePassword(password);
      const hash = password ? await hashPassword(password) : null;
      return db.transaction(async (tx) => {
        const invitation = await tokens.peek(tx, 'invitation', input.token);
        // Staff sign in with a password (or the identity provider), never by e-mailed code.
        if (invitation?.data?.role && !hash) {
          throw new HttpError(400, authMessages.staffPasswordRequired, [
            { path: 'password', message: authMessages.staffPasswordRequired },
          ]);
        }
        const used = await tokens.consume(tx, 'invitation', input.token);
        if (!used || (await isStaleHolderInvitation(tx, used))) throw invalidLink();
        const existing = await findByEmail(tx, used.email);
        if (existing?.emailVerifiedAt) throw new HttpError(409, authMessages.accountExists);
        const staffRole = used.data?.role;
        const values = {
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          // No password: the client signs in with a code, or chooses one later (reset).
          password: hash,
          emailVerifiedAt: new Date(),
        };
        // A client invitation may name the account to join (an imported client, a household);
        // a registrant invited as staff or into another account leaves the account their
        // registration made, which goes when it holds nothing.
        const membership = staffRole ? null : await membershipOf(tx, used.data);
        const moved = staffRole
          ? {
              role: staffRole,
              isClient: false,
              accountId: null,
              accountRole: null,
              policyScope: null,
            }
          : (membership ?? {});
        const row = existing
          ? (
              await tx
                .update(users)
                .set({ ...values, ...moved })
                .where(eq(users.id, existing.id))
                .returning()
            )[0]
          : staffRole
            ? (
                await tx
                  .insert(users)
                  .values({ ...values, ...moved, email: used.email })
                  .returning()
              )[0]
            : await addClientPerson(tx, { ...values, email: used.email }, membership ?? undefined);
        if (existing?.accountId && existing.accountId !== row!.accountId) {
          await dropIfEmpty(tx, existing.accountId);
        }
        if (membership?.policyScope === 'chosen') {
          await choosePolicies(tx, row!.id, membership.accountId, used.data?.policyIds ?? []);
        }
        await tokens.retire(tx, 'invitation', used.email);
        await tokens.retire(tx, 'verify-email', used.email);
        return toSessionUser(row!);
      });
    },
  };
}

export type InvitationService = ReturnType<typeof invitationService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The invitations: the account routes (look one up, accept it) and the staff console. */
    invitations: InvitationService;
  }
}

/** Decorates the app with the invitation service; e-mailed links point at PUBLIC_URL. */
export default fp(
  async (app) => {
    app.decorate(
      'invitations',
      invitationService(app.database, {
        origin: siteOrigin(app.config),
        agency: app.config.agency,
      }),
    );
  },
  { name: 'invitations', dependencies: ['session'] },
);
