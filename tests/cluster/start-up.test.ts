// Starting the built server beside a PostgreSQL that is not there yet, as containers started
// together do: it waits and tries again instead of exiting, and serves once the database is up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type ThrowawayPostgres } from '#tests/helpers/postgres';
import { ensureBuild, startServer, type ServerProcess } from '#tests/helpers/server-process';

let server: ThrowawayPostgres;
const dataDir = mkdtempSync(path.join(tmpdir(), 'start-up-'));
const processes: ServerProcess[] = [];

beforeAll(async () => {
  ensureBuild();
  server = await startPostgres();
}, 600_000);

afterAll(async () => {
  for (const p of processes) p.child.kill('SIGKILL');
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('start-up', () => {
  it('waits for a database that is not up yet, then serves', async () => {
    await server.pause();
    const resumeAfterMs = 3_000;
    const resumed = new Promise<void>((resolve, reject) => {
      setTimeout(() => void server.resume().then(resolve, reject), resumeAfterMs);
    });
    const started = performance.now();
    // startServer waits for /readyz to answer 200, and fails if the process exits first.
    const instance = await startServer(
      {
        NODE_ENV: 'production',
        DATABASE_URL: server.url,
        SESSION_SECRET: 's'.repeat(40),
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
      },
      30_000,
    );
    processes.push(instance);
    await resumed;
    expect(performance.now() - started).toBeGreaterThanOrEqual(resumeAfterMs);
    expect(instance.output()).toMatch(/The database cannot be reached yet .*trying again/);
    expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
  }, 60_000);
});
