// `npm run bench:chat`: live chat delivery through the built server (`/ws`: session identity,
// validation, a row per message, LISTEN/NOTIFY fan-out) against a bare `ws` relay without
// persistence (bench/chat-relay.ts), in the same run, under the same steady load:
// BENCH_ROOMS rooms (200), each with BENCH_CLIENT_SOCKETS sockets of its client (4) and one
// agent socket: 1,000 sockets. An account may hold CHAT_LIMITS.socketsPerUser sockets, so each
// agent account serves that many rooms. Every client socket sends a message every
// BENCH_INTERVAL_MS (5000 with 4 sockets: a client's sockets together send 8 messages in 10 s,
// under the chat's limit of 10 per user), timed from send to arrival at each other socket of
// the room. Prints p50/p99 delivery latency and delivered messages per second; the ratio is
// the product's delivered rate over the relay's. Goal: p99 < 50 ms, ratio >= 0.5.
//
//   npm run bench:chat                          # PGlite, then PostgreSQL 15
//   BENCH_DATABASES=postgres npm run bench:chat # one of them
//   BENCH_DURATION=20 npm run bench:chat        # measured seconds (default 10, after 3 s warm-up)
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { startPostgres } from '#tests/helpers/postgres';
import { openDatabase, type Database } from '#server/db/client';
import { users } from '#server/db/schema';
import { hashPassword } from '#server/modules/auth/passwords';
import { addClientPerson } from '#server/modules/clients/accounts';
import { CHAT_LIMITS } from '#shared/chat';
import {
  fmt,
  forkServer,
  makeTempDir,
  ms,
  numberEnv,
  onCleanup,
  printTable,
  runBench,
  sleep,
  startProduct,
  stopChild,
} from './lib';

const GOAL_RATIO = 0.5;
const GOAL_P99_MS = 50;

const rooms = Math.round(numberEnv('BENCH_ROOMS', 200));
const clientSockets = Math.round(numberEnv('BENCH_CLIENT_SOCKETS', 4));
// The per-user message limit counts all of a client's sockets: 80 % of it, spread over them.
const intervalMs = numberEnv(
  'BENCH_INTERVAL_MS',
  Math.ceil((clientSockets * CHAT_LIMITS.rateWindowMs) / (CHAT_LIMITS.rateMessages * 0.8)),
);
const duration = numberEnv('BENCH_DURATION', 10);
const warmup = numberEnv('BENCH_WARMUP', 3);
const PASSWORD = 'bench chat passphrase';

type Kind = 'pglite' | 'postgres';
const LABEL: Record<Kind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL 15' };

interface Frame {
  type: string;
  room?: { id: number };
  roomId?: number;
  message?: { message: string; senderId: string };
}

