import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { authMessages, TOKEN_TTL_HOURS } from '#shared/auth';
import { siteOrigin } from '../../config';
import type { Database, Db } from '../../db/client';
import { countRequest, rateWindow } from '../../db/rate-counter';
import { users, type UserRole } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { enqueueEmails } from '../mail/outbox';
import { addClientPerson } from '../clients/accounts';
import {
  accountExistsMail,
  passwordChangedMail,
  passwordResetMail,
  signInCodeMail,
  verifyEmailMail,
  type LinkBase,
} from './account-emails';
import { accountTokenStore as tokens } from './account-tokens';
import { signInCodeStore } from './sign-in-codes';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionStore, SessionUser } from './sessions';

type UserRow = typeof users.$inferSelect;

/** At most this many account e-mails (confirm, reset, "you have an account") per address an hour. */
export const ACCOUNT_MAIL_LIMIT = { max: 5, windowMs: 3600 * 1000 };

/** Registrations of one address whose password a confirmation is checked against. */
const MAX_REGISTRATIONS_CHECKED = 5;

export const toSessionUser = (row: UserRow): SessionUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  isClient: row.isClient,
  accountId: row.accountId,
  accountRole: row.accountRole,
  policyScope: row.policyScope,
});

export const invalidLink = () => new HttpError(400, authMessages.invalidLink);

