// The database pool's gauge on PostgreSQL 15: what a scrape shows while every connection is busy
// and requests wait for one, and once they are done.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startPostgres, type ThrowawayPostgres } from '#tests/helpers/postgres';
import { createTestApp, testConfig } from '#tests/helpers/test-app';
import { openDatabase, type Database } from '../db/client';

const token = 'metrics-token-0123456789';
let postgres: ThrowawayPostgres;
let database: Database;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  postgres = await startPostgres();
  database = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 3 });
  await database.migrate();
  t = await createTestApp({ config: testConfig({ METRICS_TOKEN: token }), database });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
  await postgres?.stop();
});

async function pool() {
  const body = (
    await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })
  ).body;
  const value = (state: string) =>
    Number(body.match(new RegExp(`^db_pool_connections\\{state="${state}"\\} (\\d+)$`, 'm'))?.[1]);
  return { total: value('total'), idle: value('idle'), waiting: value('waiting') };
}

it('shows the connections in use and the queries waiting for one', async () => {
  // Five queries on a pool of three: three run, two wait.
  const busy = Array.from({ length: 5 }, () => database.query(sql`select pg_sleep(1.5)`));
  await expect.poll(pool).toEqual({ total: 3, idle: 0, waiting: 2 });
  await Promise.all(busy);
  await expect.poll(pool).toEqual({ total: 3, idle: 3, waiting: 0 });
});
