/**
 * Routes prerendered to static HTML at build time. `/404` is the not-found page the server sends
 * with status 404 for any unknown path.
 */
export const prerenderedPaths: string[] = [
  '/',
  '/personal-insurance',
  '/commercial-insurance',
  '/404',
];
