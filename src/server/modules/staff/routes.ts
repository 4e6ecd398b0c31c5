import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../auth/guards';
import appointmentsRoutes from './appointments/routes';
import claimsRoutes from './claims/routes';
import clientsRoutes from './clients/routes';
import policiesRoutes from './clients/policies-routes';
import timelineRoutes from './clients/timeline-routes';
import dashboardRoutes from './dashboard/routes';
import importRoutes from './import/routes';
import invitationsRoutes from './invitations/routes';
import leadsRoutes from './leads/routes';
import outboxRoutes from './outbox/routes';
import paymentsRoutes from './payments/routes';
import renewalsRoutes from './renewals/routes';
import searchRoutes from './search/routes';
import serviceRoutes from './service/routes';
import teamRoutes from './team/routes';

/**
 * The staff console's API (`/api/staff/*`): agents and admins only, guarded once here; the
 * admin-only routes (team, the book import) add their own guard. Every write records an audit row (./audit.ts).
 * One folder per area of the console, as in `src/web/features/staff/` and `src/shared/staff/`.
 */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff);

  await app.register(leadsRoutes);
  await app.register(clientsRoutes);
  await app.register(policiesRoutes);
  await app.register(timelineRoutes);
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
  dependencies: ['session', 'accounts', 'documents'],
  encapsulate: true,
});
