import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { type Db, prepareStatement, type RawQuery } from '../../db/client';
import { KEEP_SIGNED_IN_DAYS } from '#shared/auth';
import type { AccountRole, PolicyScope } from '#shared/clients';
import { sessions, type UserRole, users } from '../../db/schema';

/** Rolling lifetimes: a week for clients, a working day for staff. */
export const SESSION_TTL_MS: Record<UserRole, number> = {
  client: 7 * 24 * 3600 * 1000,
  agent: 12 * 3600 * 1000,
  admin: 12 * 3600 * 1000,
};

/**
 * A session's lifetime: a client who chose "keep me signed in" keeps theirs for
 * KEEP_SIGNED_IN_DAYS; staff sessions never outlast a working day.
 */
export function sessionTtl(role: UserRole, remember: boolean): number {
  return role === 'client' && remember
    ? KEEP_SIGNED_IN_DAYS * 24 * 3600 * 1000
    : SESSION_TTL_MS[role];
}

/** The expiry is pushed back at most once per this interval: not a write on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/** What the `sess` json column holds. */
export interface SessionData {
  userId: string;
  role: UserRole;
  createdAt: string;
  /** "Keep me signed in": the longer lifetime, and a cookie that outlives the browser. */
  remember?: true;
}

/** The signed-in user as the API sees it (never the password hash). */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: UserRole;
  isClient: boolean;
  /** A client's account, their part in it and what of it they see; null for staff. */
  accountId: string | null;
  accountRole: AccountRole | null;
  policyScope: PolicyScope | null;
}

export interface LoadedSession {
  /** The row's key: a hash of the cookie's token, so a database dump holds no live session. */
  sid: string;
  expire: Date;
  user: SessionUser;
}

/** Sessions that ended together: one (log-out), or all of a user's but one (password change). */
export type SessionsEnded = { sid: string } | { userId: string; keepSid?: string };
/** Told of every ended session, inside the transaction that ends it (the live chat listens). */
export type SessionsEndedListener = (ended: SessionsEnded, tx: Db) => Promise<void>;

const sidOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The live session of a sid with its user: one statement, on every signed-in request. */
const load = prepareStatement<{ sid: string }>(sql`
  select ${sessions.sid}, ${sessions.expire}, ${users.id}, ${users.email}, ${users.firstName},
    ${users.lastName}, ${users.role}, ${users.isClient}, ${users.accountId}, ${users.accountRole},
    ${users.policyScope},
    coalesce((${sessions.sess}->>'remember')::boolean, false) as "remember"
  from ${sessions} join ${users} on ${users.id} = (${sessions.sess}->>'userId')::uuid
  where ${sessions.sid} = ${sql.placeholder('sid')} and ${sessions.expire} > now()
    and ${users.disabledAt} is null`);

/** Sessions in the `sessions` table; the cookie carries a random token. */
export function sessionStore(db: Db, query: RawQuery) {
  const listeners: SessionsEndedListener[] = [];
  const ended = async (what: SessionsEnded, tx: Db) => {
    for (const listener of listeners) await listener(what, tx);
  };
  return {
    onEnded(listener: SessionsEndedListener) {
      listeners.push(listener);
    },

    /**
     * A new session for the user; returns the token for the cookie and whether it is kept
     * beyond the browser (a client who asked to be remembered).
     */
    async create(user: { id: string; role: UserRole }, remember = false, now = Date.now()) {
      const token = randomBytes(32).toString('base64url');
      const kept = remember && user.role === 'client';
      const expire = new Date(now + sessionTtl(user.role, kept));
      const sess: SessionData = {
        userId: user.id,
        role: user.role,
        createdAt: new Date(now).toISOString(),
        ...(kept ? { remember: true as const } : {}),
      };
      const sid = sidOf(token);
      await db.insert(sessions).values({ sid, sess, expire });
      // Staff see when each client last signed in (a sign-in is not an edit of the person).
      await db
        .update(users)
        .set({ lastSignInAt: new Date(now), updatedAt: sql`${users.updatedAt}` })
        .where(eq(users.id, user.id));
      return { token, sid, expire, kept };
    },

    /** The live session of a token with its user, pushing its expiry back; null when none. */
    async load(token: string, now = Date.now()): Promise<LoadedSession | null> {
      const [row] = await query<
        { sid: string; expire: Date | string; remember: boolean } & SessionUser
      >(load({ sid: sidOf(token) }));
      if (!row) return null;
      const { sid, expire, remember, ...user } = row;
      let expiresAt = new Date(expire);
      const ttl = sessionTtl(user.role, remember);
      if (expiresAt.getTime() - now < ttl - TOUCH_EVERY_MS) {
        expiresAt = new Date(now + ttl);
        await db.update(sessions).set({ expire: expiresAt }).where(eq(sessions.sid, sid));
      }
      return { sid, expire: expiresAt, user };
    },

    /** Ends one session (logout). */
    async destroy(token: string) {
      const sid = sidOf(token);
      await db.delete(sessions).where(eq(sessions.sid, sid));
      await ended({ sid }, db);
    },

    /**
     * Ends every session of a user but the one keyed `keepSid` (a password change ends the
     * others); `tx` runs it inside the caller's transaction.
     */
    async destroyForUser(userId: string, keepSid?: string, tx: Db = db) {
      const ofUser = sql`${sessions.sess}->>'userId' = ${userId}`;
      await tx.delete(sessions).where(keepSid ? and(ofUser, ne(sessions.sid, keepSid)) : ofUser);
      await ended({ userId, keepSid }, tx);
    },

    /** Deletes expired sessions; returns how many. */
    async purgeExpired(now = Date.now()) {
      const purged = await db
        .delete(sessions)
        .where(lt(sessions.expire, new Date(now)))
        .returning({ sid: sessions.sid });
      return purged.length;
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
