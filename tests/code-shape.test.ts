// The layout's rules (docs/adr/0005-code-layout.md, docs/adr/0020-one-folder-per-noun.md) hold because a machine checks them: the lint
// rules are on and refuse what they should, and no import climbs out of its neighbourhood.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

  it("refuse a server module importing another's routes, and the plumbing importing a module", async () => {
    const routes = await lintAs(
      'src/server/modules/policies/service.ts',
      "import claimRoutes from '../claims/routes';\nexport const x = claimRoutes;\n",
    );
    expect(routes.join('\n')).toMatch(/no-restricted-paths.*never imports another module's routes/);
    const service = await lintAs(
      'src/server/modules/search/service.ts',
      "import { claimReads } from '../claims/service';\nexport const x = claimReads;\n",
    );
    expect(service).toEqual([]);
    const plumbing = await lintAs(
      'src/server/modules/mail/outbox.ts',
      "import { claimReads } from '../claims/service';\nexport const x = claimReads;\n",
    );
    expect(plumbing.join('\n')).toMatch(/no-restricted-paths.*plumbing of every module/);
  });

  it("refuse the portal's shared pieces importing one of its areas", async () => {
    const messages = await lintAs(
      'src/web/features/portal/shared/record-card.tsx',
      "import { ClaimsTab } from '../claims/components/claims-tab';\nexport const x = ClaimsTab;\n",
    );
    expect(messages.join('\n')).toMatch(/no-restricted-paths.*portal's shared pieces/);
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

  it("refuse a link writing a page's path by hand, and react-router in an island", async () => {
    const links = await lintAs(
      'src/web/features/staff/leads/components/leads-table.tsx',
      [
        "import { href, Link } from 'react-router';",
        "const id = '3';",
        'export const list = <Link to="/staff/leads">Leads</Link>;',
        'export const lead = <Link to={`/staff/leads/${id}`}>Lead</Link>;',
        "export const named = <Link to={href('/staff/leads/:id', { id })}>Lead</Link>;",
        'export const file = <a href="/api/documents/3/download">File</a>;',
        '',
      ].join('\n'),
    );
    expect(links).toEqual([
      expect.stringMatching(/^no-restricted-syntax: .*href\(\) from react-router/),
      expect.stringMatching(/^no-restricted-syntax: .*href\(\) from react-router/),
    ]);
    // An island's code runs under Preact: it writes its paths as they are, without react-router.
    const island = await lintAs(
      'src/web/components/layout/account-link.tsx',
      'import { Link } from \'react-router\';\nexport const x = <Link to="/client-portal">Portal</Link>;\n',
    );
    expect(island).toEqual([expect.stringMatching(/^no-restricted-imports: .*runs under Preact/)]);
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

describe('the route table (src/shared/endpoints.ts)', () => {
  const isTest = (file: string) => /\.test\.tsx?$/.test(file);

  it('is how the server answers /api: no route of a module writes its path by hand', () => {
    const handWritten = [...sourceFiles('src/server')]
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        [
          ...readFileSync(path.join(root, file), 'utf8').matchAll(
            /\.(?:get|post|put|patch|delete|route)\(\s*(?:\{\s*method:[^}]*url:\s*)?['"`](\/api\/[^'"`]*)/g,
          ),
        ].map((match) => `${file}: ${match[1]}`),
      );
    expect(handWritten).toEqual([]);
  });

  it('is how the browser calls /api: no path of the API is written in the web', () => {
    const handWritten = [...sourceFiles('src/web')]
      .filter((file) => !isTest(file) && !file.endsWith('lib/testing.tsx'))
      .flatMap((file) =>
        [
          ...readFileSync(path.join(root, file), 'utf8').matchAll(/['"`](\/api\/[\w$][^'"`]*)/g),
        ].map((match) => `${file}: ${match[1]}`),
      );
    expect(handWritten).toEqual([]);
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
  const exists = (file: string) => existsSync(path.join(root, file));
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

  const modules = folders('src/server/modules');
  /** Modules no person uses in a browser: the health check, the sitemap and robots, the mail. */
  const machineOnly = ['console', 'health', 'mail', 'seo'];
  /** Public pages made of the agency's content alone: no API of their own. */
  const contentPages = ['blog', 'carriers', 'guide', 'legal', 'pages', 'products'];
  /** The client's half of a noun: a public feature, or an area of the portal. */
  const clientHalf = (noun: string) =>
    [`src/web/features/${noun}`, `src/web/features/portal/${noun}`].filter(exists);

  it('give every noun one folder on each tree: the public and client half, and the staff half', () => {
    const missing: string[] = [];
    for (const noun of modules.filter((name) => !machineOnly.includes(name))) {
      const own = files(`src/server/modules/${noun}`);
      if (own.includes('routes')) {
        if (!exists(`src/shared/${noun}.ts`)) missing.push(`src/shared/${noun}.ts`);
        if (clientHalf(noun).length !== 1)
          missing.push(`features/{,portal/}${noun}/ (exactly one)`);
      }
      if (own.includes('staff-routes')) {
        if (!exists(`src/shared/staff/${noun}.ts`)) missing.push(`src/shared/staff/${noun}.ts`);
        if (!exists(`src/web/features/staff/${noun}`)) missing.push(`features/staff/${noun}/`);
      }
      if (!own.includes('routes') && !own.includes('staff-routes')) missing.push(`${noun}: routes`);
    }
    expect(missing).toEqual([]);
  });

  it('name no folder of the browser that the server does not have, but the content pages', () => {
    const nouns = new Set([...modules, ...contentPages]);
    const web = [
      ...folders('src/web/features').filter((name) => !['portal', 'staff'].includes(name)),
      // The portal's own page (its frame: api, components, lib) beside its areas.
      ...folders('src/web/features/portal').filter(
        (name) => !['api', 'components', 'lib'].includes(name),
      ),
      ...folders('src/web/features/staff'),
    ];
    expect(web.filter((name) => !nouns.has(name))).toEqual([]);
    expect(files('src/shared/staff').filter((name) => !nouns.has(name))).toEqual([]);
  });

  it('test the routes of every noun beside them, and keep a matrix where they answer /api', () => {
    const missing: string[] = [];
    for (const noun of modules.filter((name) => name !== 'console')) {
      const own = files(`src/server/modules/${noun}`);
      if (own.includes('routes') && !own.includes('routes.test'))
        missing.push(`${noun}/routes.test.ts`);
      // One test may follow a noun through both sides (staff set it, the client sees it).
      if (
        own.includes('staff-routes') &&
        !own.some((name) => /^(staff-)?routes\.test$/.test(name))
      ) {
        missing.push(`${noun}/staff-routes.test.ts`);
      }
      const answersApi = own
        .filter((name) => /(^|-)routes$/.test(name))
        .some((name) =>
          /app\.(get|post|put|patch|delete)\(\s*'\/api\//.test(
            readFileSync(path.join(root, `src/server/modules/${noun}/${name}.ts`), 'utf8'),
          ),
        );
      if (answersApi && !own.some((name) => name.endsWith('authorization.matrix'))) {
        missing.push(`${noun}/authorization.matrix.ts`);
      }
    }
    expect(missing).toEqual([]);
  });
});
