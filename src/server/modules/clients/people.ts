import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { TOKEN_TTL_HOURS } from '#shared/auth';
import {
  accountName,
  peopleMessages,
  type AccountPeople,
  type InvitePerson,
} from '#shared/clients';
import type { Db } from '#server/db/client';
import {
  accountMemberPolicies,
  accountTokens,
  clientAccounts,
  clientPolicies,
  users,
} from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { accountLink, type LinkBase } from '../auth/account-emails';
import { accountTokenStore as tokens } from '../auth/account-tokens';
import type { SessionStore } from '../auth/sessions';
import { composeEmail } from '../mail/compose';
import { nameShaped } from '../mail/greeting';
import { enqueueEmails } from '../mail/outbox';
import { recordAudit, type AuditEntry } from '../console/audit';

/** Who changes an account's people: its holder, or staff for them. */
interface Actor {
  id: string;
  staff: boolean;
}

/** A change staff make to an account's people is audited; the holder's own are not. */
const auditStaff = (tx: Db, actor: Actor, entry: Omit<AuditEntry, 'actorId'>) =>
  actor.staff ? recordAudit(tx, { ...entry, actorId: actor.id }) : Promise.resolve();

const notFound = () => new HttpError(404, 'Not found');

/**
 * The account's name as the invitation may say it: the name the agency keeps, when it reads as a
 * name (a self-registered holder chose their own, and the invitation goes to an address they
 * typed); otherwise null, and the invitation speaks of "a client" instead.
 */
async function nameOfAccount(tx: Db, accountId: string): Promise<string | null> {
  const [account] = await tx.select().from(clientAccounts).where(eq(clientAccounts.id, accountId));
  if (!account) throw notFound();
  return nameShaped(accountName(account), 80);
}

function memberInvitationMail(base: LinkBase, to: string, token: string, account: string | null) {
  return composeEmail(
    {
      kind: 'member-invitation',
      to,
      subject: account
        ? `You are invited to ${account}'s client portal at ${base.agency.name}`
        : `You are invited to a client portal at ${base.agency.name}`,
      paragraphs: [
        `${account ?? 'A client of the agency'} added you to their account in the client portal of ${base.agency.name}: you will see the policies they chose for you, their claims and documents.`,
        `The link below signs you in: no password to remember. It is valid for ${TOKEN_TTL_HOURS.invitation / 24} days and works once.`,
        'If you do not know them, ignore this e-mail: nothing happens without the link.',
      ],
      link: { href: accountLink(base, '/accept-invite', token), label: 'Open the client portal' },
    },
    base.agency,
  );
}

/** To an address that already signs in somewhere: no second account, and nothing told to the inviter. */
function memberAddressTakenMail(base: LinkBase, to: string, account: string | null) {
  return composeEmail(
    {
      kind: 'member-invitation-refused',
      to,
      subject: `An invitation to ${base.agency.name}'s client portal`,
      paragraphs: [
        `${account ?? 'A client of the agency'} tried to add you to their account in the client portal of ${base.agency.name}, but your address already signs in to an account there, and one address signs in to one account.`,
        `If you should see their policies, reply to this e-mail or call us at ${base.agency.phone} and we will sort it out.`,
      ],
    },
    base.agency,
  );
}

/**
 * The people of one client account: who signs in (the holder first), the invitations still
 * open, and the account's policies to choose from. The holder manages them in the portal; staff
 * on the client's page (audited).
 */
