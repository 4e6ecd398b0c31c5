import { blogNotFoundPath, blogPaths } from './site-routes/blog-paths';
import { legalPaths } from './site-routes/legal-paths';
import { pagePaths } from './site-routes/page-paths';
import { productPaths } from './site-routes/product-paths';

/** Public routes: each is prerendered to static HTML at build time and listed in the sitemap. */
export const publicPaths: string[] = [
  '/',
  '/personal-insurance',
  '/commercial-insurance',
  ...productPaths,
  ...pagePaths,
  ...blogPaths,
  ...legalPaths,
];

/**
 * Where a quote form sent without the page's script (POST /quote-request) lands: its outcome, and
 * a callback request's (the help menu's form, a lead of type `callback`). Prerendered, but not
 * for search engines: not in the sitemap, `noindex`.
 */
export const quoteResultPaths = {
  sent: '/quote-received',
  notSent: '/quote-not-sent',
  callbackRequested: '/callback-requested',
} as const;

/** The lead type of a callback request: a person to call back, not a quote to prepare. */
export const CALLBACK_LEAD_TYPE = 'callback';

/**
 * Everything prerendered: the public routes, the quote form's outcomes, plus the not-found pages
 * the server sends with status 404: `/404` for any unknown path, the blog's own for unknown
 * articles.
 */
export const prerenderedPaths: string[] = [
  ...publicPaths,
  ...Object.values(quoteResultPaths),
  '/404',
  blogNotFoundPath,
];

/**
 * Pages rendered in the browser (the SPA fallback, hydrated at once): the account pages (log in,
 * register, the pages e-mailed links open) and the signed-in areas. Not prerendered, not in the
 * sitemap, disallowed in robots.txt. Each has a route in src/web/routes/config/account-routes.
 */
export const appPaths: string[] = [
  '/login',
  '/login/code',
  '/register',
  '/verify-email',
  '/accept-invite',
  '/reset-password',
  '/change-password',
  '/client-portal',
  '/client-portal/people',
  '/client-portal/change',
  '/client-portal/appointments',
  '/book-appointment',
];

/** Whole areas rendered in the browser: every path under them gets the SPA fallback. */
export const appAreas: string[] = ['/staff'];

/** True for a page rendered in the browser: an app path, or a path inside an app area. */
export function isAppPath(pathname: string): boolean {
  return (
    appPaths.includes(pathname) ||
    appAreas.some((area) => pathname === area || pathname.startsWith(`${area}/`))
  );
}
