// Two production instances on one PostgreSQL 15 and one S3-compatible bucket, each with a data
// folder of its own, behind nginx configured by the file operators use
// (deploy/nginx/agency.conf): a document uploaded to one instance downloads from each, a rolling
// restart under a steady stream of quote requests fails none and loses none, and an address a
// visitor writes gains them nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDocument } from '#shared/documents';
import { openDatabase } from '#server/db/client';
import { demoAccounts } from '#server/db/seed';
import { rootDir } from '#server/paths';
import { samplePdf } from '#tests/fixtures/documents';
import { pageSecurityHeaders } from '#tests/helpers/page-expectations';
import { startPostgres, type ThrowawayPostgres } from '#tests/helpers/postgres';
import { quoteRequestBody } from '#tests/helpers/quote-request';
import { startS3Server, type S3TestServer } from '#tests/helpers/s3-server';
import { logInOverHttp } from '#tests/helpers/sessions';
import {
  ensureBuild,
  freePort,
  startServer,
  type ServerProcess,
} from '#tests/helpers/server-process';

const NGINX = '/usr/sbin/nginx';

let database: ThrowawayPostgres;
let s3: S3TestServer;
let nginx: ChildProcess;
let origin: string;
const workDir = mkdtempSync(path.join(tmpdir(), 'behind-nginx-'));
const instances: { port: number; server: ServerProcess }[] = [];

const instanceEnv = () => ({
  NODE_ENV: 'production',
  DATABASE_URL: database.url,
  SESSION_SECRET: 'n'.repeat(40),
  DATA_DIR: mkdtempSync(path.join(workDir, 'instance-')),
  // Seeded once, by whichever instance takes the start-up lock first.
  DEMO_DATA: 'true',
  TRUST_PROXY: '1',
  PUBLIC_URL: origin,
  SHUTDOWN_DRAIN_MS: '1000',
  ...s3.env,
});

/** deploy/nginx/agency.conf with this run's ports, inside a minimal main configuration. */
function nginxConfig(listen: number, upstreams: number[]) {
  const site = readFileSync(path.join(rootDir, 'deploy/nginx/agency.conf'), 'utf8')
    .replace(
      /upstream agency_instances \{[^}]*\}/,
      `upstream agency_instances {\n${upstreams
        .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
        .join('\n')}\n}`,
    )
    .replace('listen 80;', `listen 127.0.0.1:${listen};`)
    .replaceAll('/srv/agency', rootDir);
  expect(site).toContain(`listen 127.0.0.1:${listen};`);
  const temp = path.join(workDir, 'nginx-temp');
  mkdirSync(temp, { recursive: true });
  return `daemon off;
pid ${workDir}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
${site}
}
`;
}

let visitor = 0;
/**
 * A quote request from a visitor of their own: sent from a loopback address of its own, so nginx
 * sees a different client each time, as it would on the internet.
 */