interface Result {
  label: string;
  sent: number;
  delivered: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function open(url: string, cookie?: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const origin = url.replace(/^ws/, 'http').replace(/\/ws$/, '');
    const socket = new WebSocket(url, { headers: { origin, ...(cookie ? { cookie } : {}) } });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

function nextFrame(socket: WebSocket, type: string): Promise<Frame> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} within 30 s`)), 30_000);
    const onMessage = (data: WebSocket.RawData) => {
      const frame = JSON.parse(String(data)) as Frame;
      if (frame.type === 'error') {
        clearTimeout(timer);
        socket.off('message', onMessage);
        reject(new Error(`error frame: ${JSON.stringify(frame)}`));
      } else if (frame.type === type) {
        clearTimeout(timer);
        socket.off('message', onMessage);
        resolve(frame);
      }
    };
    socket.on('message', onMessage);
  });
}

/** Runs `tasks` with at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, task: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        await task(items[i]!, i);
      }
    }),
  );
}

interface Room {
  id: number;
  userId: string;
  clients: WebSocket[];
  agent: WebSocket;
}

/**
 * Opens every socket (clients create/join their room, one agent socket joins each), then sends
 * at the steady rate and records each arrival's delay. `credentials` is null for the relay.
 */
async function drive(
  label: string,
  url: string,
  credentials: {
    clients: { id: string; cookie: string }[];
    agents: { id: string; cookie: string }[];
  } | null,
): Promise<Result> {
  const built: Room[] = [];
  await pool(
    Array.from({ length: rooms }, (_, i) => i),
    20,
    async (i) => {
      const client = credentials?.clients[i] ?? { id: `user-${i}`, cookie: '' };
      const agent = credentials?.agents[agentOf(i)] ?? { id: 'agent', cookie: '' };
      const first = await open(url, client.cookie);
      const created = nextFrame(first, 'room_created');
      first.send(JSON.stringify({ type: 'create_room', name: 'Support Chat', userId: client.id }));
      const roomId = (await created).room!.id;
      const sockets = [first];
      for (let s = 1; s < clientSockets; s++) {
        const socket = await open(url, client.cookie);
        const joined = nextFrame(socket, 'history');
        socket.send(JSON.stringify({ type: 'join_room', roomId, userId: client.id }));
        await joined;
        sockets.push(socket);
      }
      const agentSocket = await open(url, agent.cookie);
      const joined = nextFrame(agentSocket, 'history');
      agentSocket.send(JSON.stringify({ type: 'join_room', roomId, userId: agent.id }));
      await joined;
      built[i] = { id: roomId, userId: client.id, clients: sockets, agent: agentSocket };
    },
  );

  const socketIds = new Map<WebSocket, number>();
  let counter = 0;
  for (const room of built) for (const s of room.clients) socketIds.set(s, ++counter);

  const delays: number[] = [];
  let measuring = false;
  let delivered = 0;
  let sent = 0;
  let errors = 0;
  for (const room of built) {
    for (const socket of [...room.clients, room.agent]) {
      socket.on('message', (data) => {
        const frame = JSON.parse(String(data)) as Frame;
        if (frame.type === 'error') errors++;
        if (frame.type !== 'new_message' || !measuring) return;
        const [stamp, from] = frame.message!.message.split(' ');
        // Each arrival but the sender's own echo.
        if (from === String(socketIds.get(socket))) return;
        delivered++;
        delays.push(performance.now() - Number(stamp));
      });
    }
  }
  const timers: NodeJS.Timeout[] = [];
  for (const room of built) {
    for (const socket of room.clients) {
      const id = socketIds.get(socket)!;
      const start = setTimeout(() => {
        const tick = () => {
          if (socket.readyState !== WebSocket.OPEN) return;
          if (measuring) sent++;
          socket.send(
            JSON.stringify({
              type: 'send_message',
              roomId: room.id,
              userId: room.userId,
              content: `${performance.now()} ${id}`,
            }),
          );
        };
        tick();
        timers.push(setInterval(tick, intervalMs));
      }, Math.random() * intervalMs);
      timers.push(start);
    }
  }
  await sleep(warmup * 1000);
  measuring = true;
  const began = performance.now();
  await sleep(duration * 1000);
  measuring = false;
  const seconds = (performance.now() - began) / 1000;
  for (const timer of timers) clearTimeout(timer);
  await sleep(500);
  for (const room of built) for (const s of [...room.clients, room.agent]) s.terminate();

  delays.sort((a, b) => a - b);
  return {
    label,
    sent,
    delivered,
    seconds,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    errors,
  };
}

function startRelay() {
  return forkServer('bench/chat-relay.ts', { name: 'the relay' });
}

/** Which agent account answers room `i`: each holds at most the chat's sockets per user. */
const agentOf = (room: number) => Math.floor(room / CHAT_LIMITS.socketsPerUser);
const agentCount = Math.ceil(rooms / CHAT_LIMITS.socketsPerUser);

/** The bench's accounts: one client per room and the agents, confirmed, with one password. */
async function seedAccounts(database: Database) {
  await database.migrate();
  const hash = await hashPassword(PASSWORD);
  const person = (email: string) => ({
    email,
    password: hash,
    emailVerifiedAt: new Date(),
    firstName: 'Bench',
  });
  // Each client holds an account of their own; a client already there from an earlier run stays.
  for (let i = 0; i < rooms; i++) {
    await addClientPerson(database.db, person(`bench.client${i}@example.com`));
  }
  await database.db
    .insert(users)
    .values(
      Array.from({ length: agentCount }, (_, i) => ({
        ...person(`bench.agent${i}@example.com`),
        role: 'agent' as const,
        isClient: false,
      })),
    )
    .onConflictDoNothing();
}

async function logIn(port: number, email: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`log-in of ${email}: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('sid='));
  return { id, cookie: cookie! };
}

