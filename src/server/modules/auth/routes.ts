import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authMessages, authUserSchema, loginSchema } from '../../../shared/auth';
import { users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { loginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { toSessionUser } from './accounts';

/** Log-in, log-out and "who am I" (SPEC sections 6 and 7; the accounts issue, 1–3 and 5). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const throttle = loginThrottle(app.database.query);
  // An unknown e-mail is checked against this hash, so it takes as long as a wrong password.
  const dummyHash = hashPassword('no account has this password, it only takes time');

  app.post(
    '/api/auth/login',
    { schema: { body: loginSchema, response: { 200: authUserSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const retryAfter = await throttle.retryAfter(email, request.ip);
      if (retryAfter !== null) {
        reply.header('retry-after', String(retryAfter));
        throw new HttpError(429, authMessages.tooManyAttempts);
      }
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));
      const matches = await verifyPassword(row?.password ?? (await dummyHash), password);
      if (!row?.password || !matches) {
        await throttle.recordFailure(email, request.ip);
        request.log.info({ known: Boolean(row) }, 'log-in refused');
        throw new HttpError(401, authMessages.invalidCredentials);
      }
      await throttle.clearAccount(email);
      // The right password, but the address was never confirmed (self-registration).
      if (!row.emailVerifiedAt) throw new HttpError(403, authMessages.emailNotVerified);
      if (row.disabledAt) throw new HttpError(403, authMessages.accountDisabled);
      const user = toSessionUser(row);
      await app.startSession(reply, user, request);
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

export default authRoutes;
