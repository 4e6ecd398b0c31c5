import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationSentSchema, inviteClientSchema } from '../../../shared/auth';
import { currentUser, requireStaff } from '../auth/guards';

/** The staff console's API (`/api/staff/*`): agents and admins only, guarded once here. */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireStaff);

  // An e-mailed, single-use link to /accept-invite where the client sets name and password.
  app.post(
    '/api/staff/clients/invite',
    { schema: { body: inviteClientSchema, response: { 201: invitationSentSchema } } },
    async (request, reply) => {
      const sent = await app.accounts.inviteClient(request.body, currentUser(request).id);
      return reply.code(201).send(sent);
    },
  );
};

export default staffRoutes;
