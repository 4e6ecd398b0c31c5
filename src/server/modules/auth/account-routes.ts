import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints as endpoints, authMessages } from '#shared/auth';
import { serve } from '#server/plugins/endpoints';
import { currentUser, requireUser } from './guards';
import { loginThrottle } from './login-throttle';
import type { SessionUser } from './sessions';

/** Requests from one address that can send e-mail or try link tokens, per hour. */
const ACCOUNT_RATE_LIMIT = { max: 20, timeWindow: 3600 * 1000 };
/** The route config of every request that can send e-mail or try a link's token. */
export const accountRequestLimit = {
  rateLimit: ACCOUNT_RATE_LIMIT,
  rateLimitMessage: 'Too many requests from your network. Please try again in an hour.',
};
const limited = { config: accountRequestLimit };

/**
 * Registration, confirmation, invitations, password reset and change. The e-mailed links point at
 * PUBLIC_URL (never the Host header, which a stranger controls).
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app;
  const throttle = loginThrottle(app.database.db);

  /** The user a link's token (or a reset) opens, signed in on this browser. */
  async function signedIn(request: FastifyRequest, reply: FastifyReply, user: SessionUser) {
    await app.startSession(reply, user, request);
    return user;
  }

  serve(
    app,
    endpoints.register,
    async (request, reply) => {
      await accounts.register(request.body);
      return reply.code(202).send({ message: authMessages.registered });
    },
    limited,
  );

  serve(
    app,
    endpoints.verifyEmail,
    async (request, reply) =>
      signedIn(
        request,
        reply,
        await accounts.verifyEmail(request.body.token, request.body.password),
      ),
    limited,
  );

  serve(
    app,
    endpoints.invitation,
    async (request) => app.invitations.lookupInvitation(request.body.token),
    limited,
  );

  serve(
    app,
    endpoints.acceptInvite,
    async (request, reply) =>
      signedIn(request, reply, await app.invitations.acceptInvitation(request.body)),
    limited,
  );

  serve(
    app,
    endpoints.requestPasswordReset,
    async (request, reply) => {
      // Answered before the work, as a sign-in code is: the time tells nobody whether the
      // address has an account.
      reply.code(202).send({ message: authMessages.resetRequested });
      app.afterAnswer(request.log, () => accounts.requestPasswordReset(request.body.email));
      return reply;
    },
    limited,
  );

  serve(
    app,
    endpoints.resetPassword,
    async (request, reply) => {
      const user = await accounts.resetPassword(request.body.token, request.body.password);
      // The owner proved the address: earlier failed log-ins no longer lock the account.
      await throttle.openAccount(user.email);
      return signedIn(request, reply, user);
    },
    limited,
  );

  serve(
    app,
    endpoints.changePassword,
    async (request) => {
      const user = currentUser(request);
      const { currentPassword, newPassword } = request.body;
      await accounts.changePassword(
        { id: user.id, sid: request.session!.sid },
        currentPassword,
        newPassword,
      );
      return { message: authMessages.passwordChanged };
    },
    { onRequest: requireUser, ...limited },
  );
};

export default fp(accountRoutes, {
  name: 'account-routes',
  dependencies: ['accounts', 'invitations'],
});
