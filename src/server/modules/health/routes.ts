import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';

/** `/healthz`: the process answers. `/readyz`: it can also reach its database. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'database not ready');
      return reply.code(503).send({ message: 'Database unavailable' });
    }
  });
};

export default fp(healthRoutes, { name: 'health-routes', encapsulate: true });
