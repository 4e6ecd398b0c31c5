// `/metrics` in Prometheus's text format, for an operator's scraper: requests by route (rate and
// latency), refusals by the rate limits, the database pool, the outbox's backlog and the chat's
// sockets on this instance. Only with METRICS_TOKEN set, and only for a request that bears it.
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import { emailOutbox } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one answered request in the request metrics (the static front door's too). */
    observeRequest(method: string, route: string, status: number, seconds: number): void;
  }
}

const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

export default fp(
  async (app) => {
    const token = app.config.metricsToken;
    const registry = new Registry();
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers: [registry],
    });
    const refusals = new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit, by route.',
      labelNames: ['route'] as const,
      registers: [registry],
    });
    const database = app.database;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections of this instance, by state (PostgreSQL only).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = database.poolStats();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'outbox_backlog',
      help: 'E-mails waiting in the outbox (pending or being sent), but mail dated later and never tried (an appointment reminder).',
      registers: [registry],
      async collect() {
        const [row] = await database.query<{ count: number }>(
          sql`select count(*)::int as count from ${emailOutbox}
              where ${emailOutbox.status} in ('pending', 'sending')
                and (${emailOutbox.attempts} > 0 or ${emailOutbox.nextAttemptAt} <= now())`,
        );
        this.set(row?.count ?? 0);
      },
    });
    new Gauge({
      name: 'chat_sockets',
      help: 'Live chat sockets open on this instance.',
      registers: [registry],
      collect() {
        // The chat module decorates the app after this plugin is registered.
        this.set(app.hasDecorator('chat') ? app.chat.connectionCount() : 0);
      },
    });

    // One child per method, route and status, kept: labels() hashes its values on every call.
    const children = new Map<string, ReturnType<typeof duration.labels>>();
    const observeRequest = (method: string, route: string, status: number, seconds: number) => {
      const key = `${method} ${status} ${route}`;
      let child = children.get(key);
      if (!child) {
        child = duration.labels(method, route, String(status));
        children.set(key, child);
      }
      child.observe(seconds);
      if (status === 429) refusals.labels(route).inc();
    };
    app.decorate('observeRequest', observeRequest);
    app.addHook('onResponse', (request, reply, done) => {
      observeRequest(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });

    app.get('/metrics', async (request, reply) => {
      // Without a token configured there is nothing here; with one, only its bearer reads.
      if (!token) return reply.callNotFound();
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) {
        return reply.code(401).send({ message: 'A metrics token is required.' });
      }
      reply.header('content-type', registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
