import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// The layers of docs/adr/0005-code-layout.md, lowest first: each may import only the ones below.
// A feature never imports another feature; a staff area never imports another area, only
// features/staff/shared. Shared code moves down, into src/web/components, src/web/lib or src/shared.
const noFocusedTests = {
  selector:
    'CallExpression[callee.property.name=/^(only|skip|todo)$/][callee.object.name=/^(it|test|describe)$/]',
  message: 'No focused or skipped tests.',
};

const filesIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

/**
 * The modules of the public pages' islands: what src/web/islands/main.tsx reaches through its
 * imports (`import type` aside), within src/web. They run under Preact (vite.islands.config.ts),
 * where react-router would join every page's bundle.
 */
function islandModules(entry = 'src/web/islands/main.tsx') {
  const found = new Set();
  const resolve = (from, spec) => {
    if (!spec.startsWith('~/') && !spec.startsWith('.')) return undefined;
    const base = spec.startsWith('~/')
      ? path.join('src/web', spec.slice(2))
      : path.join(path.dirname(from), spec);
    return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ending) => base + ending)
      .find((file) => {
        const url = new URL(file, import.meta.url);
        return existsSync(url) && statSync(url).isFile();
      });
  };
  const visit = (file) => {
    if (found.has(file)) return;
    found.add(file);
    const code = readFileSync(new URL(file, import.meta.url), 'utf8');
    const imports = code.matchAll(
      /\b(?:import|export)\s+(type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    );
    for (const [, typeOnly, spec, lazy] of imports) {
      const next = typeOnly ? undefined : resolve(file, spec ?? lazy);
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...found];
}
const islandFiles = ['src/web/islands/**', ...islandModules()];

// A page's path is named through the route table, href('/staff/clients/:id', { id }) from
// react-router, typed by src/web/routes.ts: a page renamed or gone fails the typecheck. The /api
// addresses have their own table (urlOf); the islands write their few paths as they are.
const pathStart = '/^\\x2F(?!api\\x2F|\\x2F)/';
const handWrittenPagePath = {
  selector: `JSXAttribute[name.name=/^(to|href)$/]:matches([value.value=${pathStart}], [value.expression.value=${pathStart}], [value.expression.quasis.0.value.raw=${pathStart}])`,
  message: "Name the page with href() from react-router: href('/staff/clients/:id', { id }).",
};
const noNodeModules = {
  group: ['node:*'],
  message: 'src/web runs in the browser: no node:*.',
};

const features = foldersIn('./src/web/features').filter((name) => name !== 'staff');
// The server's modules, one per noun (docs/adr/0020-one-folder-per-noun.md): a module's route
// plugins (`routes.ts`, `staff-routes.ts`, `*-routes.ts`) are registered by app.ts and the
// console's registry alone; the plumbing every module uses imports no module of a noun.
const serverModules = foldersIn('./src/server/modules');
const routeFilesOf = (name) =>
  filesIn(`./src/server/modules/${name}`)
    .filter((file) => /(^|-)routes\.ts$/.test(file))
    .map((file) => `./src/server/modules/${name}/${file}`);
// (Their tests may use a module to make the mail or the audit row they check.)
const plumbing = [
  'mail/!(*.test).ts',
  'console/audit.ts',
  'console/person.ts',
  'console/spreadsheet.ts',
];
const staffAreas = foldersIn('./src/web/features/staff').filter((name) => name !== 'shared');
const layerZones = [
  { target: './src/shared', from: ['./src/server', './src/web', './tests', './bench'] },
  { target: './content', from: ['./src/server', './src/web', './tests', './bench'] },
  { target: './src/server', from: './src/web' },
  { target: './src/web', from: './src/server' },
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/routes', './src/web/root.tsx'],
  },
  { target: './src/web/features', from: ['./src/web/routes', './src/web/root.tsx'] },
  ...features.map((name) => ({
    target: `./src/web/features/${name}`,
    from: './src/web/features',
    except: [`./${name}`],
    message: 'Features never import each other: compose them in a route, or move the code down.',
  })),
  ...staffAreas.map((name) => ({
    target: `./src/web/features/staff/${name}`,
    from: './src/web/features',
    except: [`./staff/${name}`, './staff/shared'],
    message: 'A staff area imports only itself and features/staff/shared: move shared code down.',
  })),
  {
    target: './src/web/features/staff/shared',
    from: './src/web/features',
    except: ['./staff/shared'],
  },
  {
    target: './src/web/features/portal/shared',
    from: './src/web/features',
    except: ['./portal/shared'],
    message: "The portal's shared pieces import none of its areas: pass what they need in.",
  },
  ...serverModules
    .filter((name) => name !== 'console')
    .map((name) => ({
      target: `./src/server/modules/${name}`,
      from: serverModules.filter((other) => other !== name).flatMap(routeFilesOf),
      message: "A module never imports another module's routes: call its service.",
    })),
  ...plumbing.map((part) => ({
    target: `./src/server/modules/${part}`,
    from: './src/server/modules',
    except: [`./${part.split('/')[0]}`],
    message: 'The plumbing of every module (mail, audit, people columns) imports no module.',
  })),
];

export default tseslint.config(
  { ignores: ['build/', 'dist/', 'data/', '.react-router/', 'node_modules/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A promise is awaited, returned, or marked `void` where nothing waits for it on purpose.
      '@typescript-eslint/no-floating-promises': [
        'error',
        // Testing Library's act() over a synchronous callback finishes before it returns.
        {
          allowForKnownSafeCalls: [
            { from: 'package', name: 'act', package: '@testing-library/react' },
            { from: 'package', name: 'act', package: 'react' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        // An async event handler is fine in React; its errors reach the query client or a toast.
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-meaningless-void-operator': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        performance: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', noFocusedTests],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser never imports server code (the zones above); nor Node's modules.
      'no-restricted-imports': ['error', { patterns: [noNodeModules] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}', ...islandFiles],
    rules: { 'no-restricted-syntax': ['error', noFocusedTests, handWrittenPagePath] },
  },
  {
    files: islandFiles,
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noNodeModules,
            {
              group: ['react-router', 'react-router-dom'],
              message: "An island runs under Preact: no react-router in the public pages' bundles.",
            },
          ],
        },
      ],
    },
  },
  {
    // Route configuration and *.server.ts files run at build time in Node (they list and read
    // content files), never in the browser.
    files: ['src/web/routes.ts', 'src/web/routes/config/**/*.ts', 'src/web/**/*.server.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-dom'],
              message: 'src/shared runs anywhere: no node:*, no DOM, no React.',
            },
          ],
        },
      ],
    },
  },
  {
    // Component tests fake the API in one place: fakeApi() in src/web/lib/testing.tsx.
    files: ['src/web/**/*.test.{ts,tsx}'],
    ignores: ['src/web/lib/api.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noFocusedTests,
        {
          selector: "CallExpression[callee.property.name='spyOn'][arguments.1.value='fetch']",
          message: 'Fake the API with fakeApi() from ~/lib/testing.',
        },
      ],
    },
  },
);
