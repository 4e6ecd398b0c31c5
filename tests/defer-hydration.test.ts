// scripts/defer-hydration.mjs: public pages keep React Router's scripts in a template until the
// first interaction (the behaviour in a browser is tests/e2e/load-on-interaction.spec.ts).
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a build script in plain ESM without type declarations
import { deferHydration, loader } from '../scripts/defer-hydration.mjs';

const defer = deferHydration as (html: string) => string | undefined;

const page = [
  '<!DOCTYPE html><html lang="en"><head><title>Home</title>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-3.css"/></head><body>',
  '<main id="main"><h1>Home</h1></main>',
  '<script>((storageKey, restoreKey) => {})("k", null)</script>',
  '<script>window.__reactRouterContext = {"basename":"/"};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";import("/assets/entry.client-2.js");</script>',
  '<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0"><script>window.__reactRouterContext.streamController.close();</script></div>',
  '<script>$RC("B:0","S:0")</script></body></html>',
].join('');

describe('deferHydration', () => {
  const out = defer(page)!;
  const template = /<template id="app-deferred">([\s\S]*)<\/template><script>/.exec(out)?.[1];

  it('moves the app scripts, the streamed-data markup and the module preloads into one template', () => {
    expect(template).toBeDefined();
    expect(template).toContain('window.__reactRouterContext = ');
    expect(template).toContain('import("/assets/entry.client-2.js")');
    expect(template).toContain('<div hidden id="S:0">');
    expect(template).toContain('$RC("B:0","S:0")');
    expect(template!.startsWith('<link rel="modulepreload" href="/assets/manifest-1.js"/>')).toBe(
      true,
    );
    expect(out.slice(0, out.indexOf('</head>'))).not.toContain('modulepreload');
  });

  it('leaves the content, the stylesheet and the scroll-restoration script in place', () => {
    const eager = out.replace(/<template id="app-deferred">[\s\S]*<\/template>/, '');
    expect(eager).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>');
    expect(eager).toContain('<main id="main"><h1>Home</h1></main>');
    expect(eager).toContain('((storageKey, restoreKey) => {})');
    expect(eager).not.toContain('__reactRouterContext');
  });

  it('ends the body with the inline loader, and puts back exactly what it took', () => {
    expect(out.endsWith(`<script>${loader}</script></body></html>`)).toBe(true);
    const restored = out
      .replace(`<script>${loader}</script>`, '')
      .replace(/<template id="app-deferred">((?:<link[^>]*>)*)([\s\S]*)<\/template>/, '$2')
      .replace('</title>', `</title>${template!.match(/^(?:<link[^>]*>)*/)![0]}`);
    expect(restored).toBe(page);
  });

  it('leaves alone a page without the app scripts, and a page it already deferred', () => {
    expect(defer('<html><body><h1>Plain</h1></body></html>')).toBeUndefined();
    expect(defer(out)).toBeUndefined();
  });

  it('keeps the loader small', () => {
    expect(Buffer.byteLength(loader)).toBeLessThan(2048);
  });
});
