// Every public page, read as a client without JavaScript reads it (a search engine, a screen reader
// before the app loads, a reader with scripts off): plain HTTP against the built server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorHrefs, h1Texts, mainText, titleTexts } from '../helpers/page-html';
import { expectedPageTexts } from '../helpers/page-expectations';
import { allPublicPaths } from '../helpers/public-routes';
import { startSiteServer, type SiteServer } from '../helpers/site-server';

let site: SiteServer;

beforeAll(async () => {
  site = await startSiteServer();
}, 600_000);

afterAll(() => site?.stop());

async function get(route: string) {
  const res = await fetch(`${site.url}${route}`, { redirect: 'manual' });
  return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
}

describe('public routes without JavaScript', () => {
  it.each(allPublicPaths)(
    '%s answers 200 with one h1, a title and its own content',
    async (route) => {
      const { status, type, html } = await get(route);
      expect(status).toBe(200);
      expect(type).toMatch(/^text\/html\b/);

      const h1 = h1Texts(html);
      expect(h1, 'exactly one <h1>').toHaveLength(1);
      expect(h1[0]).not.toBe('');

      const titles = titleTexts(html);
      expect(titles, 'exactly one <title>').toHaveLength(1);
      expect(titles[0]).not.toBe('');

      const main = mainText(html);
      expect(main, '<main> element').toBeDefined();
      const missing = expectedPageTexts(route).filter((text) => !main!.includes(text));
      expect(missing, `content of ${route} missing from its <main>`).toEqual([]);
    },
  );
});

describe('unknown routes', () => {
  it.each(['/no-such-page', '/auto-insurance/extra'])(
    '%s answers 404 with the 404 page',
    async (route) => {
      const { status, type, html } = await get(route);
      expect(status).toBe(404);
      expect(type).toMatch(/^text\/html\b/);
      // An unknown route shows "404 Page Not Found".
      expect(h1Texts(html)).toEqual(['404 Page Not Found']);
      expect(titleTexts(html)[0]).toMatch(/Not Found/);
      expect(html).toMatch(/<meta name="robots" content="noindex"\/>/);
    },
  );

  it('/blog/999 answers 404 with the Article Not Found page', async () => {
    const { status, type, html } = await get('/blog/999');
    expect(status).toBe(404);
    expect(type).toMatch(/^text\/html\b/);
    // An unknown article has its own not-found page.
    expect(h1Texts(html)).toEqual(['Article Not Found']);
    expect(mainText(html)).toContain("The article you're looking for doesn't exist.");
    expect(anchorHrefs(html)).toContain('/blog');
    expect(html).toMatch(/<meta name="robots" content="noindex"\/>/);
  });
});
