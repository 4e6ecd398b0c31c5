import type { RawQuery } from '../../db/client';
import { rateWindow } from '../../db/rate-counter';

/** The accounts issue: 5 failed log-ins per account and 30 per address in 15 minutes. */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 30, windowMs: 15 * 60 * 1000 };

const keys = (email: string, ip: string) => [
  `login-failed account ${email}`,
  `login-failed ip ${ip}`,
];

const READ = `
  select coalesce(max("count") filter (where "key" = $1), 0)::int as "account",
    coalesce(max("count") filter (where "key" = $2), 0)::int as "address"
  from rate_limits where "key" in ($1, $2) and "windowStart" = $3`;

const RECORD = `
  insert into rate_limits ("key", "windowStart", "count") values ($1, $3, 1), ($2, $3, 1)
  on conflict ("key", "windowStart") do update set "count" = rate_limits."count" + 1`;

/**
 * Counters of failed log-ins, in the database so they hold across restarts and instances.
 * Fixed 15-minute windows.
 */
export function loginThrottle(query: RawQuery) {
  return {
    /** Seconds to wait when the account or the address is over its limit, else null. */
    async retryAfter(email: string, ip: string): Promise<number | null> {
      const window = rateWindow(LOGIN_LIMITS.windowMs);
      const [row] = await query<{ account: number; address: number }>(READ, [
        ...keys(email, ip),
        window.windowStart,
      ]);
      const blocked =
        (row?.account ?? 0) >= LOGIN_LIMITS.perAccount ||
        (row?.address ?? 0) >= LOGIN_LIMITS.perAddress;
      return blocked ? window.retryAfterSeconds : null;
    },

    async recordFailure(email: string, ip: string) {
      await query(RECORD, [...keys(email, ip), rateWindow(LOGIN_LIMITS.windowMs).windowStart]);
    },

    /** A successful log-in forgives the account's earlier mistakes (not the address's). */
    async clearAccount(email: string) {
      await query(`delete from rate_limits where "key" = $1`, [keys(email, '')[0]]);
    },
  };
}
