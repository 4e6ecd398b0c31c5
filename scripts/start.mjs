// `npm start`: build when the build is missing or stale, then run the server in this process.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './fingerprint.mjs';

if (!(await ensureBuild())) process.exit(1);
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
