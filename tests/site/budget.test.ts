// The speed budget of the public pages, checked on the build output: before a visitor interacts, a
// page loads at most 100 KB of gzipped JavaScript and at most 25 KB of gzipped CSS; every image has
// its dimensions; the font is self-hosted and preloaded.
// `npm test` builds first (scripts/ensure-build.mjs), so build/client is current.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const clientDir = path.resolve(import.meta.dirname, '../../build/client');
const JS_BUDGET = 100 * 1024;
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

/** What the browser meets as it parses the page: everything outside the deferred app. */
function eagerPart(html: string): string {
  return html.replace(/<template id="app-deferred">[\s\S]*?<\/template>(?=<script>)/, '');
}

function deferredPart(html: string): string {
  return /<template id="app-deferred">([\s\S]*?)<\/template>(?=<script>)/.exec(html)?.[1] ?? '';
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? undefined;

interface JsLoad {
  bytes: number;
  files: string[];
}

/** JavaScript a page part makes the browser fetch or run: scripts, module preloads, inline code. */
function javascriptOf(part: string): JsLoad {
  const files = new Set<string>();
  let bytes = 0;
  for (const [tag] of part.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g))
    files.add(attr(tag, 'src')!);
  for (const [tag] of part.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g))
    files.add(attr(tag, 'href')!);
  for (const [, open, code] of part.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=|application\/ld\+json/.test(open!)) continue;
    bytes += gzipSync(code!).length;
  }
  // A module script imports its modules: the static imports count too.
  for (const [, code] of part.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, spec] of code!.matchAll(/import\s*(?:[^'"]*from\s*)?["'](\/assets\/[^"']+)["']/g))
      files.add(spec!);
  }
  for (const file of files) bytes += gzipSize(file);
  return { bytes, files: [...files] };
}

describe('speed budget of every prerendered page', () => {
  it('finds the prerendered public pages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(70);
    expect(pages).toContain('index.html');
  });

  it.each(pages)('%s loads at most 100 KB of gzipped JavaScript before interaction', (page) => {
    const html = readFileSync(path.join(clientDir, page), 'utf8');
    const before = javascriptOf(eagerPart(html));
    expect(before.files, 'no script file is fetched before interaction').toEqual([]);
    expect(before.bytes).toBeLessThanOrEqual(JS_BUDGET);
    // The app itself is in the page, waiting: interaction loads it.
    const after = javascriptOf(deferredPart(html));
    expect(after.files.some((f) => f.includes('entry.client'))).toBe(true);
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
