// Follows every link a reader can follow from the home page, on the built server: no internal link
// may lead anywhere but a page (200), and every public page must be reachable by links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorHrefs } from '../helpers/page-html';
import { allPublicPaths } from '../helpers/public-routes';
import { startSiteServer, type SiteServer } from '../helpers/site-server';

interface Crawl {
  /** What each internal URL fetched answered in the end, by path and query. */
  status: Map<string, number>;
  /** Where a URL that redirected ended up (the log-in link goes through /api/login). */
  redirectedTo: Map<string, string>;
  /** The pages each internal URL was linked from. */
  linkedFrom: Map<string, Set<string>>;
}

/**
 * Breadth-first from `start`, each URL fetched once, a whole level at a time. A link that
 * redirects counts by where it ends, as a reader's browser would show it. Only HTML pages that
 * answered 200 are read for more links; a fetch that fails counts as status 0.
 */
async function crawl(origin: string, start: string): Promise<Crawl> {
  const status = new Map<string, number>();
  const redirectedTo = new Map<string, string>();
  const linkedFrom = new Map<string, Set<string>>();
  const seen = new Set([start]);
  let level = [start];

  async function visit(target: string, found: string[]) {
    let res: Response;
    try {
      res = await fetch(`${origin}${target}`);
    } catch {
      status.set(target, 0);
      return;
    }
    status.set(target, res.status);
    const landed = new URL(res.url);
    if (res.redirected) redirectedTo.set(target, `${landed.pathname}${landed.search}`);
    const html = await res.text();
    if (res.status !== 200 || !res.headers.get('content-type')?.startsWith('text/html')) return;
    for (const href of anchorHrefs(html)) {
      const url = new URL(href, landed);
      if (url.origin !== origin) continue;
      // The fragment never reaches the server; the query does (/tabs?tab=auto is its own URL).
      const link = `${url.pathname}${url.search}`;
      if (!linkedFrom.has(link)) linkedFrom.set(link, new Set());
      linkedFrom.get(link)!.add(target);
      if (!seen.has(link)) {
        seen.add(link);
        found.push(link);
      }
    }
  }

  while (level.length > 0) {
    const next: string[] = [];
    await Promise.all(level.map((target) => visit(target, next)));
    level = next;
  }
  return { status, redirectedTo, linkedFrom };
}

let site: SiteServer;
let result: Crawl;

beforeAll(async () => {
  site = await startSiteServer();
  result = await crawl(site.url, '/');
}, 600_000);

afterAll(() => site?.stop());

describe('crawl from the home page', () => {
  it('finds no internal link that answers other than 200', () => {
    const broken = [...result.status]
      .filter(([, status]) => status !== 200)
      .map(([link, status]) => {
        const pages = [...(result.linkedFrom.get(link) ?? [])].sort();
        const shown = pages.slice(0, 5).join(', ') + (pages.length > 5 ? ', …' : '');
        const via = result.redirectedTo.has(link) ? ` (at ${result.redirectedTo.get(link)})` : '';
        return `${link} answers ${status}${via}, linked from ${pages.length} page(s): ${shown}`;
      });
    expect(broken).toEqual([]);
  });

  it('reaches every public route by links (no orphan page)', () => {
    const reached = new Set([...result.status].filter(([, s]) => s === 200).map(([link]) => link));
    const orphans = allPublicPaths.filter((route) => !reached.has(route));
    expect(orphans).toEqual([]);
  });
});

describe('/sitemap.xml', () => {
  it('lists exactly the public routes, on the site’s origin', async () => {
    const res = await fetch(`${site.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml\b/);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      (m) => new URL(m[1]!),
    );
    // The canonical origin: PUBLIC_URL when the environment sets one, else the local address
    // on the server's port (never the request's Host header).
    const origin = process.env.PUBLIC_URL
      ? new URL(process.env.PUBLIC_URL).origin
      : `http://localhost:${new URL(site.url).port}`;
    expect(locs.filter((loc) => loc.origin !== origin)).toEqual([]);
    const listed = locs.map((loc) => `${loc.pathname}${loc.search}`);
    expect([...listed].sort()).toEqual([...allPublicPaths].sort());
  });
});