function requestQuote(body: { email: string }, from = nextAddress(), forged?: string) {
  const payload = JSON.stringify(quoteRequestBody(body));
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      `${origin}/api/leads`,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'idempotency-key': `key-${body.email.replace(/[^\w-]/g, '-')}`,
          origin,
          ...(forged ? { 'x-forwarded-for': forged } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function nextAddress() {
  visitor++;
  return `127.0.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 2}`;
}

beforeAll(async () => {
  ensureBuild();
  [database, s3] = await Promise.all([startPostgres(), startS3Server()]);
  const nginxPort = await freePort();
  origin = `http://127.0.0.1:${nginxPort}`;
  const ports = [await freePort(), await freePort()];
  for (const port of ports) {
    instances.push({ port, server: await startServer(instanceEnv(), undefined, port) });
  }
  const config = path.join(workDir, 'nginx.conf');
  writeFileSync(config, nginxConfig(nginxPort, ports));
  nginx = spawn(NGINX, ['-p', workDir, '-c', config], { stdio: ['ignore', 'inherit', 'inherit'] });
  for (let i = 0; ; i++) {
    const up = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 100) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(async () => {
  nginx?.kill('SIGTERM');
  for (const { server } of instances) server.child.kill('SIGKILL');
  await Promise.all([database?.stop(), s3?.close()]);
  rmSync(workDir, { recursive: true, force: true });
});

describe('behind nginx', () => {
  it('serves a document uploaded to one instance from each, and through nginx', async () => {
    const headers = await logInOverHttp(origin, demoAccounts.client);
    const urls = [...instances.map((i) => i.server.url), origin];

    // The demo letter, seeded once, reaches every instance.
    const listed = (await (
      await fetch(`${origin}/api/documents`, { headers })
    ).json()) as PortalDocument[];
    const letter = listed.find((d) => d.fileName === 'welcome-letter.pdf');
    for (const url of urls) {
      const res = await fetch(`${url}/api/documents/${letter!.id}/download`, { headers });
      expect(res.status, url).toBe(200);
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }

    const data = samplePdf('Uploaded to the first instance');
    const form = new FormData();
    form.append('file', new Blob([data], { type: 'application/pdf' }), 'declarations.pdf');
    const uploaded = await fetch(`${instances[0]!.server.url}/api/documents`, {
      method: 'POST',
      headers,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const document = (await uploaded.json()) as PortalDocument;
    for (const url of urls) {
      const res = await fetch(`${url}/api/documents/${document.id}/download`, { headers });
      expect(res.status, url).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(data), url).toBe(true);
    }
    // Nothing of it on an instance's disk.
    for (const dir of readdirSync(workDir).filter((d) => d.startsWith('instance-'))) {
      expect(readdirSync(path.join(workDir, dir))).not.toContain('uploads');
    }

    // Deleted on the second instance: gone from both.
    const deleted = await fetch(`${instances[1]!.server.url}/api/documents/${document.id}`, {
      method: 'DELETE',
      headers,
    });
    expect(deleted.status).toBe(204);
    for (const url of urls) {
      const res = await fetch(`${url}/api/documents/${document.id}/download`, { headers });
      expect(res.status, url).toBe(404);
    }
  });

  it('restarts instance by instance under a stream of quote requests: none failed, none lost', async () => {
    const sent: { email: string; status: number; body: string }[] = [];
    let running = true;
    const stream = (async () => {
      for (let n = 0; running; n++) {
        const email = `rolling-${n}-${Date.now()}@example.test`;
        const answer = await requestQuote({ email }).catch((error: Error) => ({
          status: 0,
          body: error.message,
        }));
        sent.push({ email, ...answer });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

    // Each instance in turn: SIGTERM (it drains, then exits), and a new one on its port.
    // Between two instances, longer than the upstream's fail_timeout (2 s): nginx sends nothing
    // to an instance it saw fail for that long, even once it is back, as operators must wait.
    for (const instance of instances) {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      instance.server.child.kill('SIGTERM');
      expect((await instance.server.exited).code).toBe(0);
      instance.server = await startServer(instanceEnv(), undefined, instance.port);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await stream;

    const failed = sent.filter((s) => s.status !== 201);
    const check = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
    let stored: { email: string; copies: number }[];
    try {
      stored = await check.query<{ email: string; copies: number }>(
        sql`select email, count(*)::int as copies from leads where email like 'rolling-%' group by email`,
      );
    } finally {
      await check.close();
    }
    console.log(
      `rolling restart of ${instances.length} instances behind nginx: ${sent.length} quote requests, ${failed.length} failed, ${stored.length} stored`,
    );
    expect(sent.length).toBeGreaterThan(50);
    expect(failed).toEqual([]);
    // Every acknowledged request is stored, once.
    expect(stored.map((s) => s.email).sort()).toEqual(sent.map((s) => s.email).sort());
    expect(stored.filter((s) => s.copies !== 1)).toEqual([]);
  });

  it('gives a visitor nothing for the addresses they write in X-Forwarded-For', async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) {
      const forged = `198.51.100.${n + 1}`;
      statuses.push(
        (await requestQuote({ email: `forged-${n}@example.test` }, from, forged)).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    // Another visitor is not held back by them.
    expect((await requestQuote({ email: 'neighbour@example.test' })).status).toBe(201);
  });
});

describe('the site from the build folder', () => {
  const pages = ['/', '/auto-insurance', '/blog/1', '/favicon.svg'];
  /** What nginx and an instance must agree on (ETag and dates are each server's own). */
  const same = ['content-type', 'cache-control', ...pageSecurityHeaders];
  const read = async (url: string) => {
    const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    return {
      status: res.status,
      headers: Object.fromEntries(same.map((name) => [name, res.headers.get(name)])),
      body: Buffer.from(await res.arrayBuffer()),
    };
  };

  it('is what an instance sends, header for header, and still answers while every instance is down', async () => {
    const fromInstance = new Map<string, Awaited<ReturnType<typeof read>>>();
    for (const page of pages) {
      const direct = await read(`${instances[0]!.server.url}${page}`);
      const proxied = await read(`${origin}${page}`);
      expect(direct.status, page).toBe(200);
      expect(proxied.headers, page).toEqual(direct.headers);
      expect(proxied.body.equals(direct.body), page).toBe(true);
      fromInstance.set(page, direct);
    }
    // The 404 pages and unknown paths are the instances' to answer.
    expect((await fetch(`${origin}/404`)).status).toBe(404);
    expect((await fetch(`${origin}/no-such-page`)).status).toBe(404);

    for (const { server } of instances) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    for (const page of pages) {
      const alone = await read(`${origin}${page}`);
      expect(alone.status, page).toBe(200);
      expect(alone.headers, page).toEqual(fromInstance.get(page)!.headers);
      expect(alone.body.equals(fromInstance.get(page)!.body), page).toBe(true);
    }
    // What only an instance can answer waits for one.
    expect((await fetch(`${origin}/api/auth/user`)).status).toBeGreaterThanOrEqual(502);
  });
});

// nginx must be there: .ci/run installs Debian's nginx-light.
it('finds nginx', async () => {
  const child = spawn(NGINX, ['-v']);
  expect((await once(child, 'exit'))[0]).toBe(0);
});
