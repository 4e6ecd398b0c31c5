import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '#server/plugins/endpoints';
import { staffTeamEndpoints as endpoints } from '#shared/staff/team';
import { currentUser, requireAdmin } from '../auth/guards';
import { auditLogPage } from './audit-log';
import { teamService } from './service';

/**
 * Staff accounts and the audit log: admins only. The console's guard (./routes.ts) has let staff
 * in; this plugin's own guard answers an agent 404, as if the routes did not exist.
 */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const team = teamService(app.database.db, app.sessions);
  app.addHook('onRequest', requireAdmin);

  serve(app, endpoints.team, async () => team.list());

  // The invitation of the accounts service, with a staff role: /accept-invite makes the account.
  serve(app, endpoints.invite, async (request, reply) => {
    const sent = await app.invitations.inviteStaff(request.body, currentUser(request).id);
    return reply.code(201).send(sent);
  });

  for (const [route, change] of [
    [endpoints.disable, team.disable],
    [endpoints.enable, team.enable],
  ] as const) {
    serve(app, route, async (request) => change(currentUser(request).id, request.params.id));
  }

  serve(app, endpoints.audit, async (request) => auditLogPage(app.database.db, request.query));
};

export default teamRoutes;
