// The inline scripts of every prerendered page. The behaviours (src/web/behaviours/) make the
// menu, the dropdowns, the cookie banner, the guide's tabs and the navigation bar answer a tap at
// once, before any script file has arrived: they are compiled here to one small ES2017 script
// and written into each page, whose Content-Security-Policy hash the server computes.
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

/** The page with the behaviours' inline script at the end of its body. */
export function inlineBehaviours(html) {
  const end = html.lastIndexOf('</body>');
  if (end < 0) throw new Error('a prerendered page without </body>');
  return `${html.slice(0, end)}<script>${behaviours}</script>${html.slice(end)}`;
}