async function runProduct(kind: Kind): Promise<Result> {
  let env: Record<string, string>;
  let stopDatabase = async () => {};
  if (kind === 'postgres') {
    const server = await startPostgres();
    stopDatabase = () => server.stop();
    const database = await openDatabase({ kind: 'postgres', url: server.url });
    await seedAccounts(database);
    await database.close();
    env = { DATABASE_URL: server.url, SESSION_SECRET: 'b'.repeat(48) };
  } else {
    const dataDir = makeTempDir('bench-chat-');
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await seedAccounts(database);
    await database.close();
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  }
  onCleanup(stopDatabase);
  const product = await startProduct({ env: { ...env, LOG_LEVEL: 'warn' }, stdoutMode: 'null' });
  try {
    const clients = [];
    for (let i = 0; i < rooms; i++)
      clients.push(await logIn(product.port, `bench.client${i}@example.com`));
    const agents = [];
    for (let i = 0; i < agentCount; i++)
      agents.push(await logIn(product.port, `bench.agent${i}@example.com`));
    return await drive(`product, ${LABEL[kind]}`, `ws://127.0.0.1:${product.port}/ws`, {
      clients,
      agents,
    });
  } finally {
    await stopChild(product.child);
    await stopDatabase();
  }
}

async function runRelay(): Promise<Result> {
  const relay = await startRelay();
  try {
    return await drive('bare ws relay', `ws://127.0.0.1:${relay.port}`, null);
  } finally {
    await stopChild(relay.child);
  }
}

function chooseDatabases(): Kind[] {
  const raw = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim());
  const kinds = raw.filter((k): k is Kind => k === 'pglite' || k === 'postgres');
  if (kinds.length === 0) throw new Error('BENCH_DATABASES must list pglite and/or postgres');
  return kinds;
}

await runBench(async () => {
  const sockets = rooms * (clientSockets + 1);
  const offered = (rooms * clientSockets * 1000) / intervalMs;
  console.log(
    `chat: ${rooms} rooms, ${sockets} sockets, ${fmt(offered)} messages/s offered, each to ${clientSockets} other sockets; ${warmup} s warm-up, ${duration} s measured`,
  );
  const baseline = await runRelay();
  const results: Result[] = [baseline];
  for (const kind of chooseDatabases()) results.push(await runProduct(kind));

  const rate = (r: Result) => r.delivered / r.seconds;
  printTable(
    'Delivery',
    ['run', 'sent/s', 'delivered/s', 'p50 ms', 'p99 ms', 'errors', 'ratio'],
    results.map((r) => [
      r.label,
      fmt(r.sent / r.seconds),
      fmt(rate(r)),
      ms(r.p50),
      ms(r.p99),
      String(r.errors),
      fmt(rate(r) / rate(baseline), 2),
    ]),
    16,
  );
  let ok = true;
  for (const r of results.slice(1)) {
    const ratio = rate(r) / rate(baseline);
    const pass = ratio >= GOAL_RATIO && r.p99 < GOAL_P99_MS && r.errors === 0;
    ok &&= pass;
    console.log(
      `${r.label}: ratio ${fmt(ratio, 2)} (goal >= ${GOAL_RATIO}), p99 ${ms(r.p99)} ms (goal < ${GOAL_P99_MS}), ${r.errors} error frames: ${pass ? 'met' : 'NOT met'}`,
    );
  }
  return ok ? 0 : 1;
});
