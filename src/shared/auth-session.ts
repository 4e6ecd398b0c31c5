import { endpoint } from './endpoints';

/**
 * The session's endpoints that every page may reach: who is signed in (the header's account
 * link asks), and the full-page navigations into and out of a session. Zod-free, as
 * ./session-hint.ts is: the site header imports them on every page. Their schemas are those of
 * `authEndpoints` in ./auth.ts.
 */
export const sessionEndpoints = {
  /** The signed-in user; 401 when nobody is. */
  user: endpoint('GET', '/api/auth/user'),
  /** To the log-in page, or the identity provider's, then back to `returnTo`. */
  loginRedirect: endpoint('GET', '/api/login'),
  /** Ends the session and goes home. */
  logout: endpoint('GET', '/api/logout'),
};

/** Where a full-page navigation goes to log in and come back to `returnTo`, a path of this site. */
export const loginHref = (returnTo: string) =>
  `${sessionEndpoints.loginRedirect.path}?returnTo=${encodeURIComponent(returnTo)}`;
