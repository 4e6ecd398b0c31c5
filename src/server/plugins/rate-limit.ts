import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from './errors';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A fixed-window counter store for @fastify/rate-limit kept in the database, so limits hold
 * across restarts and across instances behind a load balancer.
 */
function databaseStore(db: Db) {
  return class DatabaseStore implements FastifyRateLimitStore {
    // The plugin constructs the store with its options; only route children carry a prefix.
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      const now = Date.now();
      const windowStart = new Date(Math.floor(now / timeWindow) * timeWindow);
      // Hand-written: it runs on every limited request (bench/leads).
      db.execute(
        sql`
        insert into rate_limits ("key", "windowStart", "count")
        values (${`${this.prefix}${key}`}, ${windowStart.toISOString()}, 1)
        on conflict ("key", "windowStart") do update set "count" = rate_limits."count" + 1
        returning "count"`,
      )
        .then((result) => (result as unknown as { rows: { count: number }[] }).rows)
        .then(
          async ([row]) => {
            // Now and then, forget windows older than a day.
            if (Math.random() < 0.01) {
              await db
                .delete(rateLimits)
                .where(lt(rateLimits.windowStart, new Date(now - 86_400_000)));
            }
            callback(null, { current: row!.count, ttl: windowStart.getTime() + timeWindow - now });
          },
          (error: Error) => callback(error),
        );
    }

    /** One counter per route: the key is prefixed with the route's method and path. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin passes its merged options; the route itself sits under `routeInfo`.
      const { method, url } = (
        routeOptions as unknown as { routeInfo: { method: string; url: string } }
      ).routeInfo;
      return new DatabaseStore(undefined, `${method} ${url} `);
    }
  };
}

/** Rate limits are opt-in per route: `config: { rateLimit: { max, timeWindow, message } }`. */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app.database.db),
      // A database outage must not take the site down with it; the request proceeds.
      skipOnError: true,
      errorResponseBuilder: (request, context) => {
        const message =
          (request.routeOptions.config as { rateLimitMessage?: string }).rateLimitMessage ??
          `Too many requests. Please try again in ${context.after}.`;
        return new HttpError(429, message);
      },
    });
  },
  { name: 'rate-limit' },
);
