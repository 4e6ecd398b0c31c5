import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { signedInHintCookie } from '#shared/session-hint';
import {
  sessionStore,
  type LoadedSession,
  type SessionStore,
  type SessionUser,
} from '../modules/auth/sessions';
import { secureCookies } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    /**
     * Starts a new session for the user (a new id: rotation at login) and sets the cookie: one the
     * browser drops when it closes, or, for a client who asked to be kept signed in, one that
     * lasts KEEP_SIGNED_IN_DAYS. Staff cookies last their working day.
     */
    startSession(
      reply: FastifyReply,
      user: SessionUser,
      previous?: FastifyRequest,
      options?: { remember?: boolean },
    ): Promise<void>;
    /** Ends the request's session, if any, on the server and in the browser. */
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in session of an API request (from the cookie only), or null. */
    session: LoadedSession | null;
  }
}

/** A readable cookie beside the session's, with no secret in it (src/shared/auth.ts). */
const SIGNED_IN_HINT = signedInHintCookie;

/**
 * Sessions for the API and the chat socket: an HttpOnly, SameSite=Lax cookie signed with
 * SESSION_SECRET (Secure and `__Host-` prefixed when PUBLIC_URL is https), holding a random token
 * whose hash keys the `sessions` row. Static pages never touch the database for it.
 */
export default fp(
  async (app) => {
    const secure = secureCookies(app.config);
    const name = secure ? '__Host-sid' : 'sid';
    const store = sessionStore(app.database.db, app.database.query);
    await app.register(cookie, { secret: app.config.sessionSecret });
    app.decorate('sessions', store);
    app.decorateRequest('session', null);

    const tokenOf = (request: FastifyRequest) => {
      const raw = request.cookies[name];
      if (!raw) return undefined;
      const unsigned = request.unsignCookie(raw);
      return unsigned.valid && unsigned.value ? unsigned.value : undefined;
    };

    // A callback hook, not an async one: it runs for every request, and an async hook would put
    // every page and asset through a promise and a deferred step only to return at once. Only
    // a request with a session cookie waits for the database.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.url.startsWith('/api/') && !request.url.startsWith('/ws')) return done();
      const token = tokenOf(request);
      if (!token) return done();
      store.load(token).then(
        (session) => {
          request.session = session;
          done();
        },
        (error: Error) => done(error),
      );
    });

    app.decorate(
      'startSession',
      async (
        reply: FastifyReply,
        user: SessionUser,
        previous?: FastifyRequest,
        options: { remember?: boolean } = {},
      ) => {
        const old = previous && tokenOf(previous);
        if (old) await store.destroy(old);
        const { token, expire, kept } = await store.create(user, options.remember);
        // A client's session ends with the browser unless they chose to be kept signed in.
        const expires = user.role === 'client' && !kept ? undefined : expire;
        reply.setCookie(name, token, {
          signed: true,
          httpOnly: true,
          sameSite: 'lax',
          secure,
          path: '/',
          expires,
        });
        // Not a credential: tells the pages' scripts to ask who is signed in (no 401 otherwise).
        reply.setCookie(SIGNED_IN_HINT, '1', { sameSite: 'lax', secure, path: '/', expires });
      },
    );

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = tokenOf(request);
      if (token) await store.destroy(token);
      request.session = null;
      reply.clearCookie(name, { path: '/', secure, httpOnly: true, sameSite: 'lax' });
      reply.clearCookie(SIGNED_IN_HINT, { path: '/', secure, sameSite: 'lax' });
    });
  },
  { name: 'session' },
);
