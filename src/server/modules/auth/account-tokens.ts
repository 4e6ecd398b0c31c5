import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens, type AccountTokenPurpose } from '../../db/schema';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type AccountToken = typeof accountTokens.$inferSelect;

/** Used and expired tokens are kept this long (who was invited when), then deleted. */
const KEEP_AFTER_EXPIRY_MS = 30 * 24 * 3600 * 1000;

/**
 * One-time tokens of e-mailed links: 32 random bytes in the link, only their SHA-256 stored. Every
 * function takes the caller's transaction, so the token, the change it allows and the e-mail
 * that carries it commit together.
 */
export const accountTokenStore = {
  async issue(
    tx: Db,
    token: {
      purpose: AccountTokenPurpose;
      email: string;
      ttlHours: number;
      userId?: string;
      createdBy?: string;
      data?: AccountToken['data'];
    },
    now = Date.now(),
  ) {
    const value = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now + token.ttlHours * 3600 * 1000);
    const { ttlHours: _ttl, ...row } = token;
    await tx.insert(accountTokens).values({ ...row, tokenHash: hashOf(value), expiresAt });
    return { token: value, expiresAt };
  },

  /** The live token (unused, unexpired) without using it up, or null. */
  async peek(tx: Db, purpose: AccountTokenPurpose, token: string) {
    const [row] = await tx
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.tokenHash, hashOf(token)), live(purpose)));
    return row ?? null;
  },

  /** The live tokens of a purpose for an address, newest first, at most `limit`. */
  async liveFor(tx: Db, purpose: AccountTokenPurpose, email: string, limit: number) {
    return tx
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.email, email), live(purpose)))
      .orderBy(desc(accountTokens.id))
      .limit(limit);
  },

  /**
   * Uses the token up and returns it, or null when it is unknown, used or expired. One UPDATE:
   * of two requests racing with the same token, exactly one gets it.
   */
  async consume(tx: Db, purpose: AccountTokenPurpose, token: string) {
    const [row] = await tx
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(accountTokens.tokenHash, hashOf(token)), live(purpose)))
      .returning();
    return row ?? null;
  },

  /** Retires every other live token of the purpose for the address (a newer link wins). */
  async retire(tx: Db, purpose: AccountTokenPurpose, email: string) {
    await tx
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(accountTokens.email, email), live(purpose)));
  },

  async purgeOld(db: Db, now = Date.now()) {
    const purged = await db
      .delete(accountTokens)
      .where(lt(accountTokens.expiresAt, new Date(now - KEEP_AFTER_EXPIRY_MS)))
      .returning({ id: accountTokens.id });
    return purged.length;
  },
};

function live(purpose: AccountTokenPurpose) {
  return and(
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  );
}
