// The generator of a new noun's files (scripts/new-area.mjs, docs/adding-an-area.md) writes the
// mirror the code-shape test asks for, and every import it writes names a file that exists.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const generate = (...args: string[]) =>
  run(process.execPath, [path.join(root, 'scripts/new-area.mjs'), ...args]);
const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(path.join(tmpdir(), 'new-area-'));
  folders.push(made);
  return made;
};
afterAll(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

const written = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('wrote '))
    .map((line) => line.slice('wrote '.length))
    .sort();

/** Where an import of `file` (a path from the root) resolves in this repository, or null. */
function resolved(specifier: string, file: string) {
  const trees: Record<string, string> = {
    '#server/': 'src/server/',
    '#shared/': 'src/shared/',
    '#tests/': 'tests/',
    '~/': 'src/web/',
  };
  const tree = Object.keys(trees).find((prefix) => specifier.startsWith(prefix));
  const base = tree
    ? trees[tree]! + specifier.slice(tree.length)
    : path.join(path.dirname(file), specifier);
  return ['.ts', '.tsx', '/index.ts'].some((ext) => existsSync(path.join(root, base + ext)))
    ? base
    : null;
}

describe('npm run new:area', { timeout: 60_000 }, () => {
  it("writes a noun's two halves on the three trees, as the layout mirrors them", async () => {
    const into = folder();
    const { stdout } = await generate('endorsements', '--root', into);
    expect(written(stdout)).toEqual([
      'src/server/modules/endorsements/authorization.matrix.ts',
      'src/server/modules/endorsements/routes.test.ts',
      'src/server/modules/endorsements/routes.ts',
      'src/server/modules/endorsements/service.ts',
      'src/server/modules/endorsements/staff-authorization.matrix.ts',
      'src/server/modules/endorsements/staff-routes.test.ts',
      'src/server/modules/endorsements/staff-routes.ts',
      'src/shared/endorsements.ts',
      'src/shared/staff/endorsements.ts',
      'src/web/features/portal/endorsements/api/endorsements.ts',
      'src/web/features/portal/endorsements/components/endorsements-tab.tsx',
      'src/web/features/staff/endorsements/api/endorsements.ts',
      'src/web/features/staff/endorsements/components/endorsements-page.tsx',
    ]);
    expect(stdout).toContain('src/server/modules/console/routes.ts');
  });

  it('writes only the half asked for', async () => {
    const { stdout } = await generate('site-visits', '--staff', '--root', folder());
    expect(written(stdout).filter((file) => /portal|routes\.ts$|shared\/site/.test(file))).toEqual([
      'src/server/modules/site-visits/staff-routes.ts',
    ]);
  });

  it('names in every import a file of this repository, or one it writes itself', async () => {
    const into = folder();
    const { stdout } = await generate('endorsements', '--root', into);
    const files = written(stdout);
    const missing = files.flatMap((file) =>
      [...readFileSync(path.join(into, file), 'utf8').matchAll(/from '([.#~][^']*)'/g)]
        .map((match) => match[1]!)
        .filter((specifier) => {
          if (resolved(specifier, file)) return false;
          const own = specifier.startsWith('.')
            ? path.join(path.dirname(file), specifier)
            : specifier.replace('#shared/', 'src/shared/').replace('~/', 'src/web/');
          return !files.some((other) => other.replace(/\.tsx?$/, '') === own);
        })
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(missing).toEqual([]);
  });

  it('refuses to write over files that exist, and a noun that is not kebab case', async () => {
    const into = folder();
    await generate('endorsements', '--root', into);
    await expect(generate('endorsements', '--root', into)).rejects.toMatchObject({
      stderr: expect.stringContaining('exist already'),
    });
    await expect(generate('Endorsements', '--root', into)).rejects.toMatchObject({ code: 2 });
  });
});
