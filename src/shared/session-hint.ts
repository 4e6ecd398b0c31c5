/**
 * A cookie scripts can read, set beside the HttpOnly session cookie at log-in and cleared at
 * log-out. It proves nothing; it only spares signed-out visitors a GET /api/auth/user (a 401).
 * Zod-free: the site header imports it on every page.
 */
export const signedInHintCookie = 'signed_in';
