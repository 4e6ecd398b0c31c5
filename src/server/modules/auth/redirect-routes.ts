import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { authEndpoints as endpoints, safeReturnTo } from '#shared/auth';
import { users } from '#server/db/schema';
import { serve } from '#server/plugins/endpoints';
import { isCrossSiteNavigation, siteOrigins } from '../../plugins/security';
import { OIDC_TRANSACTION_TTL_S, decodeTransaction, encodeTransaction, oidcClient } from './oidc';
import type { SessionUser } from './sessions';
import { publicOriginOf, secureCookies } from '../../config';

/** `error` values of /login that the log-in page explains (`authMessages` in src/shared/auth). */
type LoginError = 'oidc' | 'oidc-no-account';

/**
 * The users row of a verified e-mail. `unconfirmed`: a registration whose owner has not yet
 * followed the e-mailed link (its password may have been chosen by someone else), or an account
 * an admin disabled: neither may be opened through the provider.
 */
const userByEmail = (email: string) => sql`
  select ${users.id}, ${users.email}, ${users.firstName}, ${users.lastName}, ${users.role},
    ${users.isClient},
    (${users.emailVerifiedAt} is null or ${users.disabledAt} is not null) as "unconfirmed"
  from ${users} where lower(${users.email}) = ${email}`;

/**
 * The browser's redirects into and out of a session: `GET /api/login` leads to the log-in page, or
 * to the OpenID Connect provider when one is set up (whose answer comes back to
 * `GET /api/auth/oidc/callback`); `GET /api/logout` ends the session and goes home.
 */
const redirectRoutes: FastifyPluginAsyncZod = async (app) => {
  const oidc = app.config.oidc && oidcClient(app.config.oidc);
  const secure = secureCookies(app.config);
  const transactionCookie = secure ? '__Host-oidc_tx' : 'oidc_tx';
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;

  const toLogin = (reply: FastifyReply, error: LoginError, returnTo?: string) => {
    const query = new URLSearchParams({ error });
    if (returnTo) query.set('returnTo', returnTo);
    return reply.redirect(`/login?${query}`, 302);
  };

  const redirectUri = (request: FastifyRequest) =>
    `${app.config.publicUrl ?? `${request.protocol}://${request.host}`}${endpoints.oidcCallback.path}`;

  serve(app, endpoints.loginRedirect, async (request, reply) => {
    const returnTo = safeReturnTo(request.query.returnTo);
    if (!oidc) return reply.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`, 302);
    try {
      const { url, transaction } = await oidc.start(redirectUri(request), returnTo);
      reply.setCookie(transactionCookie, encodeTransaction(transaction), {
        ...cookieOptions,
        signed: true,
        maxAge: OIDC_TRANSACTION_TTL_S,
      });
      return reply.redirect(url.href, 302);
    } catch (err) {
      request.log.warn({ err }, 'OpenID Connect provider unavailable');
      return toLogin(reply, 'oidc', returnTo);
    }
  });

  // No body, no schema: whatever the provider sends is checked by openid-client, and any
  // problem ends on the log-in page rather than in a JSON error.
  serve(app, endpoints.oidcCallback, async (request, reply) => {
    const raw = request.cookies[transactionCookie];
    reply.clearCookie(transactionCookie, cookieOptions);
    const signed = raw ? request.unsignCookie(raw) : undefined;
    const transaction = signed?.valid && signed.value ? decodeTransaction(signed.value) : undefined;
    if (!oidc || !transaction) {
      request.log.info({ cookie: Boolean(raw) }, 'OpenID Connect callback without a log-in');
      return toLogin(reply, 'oidc');
    }
    const { returnTo } = transaction;
    const queryAt = request.url.indexOf('?');
    let email: string | undefined;
    try {
      const identity = await oidc.finish(
        transaction,
        queryAt === -1 ? '' : request.url.slice(queryAt),
      );
      // Only an address the provider vouches for may open an account that uses it.
      if (identity.emailVerified) email = identity.email?.toLowerCase();
      request.log.info({ verified: identity.emailVerified }, 'OpenID Connect identity received');
    } catch (err) {
      request.log.warn({ err }, 'OpenID Connect log-in failed');
      return toLogin(reply, 'oidc', returnTo);
    }
    const [row] = email
      ? await app.database.query<SessionUser & { unconfirmed: boolean }>(userByEmail(email))
      : [];
    // No account is made here (staff invite clients), and a registration whose address was never
    // confirmed is not one yet: its password may have been chosen by someone else.
    if (!row || row.unconfirmed) return toLogin(reply, 'oidc-no-account', returnTo);
    const { unconfirmed: _, ...user } = row;
    await app.startSession(reply, user, request);
    request.log.info({ userId: user.id }, 'signed in with OpenID Connect');
    return reply.redirect(safeReturnTo(returnTo), 302);
  });

  const publicOrigin = publicOriginOf(app.config);
  serve(app, endpoints.logout, async (request, reply) => {
    // A page of another site cannot sign a visitor out by linking here (or by an image).
    if (!isCrossSiteNavigation(request.headers, siteOrigins(request, publicOrigin))) {
      await app.endSession(request, reply);
    }
    return reply.redirect('/', 302);
  });
};

export default fp(redirectRoutes, {
  name: 'redirect-routes',
  dependencies: ['session'],
  encapsulate: true,
});