export function peopleService(db: Db, sessions: SessionStore, links: LinkBase) {
  return {
    async list(accountId: string): Promise<AccountPeople> {
      const [people, chosen, invitations, policies] = await Promise.all([
        db
          .select()
          .from(users)
          .where(eq(users.accountId, accountId))
          .orderBy(sql`${users.accountRole} <> 'holder'`, asc(users.createdAt)),
        db
          .select({
            userId: accountMemberPolicies.userId,
            policyId: accountMemberPolicies.policyId,
          })
          .from(accountMemberPolicies)
          .innerJoin(users, eq(users.id, accountMemberPolicies.userId))
          .where(eq(users.accountId, accountId)),
        db
          .select()
          .from(accountTokens)
          .where(
            and(
              eq(accountTokens.purpose, 'invitation'),
              isNull(accountTokens.usedAt),
              gt(accountTokens.expiresAt, new Date()),
              sql`${accountTokens.data}->>'accountId' = ${accountId}`,
            ),
          )
          .orderBy(asc(accountTokens.createdAt)),
        db
          .select({
            id: clientPolicies.id,
            policyNumber: clientPolicies.policyNumber,
            policyType: clientPolicies.policyType,
          })
          .from(clientPolicies)
          .where(eq(clientPolicies.accountId, accountId))
          .orderBy(asc(clientPolicies.policyNumber)),
      ]);
      return {
        people: people.map((p) => ({
          id: p.id,
          email: p.email,
          firstName: p.firstName,
          lastName: p.lastName,
          accountRole: p.accountRole!,
          policyScope: p.policyScope!,
          policyIds: chosen.filter((c) => c.userId === p.id).map((c) => c.policyId),
          revoked: p.disabledAt !== null,
          lastSignInAt: p.lastSignInAt?.toISOString() ?? null,
        })),
        invitations: invitations.map((i) => ({
          id: i.id,
          email: i.email,
          firstName: i.data?.firstName ?? null,
          policyScope: i.data?.policyScope ?? 'all',
          policyIds: i.data?.policyIds ?? [],
          expiresAt: i.expiresAt.toISOString(),
        })),
        policies,
      };
    },

    /**
     * Invites someone to sign in to the account as a member, seeing every policy or the chosen
     * ones (which must be the account's). An address that already has an account gets a notice
     * instead, and the answer is the same: nobody learns through this who has an account.
     */
    async invite(
      accountId: string,
      input: InvitePerson,
      actor: Actor,
    ): Promise<{ message: string }> {
      const email = input.email.toLowerCase();
      await db.transaction(async (tx) => {
        const account = await nameOfAccount(tx, accountId);
        if (input.policyScope === 'chosen') {
          const owned = await tx.$count(
            clientPolicies,
            and(
              eq(clientPolicies.accountId, accountId),
              inArray(clientPolicies.id, input.policyIds),
            ),
          );
          if (owned !== new Set(input.policyIds).size) throw notFound();
        }
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.email})`, email));
        if (taken) {
          await enqueueEmails(tx, [memberAddressTakenMail(links, email, account)]);
        } else {
          const { token, expiresAt } = await tokens.issue(tx, {
            purpose: 'invitation',
            email,
            createdBy: actor.id,
            ttlHours: TOKEN_TTL_HOURS.invitation,
            data: {
              accountId,
              accountRole: 'member',
              policyScope: input.policyScope,
              policyIds: input.policyScope === 'chosen' ? [...new Set(input.policyIds)] : [],
              firstName: input.firstName,
              ...(input.lastName ? { lastName: input.lastName } : {}),
            },
          });
          await enqueueEmails(tx, [memberInvitationMail(links, email, token, account)]);
          await auditStaff(tx, actor, {
            action: 'client.invite-member',
            entityType: 'client',
            entityId: accountId,
            after: {
              email,
              policyScope: input.policyScope,
              policyIds: input.policyIds,
              expiresAt,
            },
          });
        }
      });
      return { message: peopleMessages.invited(email) };
    },

    /**
     * Removes a member's access: they can no longer sign in, and their sessions end now. Their
     * claims and uploads stay with the account. The holder's access is not removed here.
     */
    async revoke(accountId: string, personId: string, actor: Actor) {
      return db.transaction(async (tx) => {
        const [person] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, personId), eq(users.accountId, accountId)))
          .for('update');
        if (!person) throw notFound();
        if (person.accountRole === 'holder') throw new HttpError(409, peopleMessages.holderStays);
        const name = [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
        if (!person.disabledAt) {
          await tx.update(users).set({ disabledAt: new Date() }).where(eq(users.id, personId));
          await sessions.destroyForUser(personId, undefined, tx);
          await auditStaff(tx, actor, {
            action: 'client.revoke-member',
            entityType: 'user',
            entityId: personId,
            before: { disabledAt: null },
            after: { disabledAt: new Date().toISOString() },
          });
        }
        return { message: peopleMessages.revoked(name) };
      });
    },
  };
}
