import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild, startServer, type ServerProcess } from '../helpers/server-process';

let dataDir: string;
beforeAll(() => {
  ensureBuild();
  dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const lead = JSON.stringify({
  type: 'personal',
  firstName: 'Casey',
  lastName: 'Nguyen',
  email: 'casey@example.com',
  phone: '9135550123',
  coverageTypes: ['renters'],
  fillMs: 5000,
});

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the request in flight, refuses new ones, and exits 0 within 10 s', async () => {
    const server: ServerProcess = await startServer({ DATA_DIR: dataDir, DEMO_DATA: 'false' });
    // A request whose body is still arriving when the signal comes.
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${server.url}/api/leads`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(lead),
          },
        },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject);
      req.write(lead.slice(0, 20));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(lead.slice(20)), 300);
      }, 200);
    });

    const started = Date.now();
    const { status, body } = await response;
    expect(status).toBe(201);
    expect(JSON.parse(body)).toHaveProperty('id');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });

  it('stops at start-up with a message naming a bad variable', async () => {
    await expect(startServer({ DATA_DIR: dataDir, DEMO_DATA: 'sometimes' })).rejects.toThrow(
      /DEMO_DATA/,
    );
  });

  it('on SIGTERM first says it is going (readiness 503) while it still serves, then exits', async () => {
    const drainMs = 1_500;
    const server = await startServer({
      DATA_DIR: mkdtempSync(path.join(dataDir, 'drain-')),
      DEMO_DATA: 'false',
      SHUTDOWN_DRAIN_MS: String(drainMs),
    });
    const started = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    const sent = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: lead,
    });
    expect(sent.status).toBe(201);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - started).toBeGreaterThanOrEqual(drainMs);
  });
});
