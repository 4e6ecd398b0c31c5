// `node dist/server/nginx-site.js` (run by the build): writes what deploy/nginx/agency.conf needs
// to serve the prerendered site from the build folder itself, with the headers the server sends:
//   build/nginx/maps.conf     (http level) each page's Content-Security-Policy, with the hashes of
//                             its own inline scripts, and each file's Cache-Control, by $uri
//   build/nginx/headers.conf  (location level) those two and every other security header
// Both come from the same code the server answers with (plugins/static-site.ts, security.ts), so
// a page reads the same whether nginx or an instance sends it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { clientBuildDir, rootDir } from '../paths';
import { baselineHeaders } from '../plugins/security';
import { loadSite, type StaticFile } from '../plugins/static-site';

const quoted = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

/** The $uri values nginx may hold for a site key: as asked, with a slash, or its index file. */
function urisOf(key: string): string[] {
  if (key === '/') return ['/', '/index.html'];
  return key.includes('.') ? [key] : [key, `${key}/`, `${key}/index.html`];
}

/** The two files, as text. */
export function nginxSiteFiles(site: Map<string, StaticFile>): {
  maps: string;
  headers: string;
} {
  const baseline = baselineHeaders();
  const csp: string[] = [];
  const cache: string[] = [];
  for (const [key, file] of [...site].sort(([a], [b]) => a.localeCompare(b))) {
    for (const uri of urisOf(key)) {
      if (file.csp && file.csp !== baseline['content-security-policy']) {
        csp.push(`    ${quoted(uri)} ${quoted(file.csp)};`);
      }
      if (file.cacheControl !== 'no-cache')
        cache.push(`    ${quoted(uri)} ${quoted(file.cacheControl)};`);
    }
  }
  const maps = [
    '# Written by the build (src/server/cli/nginx-site.ts) from build/client: do not edit.',
    '# Each page allows its own inline scripts by hash; hashed assets are cached for a year.',
    '# About 300 paths, some 50 characters long: more room than the map defaults give.',
    'map_hash_max_size 8192;',
    'map_hash_bucket_size 128;',
    'map $uri $agency_csp {',
    `    default ${quoted(baseline['content-security-policy']!)};`,
    ...csp,
    '}',
    'map $uri $agency_cache_control {',
    '    default "no-cache";',
    ...cache,
    '}',
    '',
  ].join('\n');
  const others = Object.entries(baseline).filter(([name]) => name !== 'content-security-policy');
  const headers = [
    '# Written by the build (src/server/cli/nginx-site.ts): the headers of every page and asset.',
    'add_header Content-Security-Policy $agency_csp always;',
    'add_header Cache-Control $agency_cache_control always;',
    'add_header X-Request-Id $request_id always;',
    ...others.map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
    '',
  ].join('\n');
  return { maps, headers };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]).endsWith('nginx-site.js');
if (isMain) {
  const out = path.join(rootDir, 'build/nginx');
  mkdirSync(out, { recursive: true });
  const { maps, headers } = nginxSiteFiles(loadSite(clientBuildDir));
  writeFileSync(path.join(out, 'maps.conf'), maps);
  writeFileSync(path.join(out, 'headers.conf'), headers);
}
