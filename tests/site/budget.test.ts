// The speed budget of the public pages, checked on the build output: all the JavaScript a page
// needs to be fully usable (its inline behaviours, the islands' entry and its islands, with all
// they import, and what the quote form asks for once the visitor is at it) is at most 100 KB
// gzipped, and at most 50 KB on a page without a quote form; the quote form comes alive without
// zod (its checks arrive while the visitor fills it in) and a page with it starts with at most
// 75 KB; what only a visitor's action fetches later (a window's conversation, the toasts) at most
// 25 KB more; at most 25 KB of gzipped CSS; every image has its dimensions; the font is
// self-hosted and preloaded.
// `npm test` builds first (scripts/ensure-build.mjs), so build/client is current.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a build script in plain ESM without type declarations
import { islandSources as islandSourcesOf } from '../../scripts/page-scripts.mjs';

const clientDir = path.resolve(import.meta.dirname, '../../build/client');
const JS_BUDGET = 100 * 1024;
const JS_BUDGET_WITHOUT_FORM = 50 * 1024;
const JS_BUDGET_FORM_START = 75 * 1024;
const CSS_BUDGET = 25 * 1024;

const pages = readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith('.html') && e.name !== '__spa-fallback.html')
  .map((e) => path.relative(clientDir, path.join(e.parentPath, e.name)));

