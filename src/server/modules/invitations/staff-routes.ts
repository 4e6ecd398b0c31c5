import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '#server/plugins/endpoints';
import { staffInvitationEndpoints as endpoints } from '#shared/staff/invitations';
import { currentUser } from '../auth/guards';
import type { SessionUser } from '../auth/sessions';
import { openInvitations, withdrawInvitation, type InvitationScope } from './service';

const scopeOf = (user: SessionUser): InvitationScope => ({
  staff: user.role === 'admin' ? 'admin' : 'agent',
});

/**
 * The invitations still open (`/api/staff/invitations`): every client's for staff, the staff
 * invitations too for admins; withdrawing one retires its link, audited.
 */
const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  serve(app, endpoints.list, async (request) => openInvitations(db, scopeOf(currentUser(request))));

  serve(app, endpoints.withdraw, async (request) => {
    const user = currentUser(request);
    return withdrawInvitation(db, request.params.id, scopeOf(user), user.id);
  });
};

export default invitationsRoutes;
