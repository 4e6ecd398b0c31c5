// `npm start`: build when the build is missing or stale, then run the server in this process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsCurrent, root } from './fingerprint.mjs';

if (!buildIsCurrent()) {
  console.log('Building the site first (the build is missing or older than the sources)...');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