/** Gzipped size of a built asset: its precompressed twin when the build wrote one. */
function gzipSize(urlPath: string): number {
  const file = path.join(clientDir, urlPath);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The islands build's manifest: every chunk by its source, with what it imports. */
const manifest = JSON.parse(
  readFileSync(path.join(clientDir, 'islands-manifest.json'), 'utf8'),
) as Record<string, ManifestEntry>;
const ENTRY = 'src/web/islands/main.tsx';

/** The island components' sources by island name, as the registry imports them. */
const sourceOfIsland = (islandSourcesOf as (registry: string) => Record<string, string>)(
  readFileSync(path.resolve(import.meta.dirname, '../../src/web/islands/registry.ts'), 'utf8'),
);
const islandSources = Object.values(sourceOfIsland);

/** The chunks loaded with these sources: theirs and, transitively, their static imports. */
function chunksOf(sources: string[], follow: (entry: ManifestEntry) => string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the islands manifest`);
    seen.add(key);
    for (const next of follow(entry)) visit(next);
  };
  for (const source of sources) visit(source);
  return seen;
}

const staticImports = (entry: ManifestEntry) => entry.imports ?? [];
const everyImport = (entry: ManifestEntry) => [
  ...(entry.imports ?? []),
  ...(entry.dynamicImports ?? []),
];
const chunkBytes = (keys: Iterable<string>) =>
  [...keys].reduce((sum, key) => sum + gzipSize(`/${manifest[key]!.file}`), 0);

/** What a page with these islands needs to be fully usable: the islands' entry and each island. */
const usableWith = (names: string[]) =>
  chunksOf([ENTRY, ...names.map((name) => sourceOfIsland[name]!)], staticImports);
/** Every island's, whatever page it is on. */
const usable = usableWith(Object.keys(sourceOfIsland));
/** What the quote form asks for once the visitor is at it: its checks, the details step. */
const QUOTE_FORM = 'src/web/features/leads/components/quote-form.tsx';
const formLater = [...chunksOf(manifest[QUOTE_FORM]?.dynamicImports ?? [], staticImports)].filter(
  (key) => !usable.has(key),
);
/** What only a visitor's action fetches: a window's conversation, the toasts. */
const onDemand = [...chunksOf([ENTRY], everyImport)].filter(
  (key) => !usable.has(key) && !formLater.includes(key),
);
/** Whether a chunk holds zod (its schemas' constructors are named so, minified or not). */
const holdsZod = (key: string) =>
  readFileSync(path.join(clientDir, manifest[key]!.file), 'utf8').includes('$ZodType');

const attr = (tag: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? undefined;

/** Gzipped bytes of the page's inline scripts (not its JSON-LD data). */
function inlineScriptBytes(html: string): number {
  let bytes = 0;
  for (const [, open, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=|application\/ld\+json/.test(open!)) continue;
    bytes += gzipSync(code!).length;
  }
  return bytes;
}

describe('speed budget of every prerendered page', () => {
  it('finds the prerendered public pages and the islands', () => {
    expect(pages.length).toBeGreaterThanOrEqual(70);
    expect(pages).toContain('index.html');
    expect(manifest[ENTRY]?.isEntry).toBe(true);
    expect(islandSources).toContain(QUOTE_FORM);
    for (const source of islandSources) expect(manifest[ENTRY]!.dynamicImports).toContain(source);
  });

  it.each(pages)(
    '%s needs at most 100 KB of gzipped JavaScript in all to be fully usable (50 KB without a form)',
    (page) => {
      const html = readFileSync(path.join(clientDir, page), 'utf8');
      expect(html, 'no React Router on a public page').not.toContain('__reactRouterContext');
      const files = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]*)"/g)].map(([, src]) => src);
      const preloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)];
      expect(preloads, 'no module preloads of the app').toEqual([]);
      // The islands' entry, and only on a page that has islands.
      expect(files).toEqual(html.includes('data-island=') ? [`/${manifest[ENTRY]!.file}`] : []);
      const names = [...new Set([...html.matchAll(/\bdata-island="([^"]+)"/g)].map(([, n]) => n!))];
      for (const name of names) expect(Object.keys(sourceOfIsland)).toContain(name);
      const start =
        inlineScriptBytes(html) + (files.length > 0 ? chunkBytes(usableWith(names)) : 0);
      if (names.includes('quote-form')) {
        expect(start).toBeLessThanOrEqual(JS_BUDGET_FORM_START);
        expect(start + chunkBytes(formLater)).toBeLessThanOrEqual(JS_BUDGET);
      } else {
        expect(start).toBeLessThanOrEqual(JS_BUDGET_WITHOUT_FORM);
      }
    },
  );

  it('starts the quote form without zod: its checks come once the visitor is at the form', () => {
    expect([...usableWith(['quote-form'])].filter(holdsZod)).toEqual([]);
    expect(formLater.filter(holdsZod)).toHaveLength(1);
  });

  it("keeps what a visitor's action fetches later under 25 KB of gzipped JavaScript", () => {
    expect(onDemand.length).toBeGreaterThan(0);
    expect(chunkBytes(onDemand)).toBeLessThanOrEqual(25 * 1024);
  });

  it.each(pages)('%s loads at most 25 KB of gzipped CSS', (page) => {
    const html = readFileSync(path.join(clientDir, page), 'utf8');
    const sheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map(([tag]) =>
      attr(tag, 'href')!,
    );
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) expect(sheet).toMatch(/^\/assets\//);
    const bytes = sheets.reduce((sum, sheet) => sum + gzipSize(sheet), 0);
    expect(bytes).toBeLessThanOrEqual(CSS_BUDGET);
  });

  it.each(pages)('%s gives every image its width and height', (page) => {
    const html = readFileSync(path.join(clientDir, page), 'utf8');
    for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
      expect(attr(tag, 'width'), tag).toMatch(/^\d+$/);
      expect(attr(tag, 'height'), tag).toMatch(/^\d+$/);
    }
  });

  it.each(pages)('%s preloads the self-hosted font its stylesheet uses', (page) => {
    const html = readFileSync(path.join(clientDir, page), 'utf8');
    const preload = [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*>/g)]
      .map(([tag]) => tag)
      .find((tag) => attr(tag, 'as') === 'font');
    expect(preload, 'a font preload link').toBeDefined();
    const href = attr(preload!, 'href')!;
    expect(href).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
    expect(attr(preload!, 'crossorigin')).toBeDefined();
    expect(existsSync(path.join(clientDir, href))).toBe(true);
    const css = readFileSync(
      path.join(clientDir, attr(/<link\b[^>]*rel="stylesheet"[^>]*>/.exec(html)![0], 'href')!),
      'utf8',
    );
    expect(css).toContain(`url(${href})`);
    // Every font the stylesheet names is served by the site itself.
    for (const [, url] of css.matchAll(/url\(([^)]+\.woff2?)\)/g))
      expect(url).toMatch(/^\/assets\//);
  });
});
