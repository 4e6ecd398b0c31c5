// What search engines read on every prerendered public page: the canonical URL and og:url from
// PUBLIC_URL, Open Graph tags, the agency's JSON-LD; FAQPage on the guide, Article and
// BreadcrumbList on articles; not-found pages are nobody's canonical.
// `npm test` builds first (scripts/ensure-build.mjs), so build/client is current.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicPaths } from '#shared/site-routes';
import { productPaths } from '~/routes/config/product-routes';

const clientDir = path.resolve(import.meta.dirname, '../../build/client');
const PUBLIC_URL = 'http://localhost:3000';
const routes = [...new Set([...publicPaths, ...productPaths])];

const htmlOf = (route: string) =>
  readFileSync(
    path.join(clientDir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`),
    'utf8',
  );

const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

function metaProperty(html: string, property: string): string[] {
  return [...html.matchAll(/<meta\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attr(tag, 'property') === property)
    .map((tag) => attr(tag, 'content') ?? '');
}

function jsonLdTypes(html: string): string[] {
  const types: string[] = [];
  for (const [, json] of html.matchAll(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
  )) {
    type Item = { '@type'?: string; '@graph'?: Item[] };
    const data = JSON.parse(json!) as Item | Item[];
    const items = Array.isArray(data) ? data : (data['@graph'] ?? [data]);
    for (const item of items) if (item['@type']) types.push(item['@type']);
  }
  return types;
}

describe.each(routes)('%s', (route) => {
  const html = htmlOf(route);
  const url = route === '/' ? `${PUBLIC_URL}/` : `${PUBLIC_URL}${route}`;

  it('names its canonical URL and og:url from PUBLIC_URL', () => {
    const canonical = [...html.matchAll(/<link\b[^>]*rel="canonical"[^>]*>/g)].map(([tag]) =>
      attr(tag, 'href'),
    );
    expect(canonical).toEqual([url]);
    expect(metaProperty(html, 'og:url')).toEqual([url]);
  });

  it('has Open Graph title, description and type, and the agency as JSON-LD', () => {
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(metaProperty(html, 'og:title')).toEqual([title]);
    expect(metaProperty(html, 'og:description')).toHaveLength(1);
    expect(metaProperty(html, 'og:type')).toHaveLength(1);
    expect(jsonLdTypes(html)).toContain('InsuranceAgency');
  });
});

describe('structured data of its own', () => {
  it('the guide is a FAQPage', () => {
    expect(jsonLdTypes(htmlOf('/tabs'))).toContain('FAQPage');
  });

  it.each(routes.filter((r) => /^\/blog\/\d+$/.test(r)))(
    '%s is an Article with a BreadcrumbList',
    (route) => {
      const types = jsonLdTypes(htmlOf(route));
      expect(types).toContain('Article');
      expect(types).toContain('BreadcrumbList');
    },
  );
});

describe('not-found pages', () => {
  it.each(['404/index.html', 'blog/not-found/index.html'])('%s claims no canonical URL', (file) => {
    const html = readFileSync(path.join(clientDir, file), 'utf8');
    expect(html).not.toMatch(/rel="canonical"/);
    expect(metaProperty(html, 'og:url')).toEqual([]);
  });
});
