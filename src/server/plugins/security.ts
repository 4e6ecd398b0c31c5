import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import fp from 'fastify-plugin';
import { HttpError } from './errors';
import { publicOriginOf } from '../config';

const directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
} as const;

/**
 * The Content-Security-Policy of the site. Prerendered pages carry small inline scripts (React
 * Router's hydration context); each page allows exactly its own scripts by hash, nothing else.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return Object.entries(directives)
    .map(([name, values]) => {
      const all =
        name === 'script-src' ? [...values, ...scriptHashes.map((h) => `'${h}'`)] : values;
      return all.length ? `${name} ${all.join(' ')}` : name;
    })
    .join('; ');
}

/**
 * Helmet's headers, worked out once. @fastify/helmet rebuilds helmet's middleware on every
 * request (about 15 µs each in bench/static); the headers never change, so they are computed
 * here by running helmet once against a recording response.
 */
export function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => {},
  };
  helmet({
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/** The headers every answer carries, an error before routing included. */
export const baselineHeaders = (): Record<string, string> => ({
  ...helmetHeaders(),
  'content-security-policy': contentSecurityPolicy(),
});

export default fp(
  async (app) => {
    const headers = baselineHeaders();
    const publicOrigin = publicOriginOf(app.config);
    let warnedOfProxy = app.config.trustProxy !== false;
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      // Answers of the API are for this person, now: never kept by a browser or a proxy.
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
      if (!warnedOfProxy && request.headers['x-forwarded-for'] !== undefined) {
        // Behind a proxy, every visitor would share the proxy's address: one address's limits
        // (log-ins, quote requests) would then hold for everyone at once.
        warnedOfProxy = true;
        app.log.warn(
          'Requests arrive with X-Forwarded-For but TRUST_PROXY is not set: every client seems to come from the proxy, so per-address limits count all visitors together. Set TRUST_PROXY to the number of proxies in front (usually 1), or to their addresses, and PUBLIC_URL to the origin of the site.',
        );
      }
      if (isCrossSiteWrite(request.method, request.headers, siteOrigins(request, publicOrigin))) {
        return done(new HttpError(403, 'Cross-site requests are not allowed.'));
      }
      done();
    });
  },
  { name: 'security' },
);

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

type Headers = Record<string, string | string[] | undefined>;

/** The origins a request of this site may come from: the one it was sent to, and PUBLIC_URL's. */
export interface SiteOrigins {
  /** `${request.protocol}://${request.host}` */
  self: string;
  publicOrigin?: string;
}

export const siteOrigins = (
  request: { protocol: string; host: string },
  publicOrigin?: string,
): SiteOrigins => ({ self: `${request.protocol}://${request.host}`, publicOrigin });

/** True when a state-changing request (any method but GET, HEAD, OPTIONS) comes from another site. */
export function isCrossSiteWrite(method: string, headers: Headers, site: SiteOrigins): boolean {
  return !safeMethods.has(method) && isCrossSiteRequest(headers, site);
}

/** Whether a URL's origin (scheme, host and port) is one of the site's. */
function isOwnOrigin(value: string, site: SiteOrigins): boolean {
  try {
    const { origin } = new URL(value);
    return origin === site.self || origin === site.publicOrigin;
  } catch {
    return false;
  }
}

/**
 * True when the browser says the request comes from another site: Sec-Fetch-Site, or an Origin
 * that is not this site's (scheme included: an http page may not write to the https site).
 * Requests without either header (curl, server-to-server) carry no ambient browser credentials
 * and pass. Also the check of a WebSocket upgrade (a GET that changes state), which browsers send
 * with an Origin but without CORS.
 */
export function isCrossSiteRequest(headers: Headers, site: SiteOrigins): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = headers.origin;
  if (typeof origin !== 'string') return false;
  return origin === 'null' || !isOwnOrigin(origin, site);
}

/**
 * For a GET that changes state (log-out): also a Referer of another site counts, for browsers
 * that send neither Sec-Fetch-Site nor an Origin with a navigation.
 */
export function isCrossSiteNavigation(headers: Headers, site: SiteOrigins): boolean {
  if (isCrossSiteRequest(headers, site)) return true;
  const referer = headers.referer;
  return typeof referer === 'string' && !isOwnOrigin(referer, site);
}
