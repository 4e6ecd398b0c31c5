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

/** The islands' entry file, from the islands build's manifest in `clientDir`. */
export function islandsEntry(clientDir) {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, 'islands-manifest.json'), 'utf8'));
  const entry = manifest['src/web/islands/main.tsx'];
  if (!entry?.isEntry) throw new Error('the islands manifest has no entry for main.tsx');
  return `/${entry.file}`;
}

/**
 * A prerendered page as the browser gets it: without React Router's scripts (and their module
 * preloads and streamed data), with the islands' entry when the page has islands, and the
 * behaviours inline at the end of its body.
 */
export function pageWithScripts(html, entry) {
  const start = html.indexOf(CONTEXT_SCRIPT);
  const end = html.lastIndexOf('</body>');
  if (start < 0 || end < start) throw new Error('a prerendered page without React Router scripts');
  let head = html.slice(0, start).replace(MODULE_PRELOAD, '');
  if (head.includes('data-island=')) {
    const script = `<script type="module" src="${entry}"></script>`;
    head = head.replace('</head>', `${script}</head>`);
  }
  return `${head}<script>${behaviours}</script>${html.slice(end)}`;
}
