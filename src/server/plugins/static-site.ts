import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { blogNotFoundPath } from '#shared/site-routes/blog-paths';
import { isAppPath } from '#shared/site-routes';
import { baselineHeaders, contentSecurityPolicy } from './security';

interface Variant {
  body: Buffer;
  etag: string;
}

export interface StaticFile {
  type: string;
  cacheControl: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  /** Only for HTML pages: the CSP allowing this page's inline scripts. */
  csp?: string;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

function variant(body: Buffer, suffix = ''): Variant {
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `"${digest}${suffix}"` };
}

function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const code = match[1] ?? '';
    if (code.trim()) hashes.push(`sha256-${createHash('sha256').update(code).digest('base64')}`);
  }
  return hashes;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** URL path a built file answers: `about/index.html` serves `/about`, assets keep their path. */
function urlPathOf(relative: string): string {
  const posix = relative.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'/index.html'.length)}`;
  return `/${posix}`;
}

/** Reads the whole build into memory once: about a megabyte, served without touching the disk. */
export function loadSite(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(clientDir)) return files;
  for (const full of walk(clientDir)) {
    const ext = path.extname(full);
    if (ext === '.br' || ext === '.gz') continue;
    const relative = path.relative(clientDir, full);
    const body = readFileSync(full);
    const isHtml = ext === '.html';
    const file: StaticFile = {
      type: types[ext] ?? 'application/octet-stream',
      cacheControl: relative.startsWith(`assets${path.sep}`) ? immutable : revalidate,
      identity: variant(body),
      csp: isHtml ? contentSecurityPolicy(inlineScriptHashes(body.toString('utf8'))) : undefined,
    };
    if (existsSync(`${full}.br`)) file.br = variant(readFileSync(`${full}.br`), '-br');
    if (existsSync(`${full}.gz`)) file.gzip = variant(readFileSync(`${full}.gz`), '-gz');
    files.set(urlPathOf(relative), file);
  }
  return files;
}

/** What an Accept-Encoding header allows, remembered for the few values browsers send. */
const accepted = new Map<string, { br: boolean; gzip: boolean }>();

function acceptedBy(acceptEncoding: string) {
  let found = accepted.get(acceptEncoding);
  if (!found) {
    found = { br: /\bbr\b/.test(acceptEncoding), gzip: /\bgzip\b/.test(acceptEncoding) };
    if (accepted.size < 64) accepted.set(acceptEncoding, found);
  }
  return found;
}

export function pickVariant(file: StaticFile, acceptEncoding: string | undefined) {
  if (acceptEncoding && (file.br || file.gzip)) {
    const allows = acceptedBy(acceptEncoding);
    if (file.br && allows.br) return { v: file.br, encoding: 'br' };
    if (file.gzip && allows.gzip) return { v: file.gzip, encoding: 'gzip' };
  }
  return { v: file.identity, encoding: undefined };
}

export function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile) {
  const { v, encoding } = pickVariant(file, request.headers['accept-encoding']);
  reply
    .header('content-type', file.type)
    .header('cache-control', file.cacheControl)
    .header('etag', v.etag);
  if (file.br || file.gzip) reply.header('vary', 'Accept-Encoding');
  if (file.csp) reply.header('content-security-policy', file.csp);
  const inm = request.headers['if-none-match'];
  if (inm && inm.split(',').some((tag) => tag.trim() === v.etag)) {
    return reply.code(304).send();
  }
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(v.body);
}

/**
 * Not-found pages of an area, tried before the general /404: a path they match gets that page,
 * still with status 404. The page must render the route the browser's router matches for that
 * path, so it hydrates: /blog/<anything> is the article route, /blog/a/b is not.
 */
export const areaNotFoundPages: { match: RegExp; page: string }[] = [
  { match: /^\/blog\/[^/]+\/?$/, page: blogNotFoundPath },
];

/** The page React Router builds for routes it does not prerender (`ssr: false`). */
export const SPA_FALLBACK = '/__spa-fallback.html';

/** Prerendered pages that answer only with status 404, never as pages of their own. */
export const notFoundOnly: ReadonlySet<string> = new Set([
  '/404',
  SPA_FALLBACK,
  ...areaNotFoundPages.map((area) => area.page),
]);

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends the prerendered 404 page for the request's path (an area's own, else /404) with
     * status 404, or plain text when the build is missing.
     */
    sendNotFoundPage(request: FastifyRequest, reply: FastifyReply): FastifyReply;
    /** The paths of the HTML pages built, 404 pages left out: the sitemap lists them. */
    sitePages: readonly string[];
    /**
     * Answers a request for a prerendered page or an asset straight from memory, before
     * Fastify's request pipeline, and says whether it did (see `frontDoor` in ../app.ts). The
     * answer is the one the `/*` route gives, header for header.
     */
    serveStaticFast(req: IncomingMessage, res: ServerResponse): boolean;
  }
}

/**
 * Request ids of this process: a random prefix, then a count. Unique across instances and
 * restarts, and cheaper to make than a UUID for every page hit.
 */
const idPrefix = randomUUID().slice(0, 8);
let requests = 0;

/** The request id the app gives a request: the caller's own when it is a plain token. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
    ? incoming
    : `${idPrefix}-${(++requests).toString(36)}`;
}

/** The key of the site map a request path names, or null when it cannot be one. */
function siteKeyOf(url: string): string | null {
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  if (pathname.startsWith('/api/') || pathname === '/api') return null;
  let key = pathname;
  if (pathname.includes('%')) {
    try {
      key = decodeURIComponent(pathname);
    } catch {
      return null;
    }
  }
  if (key.length > 1 && key.endsWith('/')) key = key.slice(0, -1);
  return key;
}

