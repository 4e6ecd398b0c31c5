// Public pages load no JavaScript before a visitor interacts (the speed budget: at most 100 KB
// gzipped before interaction; React and React Router alone are about 107 KB). The build calls
// `deferHydration` on every prerendered page: React Router's scripts and the streamed-data markup
// after them move, unchanged, into <template id="app-deferred">, their modulepreload links with
// them, and a small inline loader (scripts/defer-hydration-loader.js) puts them back in the same
// place on the first interaction. The HTML works before that: links navigate, the content is all
// there. See docs/adr/0003-public-pages-load-on-interaction.md.
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

const loaderSource = readFileSync(new URL('./defer-hydration-loader.js', import.meta.url), 'utf8');
export const loader = transformSync(loaderSource, { minify: true, target: 'es2017' }).code.trim();

/** Where React Router's `<Scripts />` output begins: its context script. */
const CONTEXT_SCRIPT = '<script>window.__reactRouterContext = ';
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;

/**
 * Returns the page with its app scripts deferred, or `undefined` when the page has no React
 * Router scripts (nothing to defer).
 */
export function deferHydration(html) {
  if (html.includes('<template id="app-deferred">')) return undefined;
  const start = html.indexOf(CONTEXT_SCRIPT);
  const end = html.lastIndexOf('</body>');
  if (start < 0 || end < start) return undefined;
  const preloads = html.slice(0, start).match(MODULE_PRELOAD) ?? [];
  const head = html.slice(0, start).replace(MODULE_PRELOAD, '');
  const app = html.slice(start, end);
  return (
    `${head}<template id="app-deferred">${preloads.join('')}${app}</template>` +
    `<script>${loader}</script>${html.slice(end)}`
  );
}
