import { availableParallelism } from 'node:os';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/setup/longest-first.ts';
import agencyBase from './content/agency.ts';
import { resolveAgencyProfile } from './src/shared/agency.ts';

/** The built server, the CLI, the mail worker, nginx and clusters as processes. */
const processTests = ['tests/cluster/**/*.test.ts', 'tests/processes/**/*.test.ts'];

/**
 * `vitest run --mode fast` (`npm run test:fast`): the edit loop's tier. Units, components and the
 * API on PGlite; the PostgreSQL twins, the suites that start processes (the built server, nginx,
 * clusters, the CLI) and the crawls of the built site run in the whole suite (`npm test`, CI).
 */
const slowTier = [
  '**/*.pg.test.ts',
  'tests/deploy/**',
  'tests/site/**',
  // The whole route table, caller by caller and field by field: they guard every change in CI.
  'src/server/authorization.test.ts',
  'src/server/hostile-input.test.ts',
  // A database archived and restored, a lockout timed out, the lint
  // rules run over the project: each a minute or most of one.
  'src/server/db/archive.test.ts',
  'src/server/modules/auth/login-throttle.test.ts',
  'tests/code-shape.test.ts',
  // They read the built site, which `npm test` builds first when its sources changed.
  'src/server/plugins/security.test.ts',
  'src/server/plugins/static-site.test.ts',
  'src/server/plugins/static-front-door.test.ts',
];

/**
 * A module that lists a folder (`import.meta.glob` over content/) is transformed anew each run:
 * its cached form would miss a file added since. The rest are keyed by their own text.
 */
const freshGlobs: Plugin = {
  name: 'fresh-globs',
  configureVitest({ experimental_defineCacheKeyGenerator }) {
    experimental_defineCacheKeyGenerator(({ sourceCode }) =>
      sourceCode.includes('import.meta.glob') ? false : undefined,
    );
  },
};

export default defineConfig(({ mode }) => ({
  plugins: [freshGlobs],
  resolve: { alias: { '~': new URL('./src/web', import.meta.url).pathname } },
  define: { __AGENCY__: JSON.stringify(resolveAgencyProfile(agencyBase)) },
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
          exclude: [
            'src/web/**',
            'tests/e2e/**',
            'node_modules/**',
            ...processTests,
            ...(mode === 'fast' ? slowTier : []),
          ],
          // The tier, for database-targets.ts to leave the PostgreSQL twins out of the fast one.
          // Said here: in the workers, import.meta.env.MODE is 'test' whatever --mode says, and
          // this file is read again in mode 'test' for what the projects extend.
          env: { TEST_TIER: mode === 'fast' ? 'fast' : 'whole' },
          // Files of one worker share their imports: the server's modules load once per worker,
          // not once per file (a minute of the suite). Each file still opens its own databases,
          // apps and servers; what modules keep at their level is read-only (content, indexes).
          isolate: false,
        },
      },
      // The built server, nginx and PostgreSQL clusters as processes: a test here starts,
      // kills and restarts several, each a few seconds alone and far longer beside the rest of
      // the suite, so its limit is ten minutes (a stuck test still fails).
      ...(mode === 'fast'
        ? []
        : [
            {
              extends: true as const,
              test: {
                name: 'processes',
                include: processTests,
                env: { TEST_TIER: 'whole' },
                isolate: false as const,
                testTimeout: 600_000,
                hookTimeout: 600_000,
              },
            },
          ]),
      {
        extends: true,
        test: {
          name: 'browser code',
          include: ['src/web/**/*.test.{ts,tsx}'],
          // Files of one worker share React, Testing Library and happy-dom (loaded once per worker,
          // not in a new process per file: most of the project's time). Before each file,
          // fresh-document.ts evaluates the app's modules again and empties the document, its
          // storage and cookies, and the listeners the app left: components leave portals and
          // live regions behind.
          isolate: false,
          setupFiles: ['tests/helpers/fresh-document.ts'],
        },
      },
    ],
    setupFiles: ['tests/setup/testing-library.ts'],
    // The suites that take longest start first (tests/setup/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    pool: 'forks',
    // The edit loop keeps the transformed modules on disk between runs (in node_modules), so its
    // second run transforms only what changed; the whole suite transforms everything afresh.
    experimental: { fsModuleCache: mode === 'fast' },
    // One worker more than the cores: the main process only collects results, and many suites
    // wait on the servers, clusters and browsers they start (the whole suite used 1.3 of 2 cores
    // with one worker a core; the default leaves a core idle).
    maxWorkers: availableParallelism() + 1,
    // Limits catch a stuck test, never a slow machine (a test may spawn a process or a database).
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
}));
