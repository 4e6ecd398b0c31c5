// `npm run bench:chat-flood`: does one flooding client slow the site for everyone? Starts the
// built server (embedded database, demo data), measures GET /healthz with nothing else going
// on (the baseline), then again while 10 chat sockets of two signed-in clients each send 3,000
// `join_room` frames as fast as the socket takes them (the outside test made /healthz take
// 10–28 s this way). Prints /healthz p50, p99 and max in both phases and the ratio, and what the
// server did with the frames.
import WebSocket from 'ws';
import { CHAT_CLOSE_CODES } from '#shared/chat';
import { demoAccounts } from '#server/db/seed';
import { fmt, get, ms, runBench, sleep, startProduct } from './lib';

const SOCKETS_PER_CLIENT = 5;
const FRAMES_PER_SOCKET = 3000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function logIn(port: number, account: { email: string; password: string }) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (res.status !== 200) throw new Error(`log-in of ${account.email}: ${res.status}`);
  const { id } = (await res.json()) as { id: string };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('sid='))!;
  return { id, cookie };
}

interface Flooder {
  socket: WebSocket;
  handled: number;
  refusals: number;
  closeCode?: number;
}

function open(port: number, cookie: string): Promise<Flooder> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, {
      headers: { cookie, origin: `http://127.0.0.1:${port}` },
    });
    const flooder: Flooder = { socket, handled: 0, refusals: 0 };
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string };
      if (frame.type === 'history') flooder.handled++;
      if (frame.type === 'error') flooder.refusals++;
    });
    socket.on('close', (code) => (flooder.closeCode = code));
    socket.once('open', () => resolve(flooder));
    socket.once('error', reject);
  });
}

/** GET /healthz one after another until `until` resolves; the latency of each. */
async function probe(port: number, until: Promise<unknown>, minimum = 0): Promise<number[]> {
  let done = false;
  void until.then(() => (done = true));
  const times: number[] = [];
  while (!done || times.length < minimum) {
    const started = performance.now();
    await get(port, '/healthz');
    times.push(performance.now() - started);
  }
  return times;
}

function line(name: string, times: number[]) {
  return `${name}: p50 ${ms(percentile(times, 50))} ms, p99 ${ms(percentile(times, 99))} ms, max ${ms(Math.max(...times))} ms over ${fmt(times.length)} requests`;
}

await runBench(async () => {
  const { port } = await startProduct({
    env: { DEMO_DATA: 'true', LOG_LEVEL: 'error' },
    stdoutMode: 'null',
  });
  const baseline = await probe(port, sleep(3000), 50);

  const flooders: Flooder[] = [];
  for (const account of [demoAccounts.client, demoAccounts.second]) {
    const { id, cookie } = await logIn(port, account);
    const first = await open(port, cookie);
    const roomId = await new Promise<number>((resolve) => {
      first.socket.on('message', (data) => {
        const frame = JSON.parse(String(data)) as { type: string; room?: { id: number } };
        if (frame.type === 'room_created') resolve(frame.room!.id);
      });
      first.socket.send(JSON.stringify({ type: 'create_room', name: 'Support Chat', userId: id }));
    });
    const mine = [first];
    for (let i = 1; i < SOCKETS_PER_CLIENT; i++) mine.push(await open(port, cookie));
    for (const f of mine) f.handled = 0;
    flooders.push(...mine);
    const frame = JSON.stringify({ type: 'join_room', roomId, userId: id });
    for (const f of mine) for (let i = 0; i < FRAMES_PER_SOCKET; i++) f.socket.send(frame);
  }
  // The flood is sent; /healthz is asked until every socket has been closed or 10 s pass.
  const settled = Promise.race([
    sleep(10_000),
    (async () => {
      while (flooders.some((f) => f.closeCode === undefined)) await sleep(50);
      await sleep(1000);
    })(),
  ]);
  const during = await probe(port, settled, 50);

  const sent = flooders.length * FRAMES_PER_SOCKET;
  const handled = flooders.reduce((n, f) => n + f.handled, 0);
  const closed = flooders.filter((f) => f.closeCode === CHAT_CLOSE_CODES.tooManyFrames).length;
  console.log(line('GET /healthz, quiet (baseline)', baseline));
  console.log(line('GET /healthz, during the flood', during));
  console.log(
    `ratio (p99 during / p99 quiet): ${(percentile(during, 99) / percentile(baseline, 99)).toFixed(1)}; ` +
      `max during the flood ${ms(Math.max(...during))} ms (goal: under 1,000 ms)`,
  );
  console.log(
    `frames sent ${fmt(sent)}, handled ${fmt(handled)}, sockets closed for flooding ${closed} of ${flooders.length}`,
  );
  for (const f of flooders) f.socket.terminate();
  return Math.max(...during) < 1000 ? 0 : 1;
});
