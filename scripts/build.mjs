// The production build: prerendered site, server bundle, precompressed files, PGlite template.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { PGlite } from '@electric-sql/pglite';
import { islandsBuild, pageWithScripts } from './page-scripts.mjs';
import { fingerprint, root, stampPath, withBuildLock } from './fingerprint.mjs';

const started = performance.now();
const step = (name) =>
  console.log(`build: ${name} (${Math.round(performance.now() - started)} ms)`);

await withBuildLock(buildAll);

async function buildAll() {
  const stampBefore = fingerprint();
  rmSync(path.join(root, 'build'), { recursive: true, force: true });
  rmSync(path.join(root, 'dist'), { recursive: true, force: true });

  // Always a production bundle, even when a test runner (NODE_ENV=test) asked for the build.
  const web = spawnSync('npx', ['react-router', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (web.status !== 0) throw new Error('react-router build failed');
  step('site prerendered');

  const islandsRun = spawnSync('npx', ['vite', 'build', '-c', 'vite.islands.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (islandsRun.status !== 0) throw new Error('islands build failed');
  step('islands built');

  await esbuild({
    entryPoints: {
      main: path.join(root, 'src/server/main.ts'),
      'user-create': path.join(root, 'src/server/cli/user-create.ts'),
      archive: path.join(root, 'src/server/cli/archive.ts'),
      'nginx-site': path.join(root, 'src/server/cli/nginx-site.ts'),
    },
    outdir: path.join(root, 'dist/server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  step('server bundled');

  // Public pages: their HTML, the inline behaviours and their islands; no app (page-scripts.mjs).
  // The SPA fallback (the portal, the console, the account pages) loads the app.
  const clientDir = path.join(root, 'build/client');
  const islands = islandsBuild(clientDir);
  let pages = 0;
  for (const found of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(found.parentPath, found.name);
    if (!found.isFile() || !file.endsWith('.html') || found.name === '__spa-fallback.html')
      continue;
    writeFileSync(file, pageWithScripts(readFileSync(file, 'utf8'), islands));
    pages += 1;
  }
  step(`${pages} public pages get their scripts`);

  const compressible = new Set([
    '.html',
    '.js',
    '.css',
    '.svg',
    '.json',
    '.txt',
    '.xml',
    '.webmanifest',
  ]);
  let compressed = 0;
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !compressible.has(path.extname(file))) continue;
    const body = readFileSync(file);
    if (body.length < 256) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    compressed += 1;
  }
  step(`${compressed} files precompressed`);

  // What deploy/nginx/agency.conf includes to serve the site itself, with the server's headers.
  const nginxRun = spawnSync(process.execPath, [path.join(root, 'dist/server/nginx-site.js')], {
    stdio: 'inherit',
  });
  if (nginxRun.status !== 0) throw new Error('the nginx site files could not be written');
  step('nginx site files written');

  // An initialised empty cluster: a first start loads it instead of running initdb (4 s) itself.
  const pg = await PGlite.create('memory://');
  const template = await pg.dumpDataDir('gzip');
  await pg.close();
  writeFileSync(
    path.join(root, 'build/pglite-template.tar.gz'),
    Buffer.from(await template.arrayBuffer()),
  );
  step('PGlite template written');

  writeFileSync(
    stampPath,
    JSON.stringify({ fingerprint: stampBefore, builtAt: new Date().toISOString() }),
  );
  step('done');
}
