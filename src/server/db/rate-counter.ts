// Fixed-window request counters in the `rate_limits` table: the rate-limit plugin's store and
// the quote-request statement (which counts and inserts at once) share them.
import { lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { prepareStatement } from './client';
import type { Db } from './client';
import { columnList } from './sql';
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
 * Counts one request against `key` in the window starting at `windowStart` and returns the new
 * `count`. A statement of its own, or a part of a bigger one (POST /api/leads counts and inserts
 * at once).
 */
export const countRequestSql = (
  key: string | Placeholder,
  windowStart: string | Placeholder,
): SQL => sql`
  insert into ${rateLimits} (${columnList(rateLimits.key, rateLimits.windowStart, rateLimits.count)})
  values (${key}, ${windowStart}, 1)
  on conflict (${columnList(rateLimits.key, rateLimits.windowStart)})
  do update set ${columnList(rateLimits.count)} = ${rateLimits.count} + 1
  returning ${rateLimits.count}`;

const countStatement = prepareStatement<{ key: string; windowStart: string }>(
  countRequestSql(sql.placeholder('key'), sql.placeholder('windowStart')),
);

/** Counts one request against `key` in the window starting at `windowStart`: the statement. */
export const countRequest = (key: string, windowStart: string) =>
  countStatement({ key, windowStart });

/** Counters of windows that ended more than a day ago are of no use: deletes them. */
export async function purgeOldRateWindows(db: Db, now = Date.now()) {
  const purged = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now - PURGE_AFTER_MS)))
    .returning({ key: rateLimits.key });
  return purged.length;
}

const PURGE_AFTER_MS = 24 * 3600 * 1000;
