import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';
import type { UserRole } from '../../db/schema';

const UNAUTHORIZED = 'Unauthorized';

/**
 * Guards, applied once per area with `app.addHook('onRequest', …)` inside the area's plugin
 * (before the body is read or validated: a stranger learns nothing of an area's schemas):
 * the portal needs any signed-in user, the staff console an agent or admin, staff accounts an
 * admin. A missing session is 401; a signed-in user without the role gets 404, as if the area
 * did not exist.
 */
function requireRole(roles: readonly UserRole[] | 'any') {
  return async (request: FastifyRequest) => {
    const user = request.session?.user;
    if (!user) throw new HttpError(401, UNAUTHORIZED);
    if (roles !== 'any' && !roles.includes(user.role)) throw new HttpError(404, 'Not found');
  };
}

export const requireUser = requireRole('any');
export const requireStaff = requireRole(['agent', 'admin']);
export const requireAdmin = requireRole(['admin']);

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest) {
  const user = request.session?.user;
  if (!user) throw new HttpError(401, UNAUTHORIZED);
  return user;
}

/** Who acts, for the services that record it: the signed-in person as a client of their account. */
export const clientActor = (request: FastifyRequest) => ({
  id: currentUser(request).id,
  staff: false,
});

/** Who acts, for the services that record it: the signed-in staff member, in the console. */
export const staffActor = (request: FastifyRequest) => ({
  id: currentUser(request).id,
  staff: true,
});