/**
 * A response's headers, worked out once per file and encoding: the site's, then the file's, and
 * last `x-request-id`, whose value each answer writes in before `writeHead` reads the list.
 */
type HeaderList = string[];

/** The site's headers (helmet's and the default CSP), worked out once for every file. */
const siteHeaders = baselineHeaders();

function headerList(file: StaticFile, v: Variant, encoding: string | undefined, status: 200 | 304) {
  const headers: Record<string, string> = {
    ...siteHeaders,
    'content-type': file.type,
    'cache-control': file.cacheControl,
    etag: v.etag,
  };
  if (file.br || file.gzip) headers.vary = 'Accept-Encoding';
  if (file.csp) headers['content-security-policy'] = file.csp;
  if (status === 200) {
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(v.body.length);
  }
  return [...Object.entries(headers).flat(), 'x-request-id', ''];
}

export default fp<{ clientDir: string }>(
  async (app, { clientDir }) => {
    const site = loadSite(clientDir);
    if (site.size === 0) app.log.warn({ clientDir }, 'no site build found; run npm run build');

    app.decorate('sendNotFoundPage', (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?', 1)[0]!;
      const area = areaNotFoundPages.find(
        ({ match, page }) => match.test(pathname) && site.has(page),
      );
      const page = site.get(area?.page ?? '/404');
      reply.code(404);
      if (!page) return reply.type('text/plain; charset=utf-8').send('404 Page Not Found');
      return sendFile(request, reply, page);
    });

    // The sitemap lists exactly the pages built, so it never drifts from the route lists.
    app.decorate(
      'sitePages',
      [...site]
        .filter(([p, file]) => file.type.startsWith('text/html') && !notFoundOnly.has(p))
        .map(([p]) => p),
    );

    /** The page or asset a site key answers: the 404 pages never, app paths the SPA fallback. */
    const fileOf = (key: string) =>
      notFoundOnly.has(key)
        ? undefined
        : (site.get(key) ?? (isAppPath(key) ? site.get(SPA_FALLBACK) : undefined));

    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      handler: (request, reply) => {
        const key = siteKeyOf(request.url);
        // The 404 pages answer only with status 404, never as pages of their own. Pages the
        // browser renders (the log-in page, the portal) get the SPA fallback.
        const file = key === null ? undefined : fileOf(key);
        if (!file) return reply.callNotFound();
        return sendFile(request, reply, file);
      },
    });

    // The same answers without Fastify's pipeline (routing, hooks, reply objects): a page hit
    // is then a map lookup and one write, as fast as node:http itself allows. Anything else,
    // or anything the pipeline must see (a route of its own, a proxied request whose address
    // TRUST_PROXY reads, a server shutting down), goes on to Fastify.
    const lists = new WeakMap<Variant, { ok: HeaderList; notModified: HeaderList }>();
    const listsOf = (file: StaticFile, v: Variant, encoding: string | undefined) => {
      let found = lists.get(v);
      if (!found) {
        found = {
          ok: headerList(file, v, encoding, 200),
          notModified: headerList(file, v, encoding, 304),
        };
        lists.set(v, found);
      }
      return found;
    };
    let routes: ReadonlySet<string> = new Set();
    let closing = false;
    // Each a decoration of the whole app (app.ts, the metrics plugin); an app made of this plugin
    // alone (a test) has none of them.
    let observe: (
      method: string,
      route: string,
      status: number,
      seconds: number,
    ) => void = () => {};
    let draining = () => false;
    app.addHook('onReady', async () => {
      const table = app.hasDecorator('routeTable') ? app.routeTable : [];
      routes = new Set(
        table.filter((r) => r.method === 'GET' && !/[:*]/.test(r.url)).map((r) => r.url),
      );
      if (app.hasDecorator('observeRequest')) observe = app.observeRequest;
      if (app.hasDecorator('lifecycle')) draining = () => app.lifecycle.draining;
    });
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.decorate('serveStaticFast', (req: IncomingMessage, res: ServerResponse) => {
      const started = performance.now();
      if ((req.method !== 'GET' && req.method !== 'HEAD') || closing || draining()) {
        return false;
      }
      if (req.headers['x-forwarded-for'] !== undefined || !req.url) return false;
      const key = siteKeyOf(req.url);
      if (key === null || routes.has(key) || key.startsWith('/ws')) return false;
      const file = fileOf(key);
      if (!file) return false;
      const { v, encoding } = pickVariant(file, req.headers['accept-encoding']);
      const inm = req.headers['if-none-match'];
      const fresh = inm !== undefined && inm.split(',').some((tag) => tag.trim() === v.etag);
      const id = requestIdOf(req);
      const { ok, notModified } = listsOf(file, v, encoding);
      const headers = fresh ? notModified : ok;
      headers[headers.length - 1] = id;
      res.writeHead(fresh ? 304 : 200, headers);
      res.end(fresh || req.method === 'HEAD' ? undefined : v.body);
      const ms = Math.round((performance.now() - started) * 10) / 10;
      app.log.info(
        {
          reqId: id,
          method: req.method,
          url: req.url,
          statusCode: res.statusCode,
          ms,
          ip: req.socket.remoteAddress,
        },
        'request completed',
      );
      observe(req.method, '/*', res.statusCode, ms / 1000);
      return true;
    });
  },
  { name: 'static-site' },
);
