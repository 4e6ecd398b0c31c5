// Two production instances on one PostgreSQL 15 and one S3-compatible bucket, each with a data
// folder of its own: a document uploaded to one downloads from the other, the demo letter the
// first instance seeded reaches both, and a deletion on one is seen by both.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PortalDocument } from '#shared/documents';
import { samplePdf } from '#tests/fixtures/documents';
import { startPostgres, type ThrowawayPostgres } from '#tests/helpers/postgres';
import { startS3Server, type S3TestServer } from '#tests/helpers/s3-server';
import { demoAccounts } from '#server/db/seed';
import {
  ensureBuild,
  freePort,
  startServer,
  type ServerProcess,
} from '#tests/helpers/server-process';

const workDir = mkdtempSync(path.join(tmpdir(), 'shared-documents-'));
let database: ThrowawayPostgres;
let s3: S3TestServer;
const instances: ServerProcess[] = [];
let origin: string;

beforeAll(async () => {
  ensureBuild();
  [database, s3] = await Promise.all([startPostgres(), startS3Server()]);
  const ports = [await freePort(), await freePort()];
  // The site's address is the first instance's: writes to either come from that origin.
  origin = `http://127.0.0.1:${ports[0]}`;
  for (const port of ports) {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      SESSION_SECRET: 'd'.repeat(40),
      DATA_DIR: mkdtempSync(path.join(workDir, 'instance-')),
      DEMO_DATA: 'true',
      PUBLIC_URL: origin,
      ...s3.env,
    };
    instances.push(await startServer(env, 60_000, port));
  }
}, 600_000);

afterAll(async () => {
  for (const server of instances) server.child.kill('SIGKILL');
  await Promise.all([database?.stop(), s3?.close()]);
  rmSync(workDir, { recursive: true, force: true });
});

async function logIn(instance: ServerProcess) {
  const res = await fetch(`${instance.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      email: demoAccounts.client.email,
      password: demoAccounts.client.password,
    }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

it('serves a document uploaded to one instance from every instance', async () => {
  const [first, second] = instances as [ServerProcess, ServerProcess];
  const cookie = await logIn(first);
  const headers = { cookie, origin };

  // The demo letter, seeded once by whichever instance started first.
  const listed = await fetch(`${second.url}/api/documents`, { headers });
  const letter = ((await listed.json()) as PortalDocument[]).find(
    (d) => d.fileName === 'welcome-letter.pdf',
  );
  for (const instance of instances) {
    const res = await fetch(`${instance.url}/api/documents/${letter!.id}/download`, { headers });
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }

  const data = samplePdf('Uploaded to the first instance');
  const form = new FormData();
  form.append('file', new Blob([data], { type: 'application/pdf' }), 'declarations.pdf');
  const uploaded = await fetch(`${first.url}/api/documents`, {
    method: 'POST',
    headers,
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const document = (await uploaded.json()) as PortalDocument;

  for (const instance of instances) {
    const res = await fetch(`${instance.url}/api/documents/${document.id}/download`, { headers });
    expect(res.status, instance.url).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(data), instance.url).toBe(true);
  }
  // Nothing of it on either instance's disk.
  for (const dir of readdirSync(workDir)) {
    expect(readdirSync(path.join(workDir, dir))).not.toContain('uploads');
  }

  const deleted = await fetch(`${second.url}/api/documents/${document.id}`, {
    method: 'DELETE',
    headers,
  });
  expect(deleted.status).toBe(204);
  for (const instance of instances) {
    const res = await fetch(`${instance.url}/api/documents/${document.id}/download`, { headers });
    expect(res.status).toBe(404);
  }
}, 60_000);
