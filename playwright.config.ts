import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './tests/helpers/chromium';

const port = Number(process.env.E2E_PORT ?? 3210);
// One DATA_DIR for the run: the config is loaded again in each worker, which inherits this
// variable from the main process, so tests find the server's files (the mail it wrote) there.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
export const dataDir = process.env.E2E_DATA_DIR;

const chromiumLaunch = { executablePath: chromiumPath, args: chromiumFlags };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  // Limits catch a stuck test, never a slow machine: a journey of two browsers on a busy 2-core
  // machine may take a minute, and an assertion may wait longer than 5 s for the page to catch up.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunch,
    trace: 'off',
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/web-server.ts',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    // SIGTERM, so tests/e2e/web-server.ts stops its PostgreSQL cluster too.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 60_000,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  },
});
