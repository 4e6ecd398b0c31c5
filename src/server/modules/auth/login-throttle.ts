import { createHash } from 'node:crypto';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginGates } from '../../db/schema';

/**
 * How log-ins are throttled (after OWASP's authentication and credential-stuffing guidance). Every
 * attempt passes through gates, each counted *before* the password is checked, all in one
 * transaction: of 40 guesses sent at once, only the gates' free attempts reach the password check.
 * Past its free attempts a gate lets one attempt through after a delay that doubles with each
 * further attempt, up to `maxDelayMs`.
 *
 * - `pair`: one account from one address, or from one trusted browser (see below);
 * - `account`: one account from every untrusted source together (a guesser with many
 *   addresses);
 * - `address`: one address across accounts (one password tried on many accounts).
 *
 * A browser that has logged in to the account before carries a signed device cookie; its
 * attempts pass only its own pair gate, so an attacker elsewhere, however many addresses they
 * use, cannot lock the owner out of their usual browser, and one shared address (an office
 * behind NAT, a proxy) does not lock out the people behind it who logged in there before. An
 * owner on a new browser whose account is under attack waits, or resets the password: a reset
 * opens the account's gates.
 */
export const LOGIN_GATES = {
  pair: { free: 5, forgetAfterMs: 24 * 3600 * 1000 },
  account: { free: 10, forgetAfterMs: 24 * 3600 * 1000 },
  address: { free: 30, forgetAfterMs: 3600 * 1000 },
  firstDelayMs: 60 * 1000,
  maxDelayMs: 3600 * 1000,
} as const;

type GateKind = 'pair' | 'account' | 'address';

interface Gate {
  kind: GateKind;
  key: string;
}

/** The delay after the `attempts`-th attempt of a gate with `free` free attempts. */
export function delayAfter(attempts: number, free: number): number {
  if (attempts < free) return 0;
  return Math.min(LOGIN_GATES.maxDelayMs, LOGIN_GATES.firstDelayMs * 2 ** (attempts - free));
}

const accountKey = (email: string) => `account ${email}`;
/** The tag of an account in a device cookie: not the address itself (the cookie is readable). */
export const accountTag = (email: string) =>
  createHash('sha256').update(email).digest('base64url').slice(0, 16);

/**
 * Where an attempt comes from: its address, and the device id of a browser that has logged in
 * to this account before (from the signed device cookie), if any.
 */
export interface AttemptSource {
  ip: string;
  trustedDevice?: string;
}

function gatesOf(email: string, source: AttemptSource): Gate[] {
  if (source.trustedDevice) {
    return [{ kind: 'pair', key: `device ${source.trustedDevice} ${email}` }];
  }
  return [
    { kind: 'pair', key: `pair ${source.ip} ${email}` },
    { kind: 'account', key: accountKey(email) },
    { kind: 'address', key: `address ${source.ip}` },
  ];
}

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

export function loginThrottle(db: Db) {
  return {
    /**
     * Counts an attempt at every gate it must pass and admits it to the password check, or
     * refuses it (counting nothing) with the seconds until it may be tried again.
     */
    async admit(email: string, source: AttemptSource, now = Date.now()): Promise<Admission> {
      const gates = gatesOf(email, source);
      const keys = gates.map((g) => g.key).sort();
      return db.transaction(async (tx) => {
        // Rows exist before they are locked, so two first attempts also queue on one row.
        await tx
          .insert(loginGates)
          .values(
            keys.map((key) => ({ key, attempts: 0, nextAt: new Date(0), lastAt: new Date(now) })),
          )
          .onConflictDoNothing();
        const rows = await tx
          .select()
          .from(loginGates)
          .where(inArray(loginGates.key, keys))
          .orderBy(loginGates.key)
          .for('update');
        const byKey = new Map(rows.map((row) => [row.key, row]));
        const next = gates.map((gate) => {
          const row = byKey.get(gate.key)!;
          const { free, forgetAfterMs } = LOGIN_GATES[gate.kind];
          const fresh = now - row.lastAt.getTime() >= forgetAfterMs;
          const attempts = fresh ? 0 : row.attempts;
          const waitMs = fresh ? 0 : row.nextAt.getTime() - now;
          return { gate, attempts: attempts + 1, waitMs, free };
        });
        const waitMs = Math.max(...next.map((n) => n.waitMs));
        if (waitMs > 0) return { admitted: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
        for (const { gate, attempts, free } of next) {
          const delayMs = delayAfter(attempts, free);
          await tx
            .update(loginGates)
            .set({
              attempts,
              // No delay sets no time: an attempt from the same address that read the clock a
              // moment earlier, and queued on this row, must not find itself a minute late.
              nextAt: new Date(delayMs > 0 ? now + delayMs : 0),
              lastAt: new Date(now),
            })
            .where(sql`${loginGates.key} = ${gate.key}`);
        }
        return { admitted: true } as const;
      });
    },

    /**
     * The right password: the attempt was the owner's. The pair and the account start over;
     * the address counts one attempt fewer (only attempts that failed stay against it), and
     * waits no longer once those are fewer than its free attempts.
     */
    async succeeded(email: string, source: AttemptSource) {
      const gates = gatesOf(email, source);
      const forget = gates.filter((g) => g.kind !== 'address').map((g) => g.key);
      await db.delete(loginGates).where(inArray(loginGates.key, forget));
      const address = gates.find((g) => g.kind === 'address');
      if (address) {
        const left = sql`greatest(${loginGates.attempts} - 1, 0)`;
        await db
          .update(loginGates)
          .set({
            attempts: left,
            nextAt: sql`case when ${left} < ${LOGIN_GATES.address.free} then ${new Date(0).toISOString()}::timestamptz else ${loginGates.nextAt} end`,
          })
          .where(sql`${loginGates.key} = ${address.key}`);
      }
    },

    /** The owner proved the address (a reset link): every gate of the account opens. */
    async openAccount(email: string) {
      await db
        .delete(loginGates)
        .where(
          sql`${loginGates.key} = ${accountKey(email)} or ${loginGates.key} like ${`% ${escapeLike(email)}`}`,
        );
    },

    /** Gates left alone longer than any gate remembers are of no use: deletes them. */
    async purgeIdle(now = Date.now()) {
      const longest = Math.max(
        LOGIN_GATES.pair.forgetAfterMs,
        LOGIN_GATES.account.forgetAfterMs,
        LOGIN_GATES.address.forgetAfterMs,
      );
      const purged = await db
        .delete(loginGates)
        .where(lt(loginGates.lastAt, new Date(now - longest)))
        .returning({ key: loginGates.key });
      return purged.length;
    },
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
