// Used before the test suites: they run against the real build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsCurrent, root } from './fingerprint.mjs';

if (!buildIsCurrent()) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
