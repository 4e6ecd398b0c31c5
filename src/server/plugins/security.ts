import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

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

export default fp(
  async (app) => {
    const headers = { ...helmetHeaders(), 'content-security-policy': contentSecurityPolicy() };
    const publicOrigin = app.config.publicUrl ? new URL(app.config.publicUrl).origin : undefined;
    let warnedOfProxy = app.config.trustProxy !== false;
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (!warnedOfProxy && request.headers['x-forwarded-for'] !== undefined) {
        // Behind a proxy, every visitor would share the proxy's address: one address's limits
        // (log-ins, quote requests) would then hold for everyone at once.
        warnedOfProxy = true;
        app.log.warn(
          'Requests arrive with X-Forwarded-For but TRUST_PROXY is not set: every client seems to come from the proxy, so per-address limits count all visitors together. Set TRUST_PROXY to true, or to the addresses of the proxies.',
        );
      }
      if (isCrossSiteWrite(request.method, request.headers, request.host, publicOrigin)) {
        return done(new HttpError(403, 'Cross-site requests are not allowed.'));
      }
      done();
    });
  },
  { name: 'security' },
);

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when a state-changing request (any method but GET, HEAD, OPTIONS) comes from another site. */
export function isCrossSiteWrite(
  method: string,
  headers: Record<string, string | string[] | undefined>,
  host: string,
  publicOrigin?: string,
): boolean {
  return !safeMethods.has(method) && isCrossSiteRequest(headers, host, publicOrigin);
}

/**
 * True when the browser says the request comes from another site: Sec-Fetch-Site, or an Origin
 * that is not this server's. Requests without either header (curl, server-to-server) carry no
 * ambient browser credentials and pass. Also the check of a WebSocket upgrade (a GET that
 * changes state), which browsers send with an Origin but without CORS.
 */
export function isCrossSiteRequest(
  headers: Record<string, string | string[] | undefined>,
  host: string,
  publicOrigin?: string,
): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = headers.origin;
  if (typeof origin !== 'string') return false;
  if (origin === 'null') return true;
  try {
    const url = new URL(origin);
    return url.host !== host && url.origin !== publicOrigin;
  } catch {
    return true;
  }
}
