import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The staff console's claims (the staff-console issue): registered by ./routes.ts behind its guard. */
const claimsRoutes: FastifyPluginAsyncZod = async () => {};

export default claimsRoutes;
