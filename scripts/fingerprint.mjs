// What the build is made from. `npm start` and `npm test` rebuild when this changes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const stampPath = path.join(root, 'build', 'stamp.json');

const inputs = [
  'src',
  'content',
  'public',
  'scripts/build.mjs',
  'scripts/page-scripts.mjs',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'vite.islands.config.ts',
  'react-router.config.ts',
];

function files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((d) =>
    d.name.endsWith('.test.ts') ? [] : files(path.join(entry, d.name)),
  );
}

export function fingerprint(env = process.env) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(files).sort()) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${path.relative(root, file)}:${size}:${mtimeMs}\n`);
  }
  // The agency overrides and the public URL (canonical links) are baked into the prerendered pages.
  for (const [key, value] of Object.entries(env)
    .filter(([k]) => k.startsWith('AGENCY_') || k === 'PUBLIC_URL')
    .sort()) {
    hash.update(`${key}=${value}\n`);
  }
  return hash.digest('hex');
}

export function buildIsCurrent() {
  if (!existsSync(stampPath) || !existsSync(path.join(root, 'dist/server/main.js'))) return false;
  try {
    return JSON.parse(readFileSync(stampPath, 'utf8')).fingerprint === fingerprint();
  } catch {
    return false;
  }
}

const lockDir = path.join(root, '.build-lock');

/**
 * Runs `fn` while holding the build lock, so two commands (a test run and `npm start`, say)
 * never build over each other. A lock older than five minutes is taken as abandoned.
 */
export async function withBuildLock(fn) {
  if (process.env.BUILD_LOCK_HELD === '1') return fn();
  const { mkdirSync, rmSync } = await import('node:fs');
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lockDir).mtimeMs > 5 * 60_000)
          rmSync(lockDir, { recursive: true, force: true });
      } catch {
        // The holder released it meanwhile.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  // Released once: the exit handler (a crash mid-build) is removed when the lock is released
  // normally, so a later exit cannot delete a lock another process holds by then.
  const release = () => {
    process.off('exit', release);
    rmSync(lockDir, { recursive: true, force: true });
  };
  process.once('exit', release);
  try {
    return await fn();
  } finally {
    release();
  }
}

/** Builds in a child process (the caller holds the lock); true when it succeeded. */
async function buildNow() {
  const { spawnSync } = await import('node:child_process');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BUILD_LOCK_HELD: '1' },
  });
  return result.status === 0;
}

/** Builds (in a child process holding the lock) when the build is missing or stale. */
export async function ensureBuild() {
  return withBuildLock(async () => {
    if (buildIsCurrent()) return true;
    console.log('Building the site first (the build is missing or older than the sources)...');
    return buildNow();
  });
}

/**
 * Runs `fn` on a current build: holding the lock, so no other command empties build/ meanwhile,
 * it builds first when the build is missing or stale (and throws if that fails).
 * @template T
 * @param {() => T | Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withCurrentBuild(fn) {
  return withBuildLock(async () => {
    if (!buildIsCurrent() && !(await buildNow())) throw new Error('the build failed');
    return fn();
  });
}
