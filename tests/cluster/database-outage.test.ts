// Two instances on one PostgreSQL 15 while the database goes away, as production does to them:
// stopped for 10 s under a steady stream of quote requests and page views, hung, and its idle
// connections terminated. The instances stay up, pages keep answering, the API says 503 with
// words meanwhile, everything serves again within 2 s of the database's return, LISTEN carries
// chat between the instances again, and no acknowledged quote request is lost.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_ROOM_NAME } from '#shared/chat';
import { openDatabase, type Database } from '#server/db/client';
import { leads, users } from '#server/db/schema';
import { demoAccounts, seedDemoData } from '#server/db/seed';
import { DATABASE_UNAVAILABLE_MESSAGE } from '#server/plugins/errors';
import { ChatClient } from '#tests/helpers/chat-client';
import { startPostgres, type ThrowawayPostgres } from '#tests/helpers/postgres';
import { ensureBuild } from '#tests/helpers/server-process';
import { logInAs } from '#tests/helpers/sessions';
import { createTestApp, testConfig } from '#tests/helpers/test-app';
import { quoteRequestBody } from '#tests/helpers/quote-request';
import { localDiskStorage } from '#server/modules/documents/storage';

const OUTAGE_MS = 10_000;

let server: ThrowawayPostgres;
const uploadDir = mkdtempSync(path.join(tmpdir(), 'outage-'));
const instances: Instance[] = [];

interface Instance {
  name: string;
  origin: string;
  t: Awaited<ReturnType<typeof createTestApp>>;
  database: Database;
  lost: string[];
  restored: string[];
}

