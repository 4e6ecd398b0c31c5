import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/helpers/test-app';
import { clientBuildDir } from '../paths';
import { appPaths } from '#shared/site-routes';

// These tests read the real build (`npm test` builds first when it is missing or stale).
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const homeHtml = () => readFileSync(path.join(clientBuildDir, 'index.html'));

describe('prerendered pages', () => {
  it('serves the home page as HTML with no-cache and an ETag', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.rawPayload.equals(homeHtml())).toBe(true);
    expect(res.body).toContain('<h1');
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await t.app.inject({ url: '/' });
    const again = await t.app.inject({
      url: '/',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends brotli or gzip precompressed bytes when the browser accepts them', async () => {
    const br = await t.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).equals(homeHtml())).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(homeHtml().length / 3);

    const gz = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(homeHtml())).toBe(true);
    expect(gz.headers.etag).not.toBe(br.headers.etag);
  });

  it('caches hashed assets for a year as immutable', async () => {
    const script =
      homeHtml()
        .toString()
        .match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ??
      homeHtml()
        .toString()
        .match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
    expect(script).toBeDefined();
    const res = await t.app.inject({ url: script! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('allows exactly the inline scripts of each page by hash, and never eval', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = res.headers['content-security-policy'] as string;
    const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1]!)
      .filter((code) => code.trim());
    expect(inline.length).toBeGreaterThan(0);
    for (const code of inline) {
      expect(csp).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('serves the favicon', async () => {
    const res = await t.app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
  });
});

describe('not found', () => {
  it.each(['/no-such-page', '/blog/nope/deeper', '/404'])(
    '%s answers the 404 page with status 404',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('404 Page Not Found');
    },
  );

  it.each(['/blog/99', '/blog/abc', '/blog/99/', '/blog/99?ref=x'])(
    "%s answers the blog's Article Not Found page with status 404",
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toContain('script-src');
      expect(res.body).toContain('Article Not Found');
      expect(res.body).not.toContain('404 Page Not Found');
    },
  );

  it("never serves an area's not-found page as a page of its own, nor lists it in the sitemap", async () => {
    const res = await t.app.inject({ url: '/blog/not-found' });
    expect(res.statusCode).toBe(404);
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/blog/1</loc>');
    expect(sitemap.body).not.toContain('/blog/not-found');
    expect(sitemap.body).not.toContain('/404');
  });

  it('serves the pages the browser renders (accounts, portal, staff) with the SPA fallback, unlisted', async () => {
    const fallback = readFileSync(path.join(clientBuildDir, '__spa-fallback.html'), 'utf8');
    for (const url of [
      ...appPaths,
      '/client-portal?tab=claims',
      '/staff',
      '/staff/leads/12',
      '/staff/clients?q=lee',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(fallback);
      expect(res.headers['content-security-policy']).toContain('script-src');
    }
    expect((await t.app.inject({ url: '/__spa-fallback.html' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/client-portal/other' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/staffing' })).statusCode).toBe(404);
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).not.toMatch(/login|register|password|client-portal|staff|spa-fallback/);
    const robots = (await t.app.inject({ url: '/robots.txt' })).body;
    expect(robots).toContain('Disallow: /login');
  });

  it('leaves known articles alone', async () => {
    const res = await t.app.inject({ url: '/blog/1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Article Not Found');
  });

  it('answers unknown API paths with 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });
});
