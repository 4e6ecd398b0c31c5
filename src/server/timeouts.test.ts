// Connection timeouts over real sockets: a client that trickles a request does not hold its
// connection; a live chat socket, once upgraded, is not cut by them.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatClient } from '#tests/helpers/chat-client';
import { logInAs } from '#tests/helpers/sessions';
import { createTestApp } from '#tests/helpers/test-app';
import { CONNECTION_TIMEOUTS } from './app';
import { demoAccounts, seedDemoData } from './db/seed';
import { localDiskStorage } from '#server/modules/documents/storage';

let t: Awaited<ReturnType<typeof createTestApp>>;
let port: number;
// Shortened here so the test is quick; the product's own figures are checked below.
const timeouts = { requestMs: 2_000, headersMs: 1_500, idleMs: 600, checkEveryMs: 200 };

beforeAll(async () => {
  t = await createTestApp({ timeouts, chatHeartbeatMs: 60_000 });
  await seedDemoData(t.database.db, { storage: localDiskStorage('/nonexistent-uploads') });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await t?.close();
});

/** Opens a raw connection, writes `head`, then one byte every `everyMs`; resolves when closed. */
function trickle(head: string, everyMs: number) {
  return new Promise<{ closedAfterMs: number; bytesSent: number }>((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let bytesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (!socket.destroyed) {
          socket.write('a');
          bytesSent++;
        }
      }, everyMs);
    });
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, bytesSent });
    });
  });
}

describe('a trickled request', () => {
  it('is cut when it goes quiet for longer than the idle timeout', async () => {
    const body = 'POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n';
    const { bytesSent } = await trickle(`${body}Content-Length: 100\r\n\r\n`, 2_000);
    // A byte every 2 s never arrives within the 600 ms of quiet the server allows.
    expect(bytesSent).toBeLessThanOrEqual(2);
  });

  it('is cut when the whole request takes longer than the request timeout', async () => {
    const body = 'POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n';
    const { bytesSent } = await trickle(`${body}Content-Length: 100000\r\n\r\n`, 100);
    // Bytes every 100 ms keep it from going quiet; it is closed long before 100,000 arrive.
    expect(bytesSent).toBeLessThan(100);
  });

  it('is cut when its headers never end', async () => {
    const { bytesSent } = await trickle('GET /healthz HTTP/1.1\r\nX-Slow: ', 100);
    expect(bytesSent).toBeLessThan(100);
  });
});

describe('a chat socket', () => {
  it('stays open while quiet for longer than the idle timeout', async () => {
    const cookie = await logInAs(t.app, demoAccounts.client);
    const client = await ChatClient.connect(`http://127.0.0.1:${port}`, { cookie });
    await new Promise((resolve) => setTimeout(resolve, timeouts.idleMs * 3));
    expect(client.open).toBe(true);
    client.close();
  });
});

describe('the product', () => {
  it('gives a request 120 s to arrive, its headers 20 s, and a quiet connection 15 s', () => {
    expect(CONNECTION_TIMEOUTS).toMatchObject({
      requestMs: 120_000,
      headersMs: 20_000,
      idleMs: 15_000,
    });
  });
});
