// Fixed-window request counters in the `rate_limits` table: the rate-limit plugin's store and
// the quote-request statement (which counts and inserts at once) share them.
import { lt } from 'drizzle-orm';
import type { Db } from './client';
import { rateLimits } from './schema';

/** The fixed window `now` falls in, and the seconds until it ends (a Retry-After value). */
export function rateWindow(timeWindow: number, now = Date.now()) {
  const start = Math.floor(now / timeWindow) * timeWindow;
  return {
    windowStart: new Date(start).toISOString(),
    ttl: start + timeWindow - now,
    retryAfterSeconds: Math.ceil((start + timeWindow - now) / 1000),
  };
}

/**
 * Counts one request against a key in its window and returns the new count; `$key` and `$window`
 * are the statement's parameter placeholders, so a hot path can fold the count into its own
 * statement (POST /api/leads).
 */
export const countRequestSql = (key: string, window: string) => `
  insert into rate_limits ("key", "windowStart", "count") values (${key}, ${window}, 1)
  on conflict ("key", "windowStart") do update set "count" = rate_limits."count" + 1
  returning "count"`;

/** Counters of windows that ended more than a day ago are of no use: deletes them. */
export async function purgeOldRateWindows(db: Db, now = Date.now()) {
  const purged = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now - PURGE_AFTER_MS)))
    .returning({ key: rateLimits.key });
  return purged.length;
}

const PURGE_AFTER_MS = 24 * 3600 * 1000;
