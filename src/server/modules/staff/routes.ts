import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationSentSchema, inviteClientSchema } from '#shared/auth';
import { currentUser, requireStaff } from '../auth/guards';
import claimsRoutes from './claims-routes';
import clientsRoutes from './clients-routes';
import dashboardRoutes from './dashboard-routes';
import leadsRoutes from './leads-routes';
import outboxRoutes from './outbox-routes';
import teamRoutes from './team-routes';

/**
 * The staff console's API (`/api/staff/*`): agents and admins only, guarded once here; the
 * admin-only routes (team) add their own guard. Every write records an audit row (./audit.ts).
 */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff);

  // An e-mailed, single-use link to /accept-invite where the client sets name and password.
  app.post(
    '/api/staff/clients/invite',
    { schema: { body: inviteClientSchema, response: { 201: invitationSentSchema } } },
    async (request, reply) => {
      const sent = await app.accounts.inviteClient(request.body, currentUser(request).id);
      return reply.code(201).send(sent);
    },
  );

  await app.register(leadsRoutes);
  await app.register(clientsRoutes);
  await app.register(claimsRoutes);
  await app.register(outboxRoutes);
  await app.register(dashboardRoutes);
  await app.register(teamRoutes);
};

export default staffRoutes;