async function instance(name: string): Promise<Instance> {
  const lost: string[] = [];
  const restored: string[] = [];
  const database = await openDatabase(
    { kind: 'postgres', url: server.url, poolSize: 4 },
    {
      connectionLost: (_error, where) => lost.push(where),
      listenRestored: (channel) => restored.push(channel),
    },
  );
  // Each request names its own visitor (X-Forwarded-For), so the stream never meets the
  // quote-request limit of one address.
  const t = await createTestApp({ database, config: testConfig({ TRUST_PROXY: '1' }) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const made = { name, origin: `http://127.0.0.1:${port}`, t, database, lost, restored };
  instances.push(made);
  return made;
}

let visitor = 0;
/** One quote request from a visitor of their own: the status and the e-mail it carried. */
async function requestQuote(target: Instance) {
  const email = `outage-${randomUUID()}@example.test`;
  visitor++;
  const res = await fetch(`${target.origin}/api/leads`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}`,
    },
    body: JSON.stringify(quoteRequestBody({ email })),
  });
  return { status: res.status, body: await res.text(), email };
}

const page = async (target: Instance, url = '/') => (await fetch(`${target.origin}${url}`)).status;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  ensureBuild();
  server = await startPostgres();
  const setup = await openDatabase({ kind: 'postgres', url: server.url });
  await setup.migrate();
  await seedDemoData(setup.db, { storage: localDiskStorage(uploadDir) });
  await setup.close();
});

afterAll(async () => {
  for (const { t, database } of instances) {
    await t.close();
    await database.close();
  }
  await server?.stop();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('a database that goes away', () => {
  it(`is outlived: ${OUTAGE_MS / 1000} s stopped under load, 503 meanwhile, back within 2 s, nothing acknowledged lost`, async () => {
    const a = await instance('a');
    const b = await instance('b');
    type Outcome = { lead: number; page: number; body: string };
    // "stopping": while the database shuts down, either answer is right, so neither is counted.
    // "returning": from the database's start to each instance's first acknowledged request.
    const outcomes: Record<'before' | 'stopping' | 'during' | 'returning' | 'after', Outcome[]> = {
      before: [],
      stopping: [],
      during: [],
      returning: [],
      after: [],
    };
    let phase: keyof typeof outcomes = 'before';
    const acknowledged: string[] = [];
    let running = true;
    const stream = (async () => {
      for (let i = 0; running; i++) {
        const target = i % 2 ? a : b;
        const at: keyof typeof outcomes = phase;
        const [lead, status] = await Promise.all([requestQuote(target), page(target)]);
        if (lead.status === 201) acknowledged.push(lead.email);
        // A request that started before the stop may end during it: it counts where it began.
        if (at === phase) outcomes[at].push({ lead: lead.status, page: status, body: lead.body });
        await sleep(50);
      }
    })();

    await sleep(1_000);
    phase = 'stopping';
    await server.pause();
    phase = 'during';
    const stoppedAt = Date.now();

    // A load balancer asking is answered at once, not when the database would have answered.
    const asked = performance.now();
    expect((await fetch(`${a.origin}/readyz`)).status).toBe(503);
    const readyMs = performance.now() - asked;
    expect(readyMs).toBeLessThan(1_000);

    await sleep(OUTAGE_MS - (Date.now() - stoppedAt));
    phase = 'returning';
    await server.resume();
    const back = performance.now();
    // Each instance serves again: the first quote request acknowledged after the return.
    const recoveryMs: number[] = [];
    for (const target of [a, b]) {
      for (;;) {
        const lead = await requestQuote(target);
        if (lead.status === 201) {
          acknowledged.push(lead.email);
          break;
        }
        await sleep(20);
      }
      recoveryMs.push(performance.now() - back);
    }
    phase = 'after';
    await sleep(1_000);
    running = false;
    await stream;

    const { before, during, after } = outcomes;
    console.log(
      `database stopped ${OUTAGE_MS} ms: before ${before.length} requests, during ${during.length}, ` +
        `after ${after.length}; /readyz answered 503 in ${Math.round(readyMs)} ms; serving again ` +
        `after ${recoveryMs.map(Math.round).join(' and ')} ms; ${acknowledged.length} acknowledged`,
    );
    expect(before.length).toBeGreaterThan(0);
    const unlike = (list: Outcome[], lead: number) =>
      list.filter((o) => o.lead !== lead || o.page !== 200);
    expect(unlike(before, 201)).toEqual([]);
    // Meanwhile: pages from the prerendered site, a clear 503 from the API, nothing else.
    expect(during.length).toBeGreaterThan(20);
    expect(unlike(during, 503)).toEqual([]);
    expect(JSON.parse(during[0]!.body)).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(Math.max(...recoveryMs)).toBeLessThan(2_000);
    expect(unlike(after, 201)).toEqual([]);

    // Every acknowledged request is in the database.
    const found = await a.database.db
      .select({ email: leads.email })
      .from(leads)
      .where(inArray(leads.email, acknowledged));
    expect(found.length).toBe(acknowledged.length);

    // LISTEN is back on both: chat crosses from a client on A to an agent on B.
    for (const target of [a, b]) {
      for (let waited = 0; target.restored.length === 0 && waited < 3_000; waited += 50) {
        await sleep(50);
      }
      expect(target.lost).toContain('listen');
      expect(target.restored).toContain('chat_events');
    }
    const idOf = async (email: string) =>
      (await a.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
    const clientId = await idOf(demoAccounts.client.email);
    const agentId = await idOf(demoAccounts.agent.email);
    const client = await ChatClient.connect(a.origin, {
      cookie: await logInAs(a.t.app, demoAccounts.client),
    });
    client.send({ type: 'create_room', name: SUPPORT_ROOM_NAME, userId: clientId });
    const { room } = await client.next('room_created', 60_000);
    const agent = await ChatClient.connect(b.origin, {
      cookie: await logInAs(b.t.app, demoAccounts.agent),
    });
    agent.send({ type: 'join_room', roomId: room.id, userId: agentId });
    await agent.next('history', 60_000);
    client.send({ type: 'send_message', roomId: room.id, userId: clientId, content: 'After' });
    expect((await agent.next('new_message', 10_000)).message).toMatchObject({ message: 'After' });
    client.close();
    agent.close();
  });

  it('answers /readyz with 503 within a second while the database hangs', async () => {
    const c = await instance('c');
    expect((await fetch(`${c.origin}/readyz`)).status).toBe(200);
    await server.freeze();
    try {
      const asked = performance.now();
      expect((await fetch(`${c.origin}/readyz`)).status).toBe(503);
      expect(performance.now() - asked).toBeLessThan(1_000);
      expect(await page(c)).toBe(200);
    } finally {
      await server.thaw();
    }
    await sleep(200);
    expect((await fetch(`${c.origin}/readyz`)).status).toBe(200);
  });

  it('lives through its connections being terminated by the server', async () => {
    const d = await instance('d');
    expect((await requestQuote(d)).status).toBe(201);
    // What an operator's pg_terminate_backend, or a proxy's idle cut, does to every connection.
    const admin = await openDatabase({ kind: 'postgres', url: server.url, poolSize: 1 });
    try {
      await admin.query(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
    } finally {
      await admin.close();
    }
    await sleep(200);
    expect(d.lost.length).toBeGreaterThan(0);
    for (let attempt = 0; ; attempt++) {
      const lead = await requestQuote(d);
      if (lead.status === 201) break;
      expect(lead.status).toBe(503);
      expect(attempt).toBeLessThan(50);
      await sleep(20);
    }
    expect(await page(d)).toBe(200);
  });
});
