// The built server (dist/server/main.js) with its mail worker, a real SMTP server in this process,
// and restarts in between: each e-mail of a quote request arrives exactly once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureBuild,
  freePort,
  startServer,
  type ServerProcess,
} from '#tests/helpers/server-process';
import { smtpTestServer, type SmtpTestServer } from '#tests/helpers/smtp-server';

const AGENCY_EMAIL = 'hello@sunflowershield.example';
const running = new Set<ServerProcess>();
const dirs: string[] = [];
let smtp: SmtpTestServer | undefined;

beforeAll(() => {
  ensureBuild();
});

afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await smtp?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>) {
  const server = await startServer({ DEMO_DATA: 'false', MAIL_POLL_MS: '100', ...env });
  running.add(server);
  void server.exited.then(() => running.delete(server));
  return server;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForOutput(
  server: ServerProcess,
  pattern: RegExp,
  count: number,
  timeoutMs = 120_000,
) {
  const deadline = Date.now() + timeoutMs;
  const matches = () => server.output().match(new RegExp(pattern, 'g'))?.length ?? 0;
  while (matches() < count) {
    if (Date.now() > deadline) throw new Error(`no ${count}× ${pattern} in:\n${server.output()}`);
    await sleep(50);
  }
}

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'outbox-restart-'));
  dirs.push(dir);
  return dir;
}

describe('mail outbox across server restarts', () => {
  it('queues mail while SMTP is down, survives a restart, and delivers each e-mail exactly once', async () => {
    const dataDir = tempDir();
    smtp = smtpTestServer(await freePort()); // not started: SMTP is down
    const env = { DATA_DIR: dataDir, SMTP_URL: smtp.url };

    let server = await start(env);
    const res = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'personal',
        firstName: 'Robin',
        lastName: 'Restart',
        email: 'robin@example.com',
        phone: '9135550123',
        coverageTypes: ['auto'],
        fillMs: 5000,
      }),
    });
    expect(res.status, server.output()).toBe(201);
    const { id } = (await res.json()) as { id: number };

    // The worker tried both e-mails and failed (connection refused); they wait for a retry.
    await waitForOutput(server, /e-mail delivery failed; will retry/, 2);
    expect(server.output()).toMatch(/ECONNREFUSED/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(smtp.messages).toHaveLength(0);

    // SMTP comes back, the server starts again on the same data, the retry goes out.
    await smtp.start();
    server = await start(env);
    await smtp.waitFor(2, 120_000);
    await sleep(1_500); // time for a duplicate to show up, if there were one
    expect(smtp.messages).toHaveLength(2);

    // A crash after delivery and another start: nothing is sent again.
    server.child.kill('SIGKILL');
    await server.exited;
    server = await start(env);
    await sleep(1_500);
    expect(smtp.messages).toHaveLength(2);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });

    const notification = smtp.messages.find((m) => m.rcptTo.includes(AGENCY_EMAIL));
    const confirmation = smtp.messages.find((m) => m.rcptTo.includes('robin@example.com'));
    expect(notification?.subject).toBe(`New personal quote request #${id}: Robin Restart`);
    expect(confirmation?.subject).toBe(
      'We received your quote request – Sunflower Shield Insurance',
    );
    expect(notification!.messageId).not.toBe(confirmation!.messageId);
    expect(notification!.messageId).toMatch(/^<outbox-\d+\.[0-9a-z]+@sunflowershield\.example>$/);
  });

  it('in production without SMTP_URL starts normally and warns that e-mail is not being sent', async () => {
    const server = await start({ DATA_DIR: tempDir(), NODE_ENV: 'production' });
    await waitForOutput(server, /SMTP_URL is not set, so e-mail is not being sent/, 1);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
