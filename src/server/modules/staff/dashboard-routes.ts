import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The staff console's dashboard (the staff-console issue): registered by ./routes.ts behind its guard. */
const dashboardRoutes: FastifyPluginAsyncZod = async () => {};

export default dashboardRoutes;
