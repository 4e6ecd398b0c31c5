import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The server runs from src/ (tsx, tests) and from dist/ (bundled): find the project root either way.
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${start}`);
    dir = parent;
  }
  return dir;
}

export const rootDir = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = path.join(rootDir, 'src/server/db/migrations');
export const clientBuildDir = path.join(rootDir, 'build/client');
export const pgliteTemplatePath = path.join(rootDir, 'build/pglite-template.tar.gz');
/** The 10,000 most common passwords, refused for new passwords. */
export const commonPasswordsPath = path.join(
  rootDir,
  'src/server/modules/auth/common-passwords.txt',
);
