import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../auth/guards';
import appointmentsRoutes from '../appointments/staff-routes';
import claimsRoutes from '../claims/staff-routes';
import clientsRoutes from '../clients/staff-routes';
import policiesRoutes from '../policies/staff-routes';
import dashboardRoutes from '../dashboard/staff-routes';
import importRoutes from '../import/staff-routes';
import invitationsRoutes from '../invitations/staff-routes';
import leadsRoutes from '../leads/staff-routes';
import outboxRoutes from '../outbox/staff-routes';
import paymentsRoutes from '../payments/staff-routes';
import renewalsRoutes from '../renewals/staff-routes';
import searchRoutes from '../search/staff-routes';
import serviceRoutes from '../change-requests/staff-routes';
import teamRoutes from '../team/staff-routes';

/**
 * The staff console's API (`/api/staff/*`): agents and admins only, guarded once here; the
 * admin-only routes (team, the book import) add their own guard. Every write records an audit row (./audit.ts).
 * Each is the `staff-routes.ts` of its noun's module, beside the client's `routes.ts` over the same
 * service (docs/adr/0020-one-folder-per-noun.md).
 */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff);

  await app.register(leadsRoutes);
  await app.register(clientsRoutes);
  await app.register(policiesRoutes);
  await app.register(claimsRoutes);
  await app.register(serviceRoutes);
  await app.register(paymentsRoutes);
  await app.register(outboxRoutes);
  await app.register(renewalsRoutes);
  await app.register(searchRoutes);
  await app.register(appointmentsRoutes);
  await app.register(dashboardRoutes);
  await app.register(invitationsRoutes);
  await app.register(teamRoutes);
  await app.register(importRoutes);
};

export default fp(staffRoutes, {
  name: 'staff-routes',
  dependencies: ['session', 'accounts', 'invitations', 'documents'],
  encapsulate: true,
});
