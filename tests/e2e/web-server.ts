// The e2e suite's server: the built product on a throwaway PostgreSQL 15 cluster, with the demo
// data. Each test adds the accounts it works with straight into that database (fixtures.ts), as
// epic-stack's tests do, so no two tests share a client. Playwright starts this file as its web
// server and stops it with SIGTERM; the cluster goes with it.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startPostgres } from '../helpers/postgres';

const postgres = await startPostgres();
// Where the tests find it: the server's DATA_DIR, which playwright.config.ts shares with them.
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is not set: start this through playwright.config.ts');
writeFileSync(path.join(dataDir, 'database-url'), postgres.url);

const server = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: postgres.url,
    DEMO_DATA: 'true',
    // A journey may come from an address of its own (X-Forwarded-For): the lead limit is per address.
    TRUST_PROXY: '127.0.0.1',
    SESSION_SECRET: 'e2e-session-secret-'.padEnd(48, 'x'),
  },
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await postgres.stop();
  process.exit(code);
}
server.on('exit', (code) => void stop(code ?? 1));
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
    else void stop(0);
  });
}
