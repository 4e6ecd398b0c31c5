import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { countRequest, rateWindow } from '../db/rate-counter';
import { HttpError } from './errors';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A fixed-window counter store for @fastify/rate-limit kept in the database, so limits hold
 * across restarts and across instances behind a load balancer.
 */
function databaseStore(database: Database) {
  return class DatabaseStore implements FastifyRateLimitStore {
    // The plugin constructs the store with its options; only route children carry a prefix.
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      const { windowStart, ttl } = rateWindow(timeWindow);
      // Straight through the driver: it runs on every limited request.
      database.query<{ count: number }>(countRequest(`${this.prefix}${key}`, windowStart)).then(
        ([row]) => callback(null, { current: row!.count, ttl }),
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

/**
 * A route's `config` for a limit counted per signed-in person (per address before sign-in), and
 * the sentence someone over it reads.
 */
export function perPersonLimit(limit: { max: number; timeWindow: number }, message: string) {
  return {
    rateLimit: {
      ...limit,
      keyGenerator: (request: FastifyRequest) => request.session?.user.id ?? request.ip,
    },
    rateLimitMessage: message,
  };
}

/** Rate limits are opt-in per route: `config: { rateLimit: { max, timeWindow, message } }`. */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app.database),
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
