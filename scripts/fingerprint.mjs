// What the build is made from. `npm start` and `npm test` rebuild when this changes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const stampPath = path.join(root, 'build', 'stamp.json');

const inputs = ['src', 'content', 'public', 'scripts/build.mjs', 'package.json', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts'];

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
  // The agency overrides are baked into the prerendered pages.
  for (const [key, value] of Object.entries(env).filter(([k]) => k.startsWith('AGENCY_')).sort()) {
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