export async function findByEmail(tx: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

/**
 * An account made by the operator (`npm run user:create`): confirmed at once. Refuses an address
 * that already has an account and a common password.
 */
export async function createUser(
  db: Db,
  input: {
    email: string;
    role: UserRole;
    password: string;
    firstName: string | null;
    lastName: string | null;
  },
): Promise<SessionUser> {
  assertAcceptablePassword(input.password);
  const hash = await hashPassword(input.password);
  const person = {
    email: input.email.toLowerCase(),
    password: hash,
    firstName: input.firstName,
    lastName: input.lastName,
    emailVerifiedAt: new Date(),
  };
  const row =
    input.role === 'client'
      ? await addClientPerson(db, person)
      : (
          await db
            .insert(users)
            .values({ ...person, role: input.role, isClient: false })
            .onConflictDoNothing()
            .returning()
        )[0];
  if (!row) throw new HttpError(409, authMessages.accountExists);
  return toSessionUser(row);
}

/**
 * Getting and keeping an account: registration with a confirmed address, password reset and
 * change, sign-in by code (invitations are ../invitations/service.ts). Every change commits with
 * its e-mail in the outbox; passwords are hashed before the transaction opens (argon2 takes
 * ~50 ms).
 */
export function accountService(
  database: Database,
  sessions: SessionStore,
  links: LinkBase,
  /** Keys the sign-in codes' hashes: the session secret. */
  codeSecret: string,
) {
  const { db } = database;
  const codes = signInCodeStore(codeSecret);

  /**
   * Counts one request that would e-mail the address; false when it is over the hourly limit
   * (nobody can flood a stranger's inbox through the forms). Outside the transaction: PGlite
   * has one connection, and the count should stand even if the change fails.
   */
  async function mayMail(email: string) {
    const window = rateWindow(ACCOUNT_MAIL_LIMIT.windowMs);
    const [row] = await database.query<{ count: number }>(
      countRequest(`account-mail ${email}`, window.windowStart),
    );
    return (row?.count ?? 0) <= ACCOUNT_MAIL_LIMIT.max;
  }

  /**
   * The live registration of an address whose password is `password`: its names and hash, or
   * null. Checks the newest few (each check is an argon2 verification); links made before
   * registrations carried their password stand for the account's stored one.
   */
  async function registrationOf(email: string, account: UserRow, password: string) {
    const live = await tokens.liveFor(db, 'verify-email', email, MAX_REGISTRATIONS_CHECKED);
    for (const { data } of live) {
      const passwordHash = data?.passwordHash ?? account.password;
      if (passwordHash && (await verifyPassword(passwordHash, password))) {
        return {
          passwordHash,
          firstName: data?.firstName ?? account.firstName,
          lastName: data?.lastName ?? account.lastName,
        };
      }
    }
    return null;
  }

  return {
    /**
     * A new client account, unconfirmed until the e-mailed link is used. An address that already
     * has a confirmed account gets a "you have an account" e-mail instead, and the caller learns
     * nothing either way. Each registration travels in its own link (its names and password
     * hash in the token): registering an unconfirmed address again changes nothing stored, so a
     * stranger who registers someone's address cannot replace the password its owner chose.
     * Over the hourly mail limit a registration does nothing at all.
     */
    async register(input: {
      firstName: string;
      lastName: string;
      email: string;
      password: string;
    }) {
      assertAcceptablePassword(input.password);
      const hash = await hashPassword(input.password);
      if (!(await mayMail(input.email))) return;
      await db.transaction(async (tx) => {
        const existing = await findByEmail(tx, input.email);
        if (existing?.emailVerifiedAt) {
          await enqueueEmails(tx, [accountExistsMail(links, existing.email)]);
          return;
        }
        let userId = existing?.id;
        if (!userId) {
          // The row holds the address; its password is set when a link confirms it (until
          // then, log-in only learns that the address is unconfirmed).
          const row = await addClientPerson(tx, {
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            password: hash,
          });
          // Registered by a concurrent request a moment ago: that one sends the mail.
          if (!row) return;
          userId = row.id;
        }
        const { token } = await tokens.issue(tx, {
          purpose: 'verify-email',
          email: input.email,
          userId,
          data: { firstName: input.firstName, lastName: input.lastName, passwordHash: hash },
          ttlHours: TOKEN_TTL_HOURS.verifyEmail,
        });
        await enqueueEmails(tx, [verifyEmailMail(links, input.email, token)]);
      });
    },

    /**
     * Confirms the address of the link's account with the registration whose password the
     * reader typed (theirs, even when someone else registered the address too); every other
     * confirmation link of the address dies. Returns the user to sign in.
     */
    async verifyEmail(token: string, password: string): Promise<SessionUser> {
      const link = await tokens.peek(db, 'verify-email', token);
      if (!link?.userId) throw invalidLink();
      const [account] = await db.select().from(users).where(eq(users.id, link.userId));
      if (!account) throw invalidLink();
      const chosen = await registrationOf(link.email, account, password);
      if (!chosen) {
        throw new HttpError(400, authMessages.registrationPasswordWrong, [
          { path: 'password', message: authMessages.registrationPasswordWrong },
        ]);
      }
      return db.transaction(async (tx) => {
        // Single use, even for two requests racing with the same link.
        const used = await tokens.consume(tx, 'verify-email', token);
        if (!used?.userId) throw invalidLink();
        const [row] = await tx
          .update(users)
          .set({
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
            // An address confirmed in the meantime (an invitation) keeps its password.
            password: sql`case when ${users.emailVerifiedAt} is null then ${chosen.passwordHash} else ${users.password} end`,
            firstName: sql`case when ${users.emailVerifiedAt} is null then ${chosen.firstName} else ${users.firstName} end`,
            lastName: sql`case when ${users.emailVerifiedAt} is null then ${chosen.lastName} else ${users.lastName} end`,
          })
          .where(eq(users.id, used.userId))
          .returning();
        if (!row) throw invalidLink();
        await tokens.retire(tx, 'verify-email', used.email);
        return toSessionUser(row);
      });
    },

    /** Sends a reset link when the address has an account; the caller answers 202 either way. */
    async requestPasswordReset(email: string) {
      if (!(await mayMail(email))) return;
      await db.transaction(async (tx) => {
        const user = await findByEmail(tx, email);
        if (!user || user.disabledAt) return;
        const { token } = await tokens.issue(tx, {
          purpose: 'password-reset',
          email: user.email,
          userId: user.id,
          ttlHours: TOKEN_TTL_HOURS.passwordReset,
        });
        await enqueueEmails(tx, [passwordResetMail(links, user.email, token)]);
      });
    },

    /**
     * Sets the password of the link's account, confirms its address (the link came to it) and
     * ends all of its sessions; returns the user to sign in afresh.
     */
    async resetPassword(token: string, password: string): Promise<SessionUser> {
      assertAcceptablePassword(password);
      const hash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const used = await tokens.consume(tx, 'password-reset', token);
        if (!used?.userId) throw invalidLink();
        const [row] = await tx
          .update(users)
          .set({
            password: hash,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          })
          .where(eq(users.id, used.userId))
          .returning();
        if (!row) throw invalidLink();
        if (row.disabledAt) throw new HttpError(403, authMessages.accountDisabled);
        await tokens.retire(tx, 'password-reset', used.email);
        await sessions.destroyForUser(row.id, undefined, tx);
        await enqueueEmails(tx, [passwordChangedMail(links, row.email)]);
        return toSessionUser(row);
      });
    },

    /** A signed-in user's new password; every other session of theirs ends. */
    async changePassword(
      user: { id: string; sid: string },
      currentPassword: string,
      newPassword: string,
    ) {
      const [row] = await db.select().from(users).where(eq(users.id, user.id));
      if (!row?.password || !(await verifyPassword(row.password, currentPassword))) {
        throw new HttpError(400, authMessages.currentPasswordWrong, [
          { path: 'currentPassword', message: authMessages.currentPasswordWrong },
        ]);
      }
      assertAcceptablePassword(newPassword, 'newPassword');
      const hash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ password: hash }).where(eq(users.id, user.id));
        // A reset link mailed before the change must not undo it.
        await tokens.retire(tx, 'password-reset', row.email);
        await sessions.destroyForUser(user.id, user.sid, tx);
        await enqueueEmails(tx, [passwordChangedMail(links, row.email)]);
      });
    },

    /**
     * E-mails a sign-in code to a client account with a confirmed address. Any other address
     * (none, staff, unconfirmed, disabled) gets nothing, and the caller learns nothing either way;
     * over the hourly mail limit nothing is sent at all, except to the owner's usual browser.
     */
    async requestSignInCode(email: string, options: { trustedDevice?: boolean } = {}) {
      // A browser that signed in to the account before is not held back by the hourly mail
      // limit: a stranger who uses it up cannot keep the owner out of their usual browser.
      if (!options.trustedDevice && !(await mayMail(email))) return;
      await db.transaction(async (tx) => {
        const user = await findByEmail(tx, email);
        if (!user || user.role !== 'client' || !user.emailVerifiedAt || user.disabledAt) return;
        const code = await codes.issue(tx, user.id);
        await enqueueEmails(tx, [signInCodeMail(links, user.email, code)]);
      });
    },

    /**
     * The client whose live code this is, or null. The try is counted and committed before the
     * answer, whatever it is: a refusal must not roll the count back.
     */
    async signInWithCode(email: string, code: string): Promise<SessionUser | null> {
      const user = await db.transaction(async (tx) => {
        const row = await findByEmail(tx, email);
        if (!row || row.role !== 'client' || !row.emailVerifiedAt) return null;
        return (await codes.check(tx, row.id, code)) === 'accepted' ? row : null;
      });
      if (!user) return null;
      if (user.disabledAt) throw new HttpError(403, authMessages.accountDisabled);
      return toSessionUser(user);
    },

    purgeOldTokens: async () => (await tokens.purgeOld(db)) + (await codes.purgeOld(db)),
  };
}

export type AccountService = ReturnType<typeof accountService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The account service: the account routes and housekeeping. */
    accounts: AccountService;
  }
}

/** Decorates the app with the account service; e-mailed links point at PUBLIC_URL. */
export default fp(
  async (app) => {
    app.decorate(
      'accounts',
      accountService(
        app.database,
        app.sessions,
        { origin: siteOrigin(app.config), agency: app.config.agency },
        app.config.sessionSecret!,
      ),
    );
  },
  { name: 'accounts', dependencies: ['session'] },
);
