import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { siteOrigin } from '../../config';
import { appPaths, quoteResultPaths } from '#shared/site-routes';

const unlisted = new Set<string>(['/404', ...Object.values(quoteResultPaths)]);

/**
 * URL paths the sitemap lists: every prerendered HTML page except the 404, the quote form's
 * outcome pages and the SPA fallback.
 */
export function sitemapPaths(htmlPaths: Iterable<string>): string[] {
  return [...htmlPaths]
    .filter((p) => !unlisted.has(p) && !p.includes('__spa-fallback'))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths
    .map(
      (p) => `  <url><loc>${escapeXml(`${origin}${p === '/' ? '/' : encodeURI(p)}`)}</loc></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Never for search engines: the pages rendered in the browser, the staff console, the API. */
export const disallowedPaths: readonly string[] = [...appPaths, '/staff', '/api/'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** GET /sitemap.xml and /robots.txt, built from the pages the static site loaded. */
async function seoRoutes(app: FastifyInstance) {
  const paths = sitemapPaths(app.sitePages);
  // PUBLIC_URL, or the local address: never the Host header, which a stranger chooses.
  const origin = siteOrigin(app.config).replace(/\/+$/, '');
  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(sitemapXml(origin, paths)),
  );
  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(robotsTxt(origin)),
  );
}

export default fp(seoRoutes, { name: 'seo', dependencies: ['static-site'], encapsulate: true });
