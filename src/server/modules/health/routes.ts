import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';

/** How long `/readyz` waits for the database: a load balancer must hear within its own timeout. */
export const READY_TIMEOUT_MS = 500;

/** `/healthz`: the process answers. `/readyz`: it can also reach its database, within a second. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    // Going away: a load balancer stops sending here while the requests it sent still finish.
    if (app.lifecycle.draining) return reply.code(503).send({ message: 'Shutting down' });
    try {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        app.database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error('database did not answer in time')),
            READY_TIMEOUT_MS,
          );
        }),
      ]).finally(() => clearTimeout(timer));
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'database not ready');
      return reply.code(503).send({ message: 'Database unavailable' });
    }
  });
};

export default fp(healthRoutes, { name: 'health-routes', encapsulate: true });
