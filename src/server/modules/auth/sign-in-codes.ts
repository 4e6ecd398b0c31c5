import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { SIGN_IN_CODE } from '#shared/auth';
import type { Db } from '../../db/client';
import { signInCodes } from '../../db/schema';

/** Used and expired codes are kept this long (who signed in how), then deleted. */
const KEEP_AFTER_EXPIRY_MS = 24 * 3600 * 1000;

export type CodeCheck = 'accepted' | 'refused';

/**
 * The six-digit codes of sign-in by e-mail. A million codes are few, so what guards them is
 * counting: 5 tries per code, each counted before the comparison under a row lock (tries sent at
 * once cannot outrun the count), a code retired by the next one, 10 minutes of life, and the
 * log-in throttle's gates around it all. Stored as an HMAC keyed with the session secret: a copy
 * of the database alone cannot try the million codes offline.
 */
export function signInCodeStore(secret: string) {
  const hashOf = (userId: string, code: string) =>
    createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');

  return {
    /** A new code for the user, retiring the ones before it; commits with the caller's e-mail. */
    async issue(tx: Db, userId: string, now = Date.now()) {
      const code = String(randomInt(0, 10 ** SIGN_IN_CODE.digits)).padStart(
        SIGN_IN_CODE.digits,
        '0',
      );
      await tx
        .update(signInCodes)
        .set({ usedAt: new Date(now) })
        .where(and(eq(signInCodes.userId, userId), isNull(signInCodes.usedAt)));
      await tx.insert(signInCodes).values({
        userId,
        codeHash: hashOf(userId, code),
        expiresAt: new Date(now + SIGN_IN_CODE.ttlMinutes * 60_000),
        createdAt: new Date(now),
      });
      return code;
    },

    /**
     * Counts a try of `code` against the user's live code and uses the code up when it is right.
     * A code past its tries, expired, used or replaced is refused whatever is typed.
     */
    async check(tx: Db, userId: string, code: string, now = Date.now()): Promise<CodeCheck> {
      const [live] = await tx
        .select()
        .from(signInCodes)
        .where(
          and(
            eq(signInCodes.userId, userId),
            isNull(signInCodes.usedAt),
            gt(signInCodes.expiresAt, new Date(now)),
          ),
        )
        .orderBy(desc(signInCodes.id))
        .limit(1)
        .for('update');
      if (!live || live.attempts >= SIGN_IN_CODE.tries) return 'refused';
      const expected = Buffer.from(live.codeHash, 'hex');
      const given = Buffer.from(hashOf(userId, code), 'hex');
      const right = timingSafeEqual(expected, given);
      await tx
        .update(signInCodes)
        .set({
          attempts: sql`${signInCodes.attempts} + 1`,
          ...(right ? { usedAt: new Date(now) } : {}),
        })
        .where(eq(signInCodes.id, live.id));
      return right ? 'accepted' : 'refused';
    },

    async purgeOld(db: Db, now = Date.now()) {
      const purged = await db
        .delete(signInCodes)
        .where(lt(signInCodes.expiresAt, new Date(now - KEEP_AFTER_EXPIRY_MS)))
        .returning({ id: signInCodes.id });
      return purged.length;
    },
  };
}
