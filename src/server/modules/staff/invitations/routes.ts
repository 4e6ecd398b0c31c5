import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acknowledgementSchema } from '#shared/auth';
import { recordId } from '#shared/fields';
import { invitationMessages, openInvitationSchema } from '#shared/staff/invitations';
import { HttpError } from '#server/plugins/errors';
import { currentUser } from '../../auth/guards';
import type { SessionUser } from '../../auth/sessions';
import {
  openInvitations,
  withdrawInvitation,
  type InvitationScope,
} from '../../clients/invitations';

const scopeOf = (user: SessionUser): InvitationScope => ({
  staff: user.role === 'admin' ? 'admin' : 'agent',
});

/**
 * The invitations still open (`/api/staff/invitations`): every client's for staff, the staff
 * invitations too for admins; withdrawing one retires its link, audited.
 */
const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/staff/invitations',
    { schema: { response: { 200: z.array(openInvitationSchema) } } },
    async (request) => openInvitations(db, scopeOf(currentUser(request))),
  );

  app.post(
    '/api/staff/invitations/:id/withdraw',
    {
      schema: {
        params: z.object({ id: recordId(invitationMessages.notFound) }),
        response: { 200: acknowledgementSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const withdrawn = await db.transaction((tx) =>
        withdrawInvitation(tx, request.params.id, scopeOf(user), user.id),
      );
      if (!withdrawn) throw new HttpError(404, invitationMessages.notFound);
      return { message: invitationMessages.withdrawn(withdrawn.email) };
    },
  );
};

export default invitationsRoutes;
