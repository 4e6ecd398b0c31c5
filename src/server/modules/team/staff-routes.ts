import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationSentSchema } from '#shared/auth';
import {
  auditPageSchema,
  auditQuerySchema,
  inviteStaffSchema,
  teamMemberParamsSchema,
  teamMemberSchema,
  teamSchema,
} from '#shared/staff/team';
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

  app.get('/api/staff/team', { schema: { response: { 200: teamSchema } } }, async () =>
    team.list(),
  );

  // The invitation of the accounts service, with a staff role: /accept-invite makes the account.
  app.post(
    '/api/staff/team/invite',
    { schema: { body: inviteStaffSchema, response: { 201: invitationSentSchema } } },
    async (request, reply) => {
      const sent = await app.invitations.inviteStaff(request.body, currentUser(request).id);
      return reply.code(201).send(sent);
    },
  );

  app.post(
    '/api/staff/team/:id/disable',
    { schema: { params: teamMemberParamsSchema, response: { 200: teamMemberSchema } } },
    async (request) => team.disable(currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/staff/team/:id/enable',
    { schema: { params: teamMemberParamsSchema, response: { 200: teamMemberSchema } } },
    async (request) => team.enable(currentUser(request).id, request.params.id),
  );

  app.get(
    '/api/staff/audit',
    { schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    async (request) => auditLogPage(app.database.db, request.query),
  );
};

export default teamRoutes;
