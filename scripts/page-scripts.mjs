// The scripts of every prerendered public page (docs/adr/0007-public-pages-html-behaviours-islands.md).
// React Router's scripts go: the page is its HTML. Two kinds of script come instead:
// - the behaviours (src/web/behaviours/): the menu, the dropdowns, the cookie banner, the guide's
//   tabs and the navigation bar, compiled here to one small ES2017 script written inline into each
//   page (the server hashes it for the Content-Security-Policy), so they answer a tap at once;
// - the islands' entry (src/web/islands/main.tsx, built by vite.islands.config.ts), on pages that
//   have islands: it brings the quote form, the floating buttons and the account link to life.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

const web = path.resolve(import.meta.dirname, '../src/web');

export const behaviours = buildSync({
  stdin: {
    contents: "import { installBehaviours } from './index';\ninstallBehaviours(document);",
    resolveDir: path.join(web, 'behaviours'),
    loader: 'ts',
  },
  alias: { '~': web },
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2017',
  write: false,
  logLevel: 'warning',
}).outputFiles[0].text.trim();

/** Where React Router's `<Scripts />` output begins: its context script. */
const CONTEXT_SCRIPT = '<script>window.__reactRouterContext = ';
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;

const ENTRY = 'src/web/islands/main.tsx';

/** Each island's source file by name, as src/web/islands/registry.ts imports it. */
export function islandSources(registryText) {
  const sources = {};
  for (const [, name, source] of registryText.matchAll(
    /['"]?([\w-]+)['"]?:\s*\(\)\s*=>\s*import\('~\/([^']+)'\)/g,
  )) {
    sources[name] = `src/web/${source}.tsx`;
  }
  return sources;
}

/** What the islands build made, for the pages: the entry's file and the islands' names. */
export function islandsBuild(clientDir) {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, 'islands-manifest.json'), 'utf8'));
  if (!manifest[ENTRY]?.isEntry) throw new Error('the islands manifest has no entry for main.tsx');
  const registry = readFileSync(path.join(web, 'islands/registry.ts'), 'utf8');
  return {
    entry: `/${manifest[ENTRY].file}`,
    names: new Set(Object.keys(islandSources(registry))),
  };
}

/**
 * A prerendered page as the browser gets it: without React Router's scripts (and their module
 * preloads and streamed data), with the islands' entry when the page has islands, and the
 * behaviours inline at the end of its body.
 */
export function pageWithScripts(html, build) {
  const start = html.indexOf(CONTEXT_SCRIPT);
  const end = html.lastIndexOf('</body>');
  if (start < 0 || end < start) throw new Error('a prerendered page without React Router scripts');
  const head = html.slice(0, start).replace(MODULE_PRELOAD, '');
  const names = new Set([...head.matchAll(/data-island="([\w-]+)"/g)].map(([, name]) => name));
  for (const name of names) {
    if (!build.names.has(name)) throw new Error(`island "${name}" is not in the registry`);
  }
  // At the end of the body, not preloaded: the stylesheet and the font, which the first paint
  // waits for, have the network first (module preloads in the page cost Lighthouse 0.4-0.7 s of
  // first and largest paint on the mobile profile). The entry fetches each island's chunk.
  const islands = names.size > 0 ? `<script type="module" src="${build.entry}"></script>` : '';
  return `${head}<script>${behaviours}</script>${islands}${html.slice(end)}`;
}
