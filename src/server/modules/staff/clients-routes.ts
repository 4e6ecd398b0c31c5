import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The staff console's clients (the staff-console issue): registered by ./routes.ts behind its guard. */
const clientsRoutes: FastifyPluginAsyncZod = async () => {};

export default clientsRoutes;
