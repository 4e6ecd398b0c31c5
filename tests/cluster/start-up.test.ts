// Starting the built server as deployments do: beside a PostgreSQL that is not there yet (it
// waits and tries again instead of exiting), three instances at once on a fresh database (one
// migrates and seeds at a time), and an older version against a database a newer one migrated
// (it refuses, saying what to do).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { startPostgres, type ThrowawayPostgres } from '#tests/helpers/postgres';
import { ensureBuild, startServer, type ServerProcess } from '#tests/helpers/server-process';

let server: ThrowawayPostgres;
const clusters: ThrowawayPostgres[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'start-up-'));
const processes: ServerProcess[] = [];

/** The production server on a database, with a data folder of its own. */
async function start(url: string, env: Record<string, string> = {}) {
  const instance = await startServer({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    SESSION_SECRET: 's'.repeat(40),
    DATA_DIR: mkdtempSync(path.join(dataDir, 'instance-')),
    DEMO_DATA: 'false',
    ...env,
  });
  processes.push(instance);
  return instance;
}

beforeAll(async () => {
  ensureBuild();
  server = await startPostgres();
});

afterAll(async () => {
  for (const p of processes) p.child.kill('SIGKILL');
  await server?.stop();
  for (const cluster of clusters) await cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('start-up', () => {
  it('waits for a database that is not up yet, then serves', async () => {
    await server.pause();
    const waiting = /The database cannot be reached yet .*trying again/;
    let sawWaiting!: () => void;
    const saidWaiting = new Promise<void>((resolve) => (sawWaiting = resolve));
    // startServer waits for /readyz to answer 200, and fails if the process exits first.
    const starting = startServer(
      {
        NODE_ENV: 'production',
        DATABASE_URL: server.url,
        SESSION_SECRET: 's'.repeat(40),
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
      },
      undefined,
      undefined,
      (output) => waiting.test(output) && sawWaiting(),
    );
    // The database comes back only once the instance has said it waits for it, however long
    // the instance takes to get there.
    await Promise.race([
      saidWaiting,
      starting.then(() => {
        throw new Error('the instance served without its database');
      }),
    ]);
    await server.resume();
    const instance = await starting;
    processes.push(instance);
    expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
  });

  it('lets one instance at a time migrate and seed', async () => {
    const databases = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: server.url, poolSize: 2 })),
    );
    try {
      let inside = 0;
      let most = 0;
      await Promise.all(
        databases.map((database) =>
          database.exclusive(async () => {
            inside++;
            most = Math.max(most, inside);
            await new Promise((resolve) => setTimeout(resolve, 200));
            inside--;
          }),
        ),
      );
      expect(most).toBe(1);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  });

  it('starts three instances at once on a fresh database: all serve, the demo data once', async () => {
    const fresh = await startPostgres();
    clusters.push(fresh);
    const started = await Promise.allSettled(
      [1, 2, 3].map(() => start(fresh.url, { DEMO_DATA: 'true' })),
    );
    expect(started.filter((s) => s.status === 'rejected')).toEqual([]);
    const check = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 1 });
    try {
      const [counts] = await check.query<{ users: number; leads: number; policies: number }>(
        sql`select (select count(*) from users)::int as users,
                   (select count(*) from leads)::int as leads,
                   (select count(*) from client_policies)::int as policies`,
      );
      // What one instance seeds alone: the demo accounts, the demo leads, the demo policies.
      const single = await startPostgres();
      clusters.push(single);
      await start(single.url, { DEMO_DATA: 'true' });
      const once = await openDatabase({ kind: 'postgres', url: single.url, poolSize: 1 });
      try {
        const [expected] = await once.query<typeof counts>(
          sql`select (select count(*) from users)::int as users,
                     (select count(*) from leads)::int as leads,
                     (select count(*) from client_policies)::int as policies`,
        );
        expect(counts).toEqual(expected);
        expect(expected!.users).toBeGreaterThan(0);
      } finally {
        await once.close();
      }
    } finally {
      await check.close();
    }
  });

  it('refuses a database a newer version migrated, and says what to do', async () => {
    const newer = await startPostgres();
    clusters.push(newer);
    await start(newer.url);
    const database = await openDatabase({ kind: 'postgres', url: newer.url, poolSize: 1 });
    try {
      // What a newer version's migration leaves behind.
      await database.query(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', ${Date.UTC(2099, 0, 1)})`,
      );
    } finally {
      await database.close();
    }
    const refused = await start(newer.url).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/server exited early/);
    expect(refused).toMatch(/schema is newer than this version .*Start the newer version/);
  });
});
