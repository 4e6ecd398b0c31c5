// The layout's rules (docs/adr/0005-code-layout.md) hold because a machine checks them: the lint
// rules are on and refuse what they should, and no import climbs out of its neighbourhood.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it were the file at `file` (an existing file: the type checker knows it). */
async function lintAs(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

// Linting type-checks the project first: a workload, not a measure; it gets the time it needs.
describe('the lint rules of the layout', { timeout: 180_000 }, () => {
  it('refuse a feature importing another feature', async () => {
    const messages = await lintAs(
      'src/web/features/chat/components/chat-message-box.tsx',
      "import { PortalPage } from '~/features/portal/components/portal-page';\nexport const x = PortalPage;\n",
    );
    expect(messages.join('\n')).toMatch(/no-restricted-paths.*Features never import each other/);
  });

  it('refuse a staff area importing another area, and allow its shared folder', async () => {
    const crossing = await lintAs(
      'src/web/features/staff/team/components/team-page.tsx',
      "import { LeadsTable } from '~/features/staff/leads/components/leads-table';\nexport const x = LeadsTable;\n",
    );
    expect(crossing.join('\n')).toMatch(/no-restricted-paths.*staff area imports only itself/);
    const shared = await lintAs(
      'src/web/features/staff/team/components/team-page.tsx',
      "import { StaffLayout } from '~/features/staff/shared/staff-layout';\nexport const x = StaffLayout;\n",
    );
    expect(shared).toEqual([]);
  });

  it('refuse the lower layers importing the higher ones', async () => {
    const fromComponents = await lintAs(
      'src/web/components/ui/button.tsx',
      "import { PortalPage } from '~/features/portal/components/portal-page';\nexport const x = PortalPage;\n",
    );
    expect(fromComponents.join('\n')).toMatch(/no-restricted-paths/);
    const fromShared = await lintAs(
      'src/shared/text.ts',
      "import { loadConfig } from '#server/config';\nexport const x = loadConfig;\n",
    );
    expect(fromShared.join('\n')).toMatch(/no-restricted-paths/);
    const fromWeb = await lintAs(
      'src/web/lib/cn.ts',
      "import { loadConfig } from '#server/config';\nexport const x = loadConfig;\n",
    );
    expect(fromWeb.join('\n')).toMatch(/no-restricted-paths/);
  });

  it('refuse an import cycle', async () => {
    // src/web/lib/cn.ts is imported by the button; importing the button back closes a loop.
    const messages = await lintAs(
      'src/web/lib/cn.ts',
      `${readFileSync(path.join(root, 'src/web/lib/cn.ts'), 'utf8')}\nimport { Button } from '~/components/ui/button';\nexport const probe = Button;\n`,
    );
    expect(messages.join('\n')).toMatch(/no-cycle/);
  });

  it('refuse a promise left floating', async () => {
    const messages = await lintAs(
      'src/server/paths.ts',
      'async function work() {}\nexport function run() {\n  work();\n}\n',
    );
    expect(messages.join('\n')).toMatch(/no-floating-promises/);
  });
});

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name)) yield file;
  }
}

describe('imports', () => {
  it('never climb more than two folders: farther code is named by its tree (#shared/...)', () => {
    const climbing = ['src', 'tests', 'bench'].flatMap((dir) =>
      [...sourceFiles(dir)].flatMap((file) =>
        [
          ...readFileSync(path.join(root, file), 'utf8').matchAll(
            /(?:from|import|vi\.mock)\s*\(?\s*['"`]((?:\.\.\/){3,}[^'"`]*)['"`]/g,
          ),
        ].map((match) => `${file}: ${match[1]}`),
      ),
    );
    expect(climbing).toEqual([]);
  });
});

describe('the two TypeScript programs', () => {
  const compilerOptions = (file: string) =>
    JSON.parse(readFileSync(path.join(root, file), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as {
      compilerOptions: { lib: string[] };
      include: string[];
    };

  it("give Node's code no DOM: `window` in the server is a type error", () => {
    const node = compilerOptions('tsconfig.node.json');
    expect(node.include).toEqual(expect.arrayContaining(['src/server', 'src/shared']));
    expect(node.compilerOptions.lib.filter((lib) => /dom/i.test(lib))).toEqual([]);
  });

  it('are both checked by npm run typecheck', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.typecheck).toContain('tsc -p tsconfig.browser.json');
    expect(pkg.scripts.typecheck).toContain('tsc -p tsconfig.node.json');
  });
});

describe('the three trees', () => {
  const folders = (dir: string) =>
    readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
      .map((entry) => entry.name)
      .sort();
  const files = (dir: string) =>
    readdirSync(path.join(root, dir))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => name.slice(0, -'.ts'.length))
      .sort();

  it('split the staff console into the same areas: server, shared and web', () => {
    const areas = folders('src/server/modules/staff');
    expect(areas).toEqual([
      'appointments',
      'claims',
      'clients',
      'dashboard',
      'import',
      'invitations',
      'leads',
      'outbox',
      'payments',
      'renewals',
      'search',
      'service',
      'team',
    ]);
    expect(folders('src/web/features/staff')).toEqual(areas);
    expect(files('src/shared/staff')).toEqual(areas);
  });

  it('give each staff area its routes, its matrix and a test of its routes', () => {
    for (const area of folders('src/server/modules/staff')) {
      expect(files(`src/server/modules/staff/${area}`)).toEqual(
        expect.arrayContaining(['routes', 'authorization.matrix', 'routes.test']),
      );
    }
  });
});
