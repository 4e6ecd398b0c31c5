import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The staff console's outbox (the staff-console issue): registered by ./routes.ts behind its guard. */
const outboxRoutes: FastifyPluginAsyncZod = async () => {};

export default outboxRoutes;
