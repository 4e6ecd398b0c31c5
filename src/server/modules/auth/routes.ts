import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acknowledgementSchema,
  authMessages,
  authUserSchema,
  codeRequestSchema,
  codeSignInSchema,
  loginSchema,
  tooManyAttemptsMessage,
} from '#shared/auth';
import { users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { deviceCookie } from './device-cookie';
import { loginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { toSessionUser } from './accounts';
import { secureCookies } from '../../config';

/** Log-in, log-out and "who am I". */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const throttle = loginThrottle(app.database.db);
  const devices = deviceCookie(secureCookies(app.config));
  // An unknown e-mail is checked against this hash, so it takes as long as a wrong password.
  const dummyHash = hashPassword('no account has this password, it only takes time');

  app.post(
    '/api/auth/login',
    { schema: { body: loginSchema, response: { 200: authUserSchema } } },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const source = { ip: request.ip, trustedDevice: devices.trustedFor(request, email) };
      // Counted before the password is checked: parallel guesses cannot outrun the count.
      const admission = await throttle.admit(email, source);
      if (!admission.admitted) {
        reply.header('retry-after', String(admission.retryAfterSeconds));
        request.log.info({ trusted: Boolean(source.trustedDevice) }, 'log-in throttled');
        throw new HttpError(429, tooManyAttemptsMessage(admission.retryAfterSeconds));
      }
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));
      const matches = await verifyPassword(row?.password ?? (await dummyHash), password);
      if (!row?.password || !matches) {
        request.log.info({ known: Boolean(row) }, 'log-in refused');
        throw new HttpError(401, authMessages.invalidCredentials);
      }
      await throttle.succeeded(email, source);
      // The right password, but the address was never confirmed (self-registration).
      if (!row.emailVerifiedAt) throw new HttpError(403, authMessages.emailNotVerified);
      if (row.disabledAt) throw new HttpError(403, authMessages.accountDisabled);
      const user = toSessionUser(row);
      await app.startSession(reply, user, request, { remember });
      devices.remember(request, reply, email);
      request.log = request.log.child({ userId: user.id });
      return user;
    },
  );

  // Sign-in by an e-mailed code. The request is limited per address like the other e-mails
  // (20 an hour from one network, and the account's own hourly mail limit).
  app.post(
    '/api/auth/code',
    {
      config: {
        rateLimit: { max: 20, timeWindow: 3600 * 1000 },
        rateLimitMessage: 'Too many requests from your network. Please try again in an hour.',
      },
      schema: { body: codeRequestSchema, response: { 202: acknowledgementSchema } },
    },
    async (request, reply) => {
      const { email } = request.body;
      await app.accounts.requestSignInCode(email, {
        trustedDevice: Boolean(devices.trustedFor(request, email)),
      });
      return reply.code(202).send({ message: authMessages.codeSent });
    },
  );

  // Tries pass the log-in throttle's gates first, as passwords do: a browser that signed in to
  // the account before is held back by nobody else's tries.
  app.post(
    '/api/auth/code/verify',
    { schema: { body: codeSignInSchema, response: { 200: authUserSchema } } },
    async (request, reply) => {
      const { email, code, remember } = request.body;
      const source = { ip: request.ip, trustedDevice: devices.trustedFor(request, email) };
      const admission = await throttle.admit(email, source);
      if (!admission.admitted) {
        reply.header('retry-after', String(admission.retryAfterSeconds));
        throw new HttpError(429, tooManyAttemptsMessage(admission.retryAfterSeconds));
      }
      const user = await app.accounts.signInWithCode(email, code);
      if (!user) {
        request.log.info('sign-in code refused');
        throw new HttpError(401, authMessages.codeRefused);
      }
      await throttle.succeeded(email, source);
      await app.startSession(reply, user, request, { remember });
      devices.remember(request, reply, email);
      request.log = request.log.child({ userId: user.id });
      return user;
    },
  );

  app.get('/api/auth/user', { schema: { response: { 200: authUserSchema } } }, async (request) => {
    const user = request.session?.user;
    if (!user) throw new HttpError(401, authMessages.unauthorized);
    return user;
  });
};

export default fp(authRoutes, {
  name: 'auth-routes',
  dependencies: ['session', 'rate-limit', 'accounts'],
  encapsulate: true,
});
