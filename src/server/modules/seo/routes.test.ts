import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import staticSite from '../../plugins/static-site';
import { appPaths, publicPaths } from '#shared/site-routes';
import seoRoutes, { disallowedPaths, robotsTxt, sitemapPaths, sitemapXml } from './routes';

// A tiny build on disk, served by the real static-site plugin, whose pages these routes list.
const clientDir = mkdtempSync(path.join(tmpdir(), 'seo-'));
for (const file of [
  'index.html',
  'about/index.html',
  'auto-insurance/index.html',
  '404/index.html',
  '__spa-fallback.html',
  'auto-insurance.data',
  'assets/app.js',
]) {
  mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
  writeFileSync(path.join(clientDir, file), file.endsWith('.html') ? '<h1>x</h1>' : 'x');
}
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

async function appWith(publicUrl: string | undefined) {
  const app = Fastify({ logger: false });
  app.decorate('config', { publicUrl, port: 3000 } as Config);
  await app.register(staticSite, { clientDir });
  await app.register(seoRoutes);
  return app;
}

describe('GET /sitemap.xml', () => {
  it('lists every prerendered page with absolute URLs from PUBLIC_URL, not 404 or the fallback', async () => {
    const app = await appWith('https://www.example.com/');
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://www.example.com/',
      'https://www.example.com/about',
      'https://www.example.com/auto-insurance',
    ]);
    expect(res.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    await app.close();
  });

  it('never echoes the Host header: without PUBLIC_URL it names the local address', async () => {
    const app = await appWith(undefined);
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      const res = await app.inject({ url, headers: { host: 'evil.example:8080' } });
      expect(res.body).not.toContain('evil.example');
      expect(res.body).toContain('http://localhost:');
    }
    await app.close();
  });
});

describe('GET /robots.txt', () => {
  it('allows all but the browser-rendered pages, staff console and API, and points to the sitemap', async () => {
    const app = await appWith('https://www.example.com');
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /client-portal',
        'Disallow: /staff',
        'Disallow: /api/',
        'Sitemap: https://www.example.com/sitemap.xml',
      ]),
    );
    const disallowed = lines.filter((line) => line.startsWith('Disallow: '));
    expect(disallowed).toEqual([
      ...appPaths.map((p) => `Disallow: ${p}`),
      'Disallow: /staff',
      'Disallow: /api/',
    ]);
    // The account pages, e-mailed links among them, stay out of search results.
    for (const p of ['/login', '/register', '/verify-email', '/accept-invite', '/reset-password']) {
      expect(disallowed).toContain(`Disallow: ${p}`);
    }
    await app.close();
  });

  it('disallows no public page (robots.txt rules are prefixes)', () => {
    const blocked = publicPaths.filter((page) => disallowedPaths.some((p) => page.startsWith(p)));
    expect(blocked).toEqual([]);
  });
});

describe('sitemap helpers', () => {
  it('puts the home page first and escapes URLs', () => {
    expect(sitemapPaths(['/b', '/', '/404', '/a', '/__spa-fallback.html'])).toEqual([
      '/',
      '/a',
      '/b',
    ]);
    expect(sitemapXml('https://x.test', ['/a&b'])).toContain('<loc>https://x.test/a&#38;b</loc>');
    expect(robotsTxt('https://x.test')).toMatch(/Sitemap: https:\/\/x\.test\/sitemap\.xml\n$/);
  });
});
