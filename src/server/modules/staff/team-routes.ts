import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The staff console's team (the staff-console issue): registered by ./routes.ts behind its guard. */
const teamRoutes: FastifyPluginAsyncZod = async () => {};

export default teamRoutes;
