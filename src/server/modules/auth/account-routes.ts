import fp from 'fastify-plugin';
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInviteSchema,
  acknowledgementSchema,
  authMessages,
  authUserSchema,
  changePasswordSchema,
  invitationLookupSchema,
  invitationSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registerSchema,
  verifyEmailSchema,
} from '#shared/auth';
import { currentUser, requireUser } from './guards';
import { loginThrottle } from './login-throttle';

/** Requests from one address that can send e-mail or try link tokens, per hour. */
const ACCOUNT_RATE_LIMIT = { max: 20, timeWindow: 3600 * 1000 };
/** The route config of every request that can send e-mail or try a link's token. */
const accountRequestLimit = {
  rateLimit: ACCOUNT_RATE_LIMIT,
  rateLimitMessage: 'Too many requests from your network. Please try again in an hour.',
};

/** The options of a request that can send e-mail or try a link's token: its schema, and the limit. */
export const accountRequest = <S extends FastifySchema>(schema: S) => ({
  config: accountRequestLimit,
  schema,
});

/**
 * Registration, confirmation, invitations, password reset and change. The e-mailed links point at
 * PUBLIC_URL (never the Host header, which a stranger controls).
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app;
  const throttle = loginThrottle(app.database.db);

  app.post(
    '/api/auth/register',
    accountRequest({ body: registerSchema, response: { 202: acknowledgementSchema } }),
    async (request, reply) => {
      await accounts.register(request.body);
      return reply.code(202).send({ message: authMessages.registered });
    },
  );

  app.post(
    '/api/auth/verify-email',
    accountRequest({ body: verifyEmailSchema, response: { 200: authUserSchema } }),
    async (request, reply) => {
      const user = await accounts.verifyEmail(request.body.token, request.body.password);
      await app.startSession(reply, user, request);
      return user;
    },
  );

  app.post(
    '/api/auth/invitation',
    accountRequest({ body: invitationLookupSchema, response: { 200: invitationSchema } }),
    async (request) => app.invitations.lookupInvitation(request.body.token),
  );

  app.post(
    '/api/auth/accept-invite',
    accountRequest({ body: acceptInviteSchema, response: { 200: authUserSchema } }),
    async (request, reply) => {
      const user = await app.invitations.acceptInvitation(request.body);
      await app.startSession(reply, user, request);
      return user;
    },
  );

  app.post(
    '/api/auth/password-reset',
    accountRequest({ body: passwordResetRequestSchema, response: { 202: acknowledgementSchema } }),
    async (request, reply) => {
      // Answered before the work, as a sign-in code is: the time tells nobody whether the
      // address has an account.
      reply.code(202).send({ message: authMessages.resetRequested });
      app.afterAnswer(request.log, () => accounts.requestPasswordReset(request.body.email));
      return reply;
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    accountRequest({ body: passwordResetSchema, response: { 200: authUserSchema } }),
    async (request, reply) => {
      const user = await accounts.resetPassword(request.body.token, request.body.password);
      // The owner proved the address: earlier failed log-ins no longer lock the account.
      await throttle.openAccount(user.email);
      await app.startSession(reply, user, request);
      return user;
    },
  );

  app.post(
    '/api/auth/password',
    {
      onRequest: requireUser,
      ...accountRequest({ body: changePasswordSchema, response: { 200: acknowledgementSchema } }),
    },
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
  );
};

export default fp(accountRoutes, {
  name: 'account-routes',
  dependencies: ['accounts', 'invitations'],
});
