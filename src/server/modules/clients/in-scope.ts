import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guards';
import type { SessionUser } from '../auth/sessions';
import { type ClientScope, clientScope } from './scope';

/**
 * The handlers of the portal's routes that read or make a record of the signed-in person's
 * account, always in their scope (from the session, never from the request).
 */

/** Answers what `read` finds in the signed-in person's scope. */
export const readInScope =
  <T>(read: (scope: ClientScope) => Promise<T>) =>
  async (request: FastifyRequest) =>
    read(clientScope(currentUser(request)));

/** Makes a record for the signed-in person, in their scope, from the body: 201 with it. */
export const createInScope =
  <Body, T>(create: (scope: ClientScope, user: SessionUser, body: Body) => Promise<T>) =>
  async (request: FastifyRequest & { body: Body }, reply: FastifyReply) => {
    const user = currentUser(request);
    return reply.code(201).send(await create(clientScope(user), user, request.body));
  };
