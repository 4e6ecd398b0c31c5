import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The staff console's leads (the staff-console issue): registered by ./routes.ts behind its guard. */
const leadsRoutes: FastifyPluginAsyncZod = async () => {};

export default leadsRoutes;
