import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints as endpoints, authMessages, tooManyAttemptsMessage } from '#shared/auth';
import { serve } from '#server/plugins/endpoints';
import { users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { deviceCookie } from './device-cookie';
import { loginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { accountRequestLimit } from './account-routes';
import { toSessionUser } from './accounts';
import type { SessionUser } from './sessions';
import { secureCookies } from '../../config';

/** Log-in, log-out and "who am I". */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const throttle = loginThrottle(app.database.db);
  const devices = deviceCookie(secureCookies(app.config));
  // An unknown e-mail is checked against this hash, so it takes as long as a wrong password.
  const dummyHash = hashPassword('no account has this password, it only takes time');

  /**
   * Counts a sign-in attempt at the throttle's gates before any secret is checked; answers 429
   * with Retry-After past them. Returns where the attempt comes from.
   */
  async function admit(request: FastifyRequest, reply: FastifyReply, email: string) {
    const source = { ip: request.ip, trustedDevice: devices.trustedFor(request, email) };
    const admission = await throttle.admit(email, source);
    if (!admission.admitted) {
      reply.header('retry-after', String(admission.retryAfterSeconds));
      request.log.info({ trusted: Boolean(source.trustedDevice) }, 'log-in throttled');
      throw new HttpError(429, tooManyAttemptsMessage(admission.retryAfterSeconds));
    }
    return source;
  }

  /** A new session for the user, and this browser remembered as one they sign in from. */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: SessionUser,
    remember: boolean | undefined,
  ) {
    await app.startSession(reply, user, request, { remember });
    devices.remember(request, reply, user.email);
    request.log = request.log.child({ userId: user.id });
    return user;
  }

  serve(app, endpoints.login, async (request, reply) => {
    const { email, password, remember } = request.body;
    // Counted before the password is checked: parallel guesses cannot outrun the count.
    const source = await admit(request, reply, email);
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
    return signIn(request, reply, toSessionUser(row), remember);
  });

  // Sign-in by an e-mailed code. The request is limited per address like the other e-mails
  // (20 an hour from one network, and the account's own hourly mail limit).
  serve(
    app,
    endpoints.requestCode,
    async (request, reply) => {
      const { email } = request.body;
      const trustedDevice = Boolean(devices.trustedFor(request, email));
      // Answered before the work: a confirmed client's address (a code made and queued) and any
      // other (nothing done) answer in the same time, so the time tells nobody which it is.
      reply.code(202).send({ message: authMessages.codeSent });
      app.afterAnswer(request.log, () => app.accounts.requestSignInCode(email, { trustedDevice }));
      return reply;
    },
    { config: accountRequestLimit },
  );

  // Tries pass the log-in throttle's gates first, as passwords do: a browser that signed in to
  // the account before is held back by nobody else's tries.
  serve(app, endpoints.codeSignIn, async (request, reply) => {
    const { email, code, remember } = request.body;
    const source = await admit(request, reply, email);
    const user = await app.accounts.signInWithCode(email, code);
    if (!user) {
      request.log.info('sign-in code refused');
      throw new HttpError(401, authMessages.codeRefused);
    }
    await throttle.succeeded(email, source);
    return signIn(request, reply, user, remember);
  });

  serve(app, endpoints.user, async (request) => {
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
