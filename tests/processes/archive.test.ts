// The operator's commands, as `npm run` runs them: a backup of the embedded database taken while
// its server runs, the move of an agency from the embedded database to PostgreSQL 15 and an
// S3-compatible bucket (the demo data, a document a client uploaded, a quote request), and a
// restore of the backup into a new data folder; after each, the people sign in and find their
// records.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDocument } from '#shared/documents';
import { samplePdf } from '#tests/fixtures/documents';
import { startPostgres, type ThrowawayPostgres } from '#tests/helpers/postgres';
import { quoteRequestBody } from '#tests/helpers/quote-request';
import { startS3Server, type S3TestServer } from '#tests/helpers/s3-server';
import { logInOverHttp } from '#tests/helpers/sessions';
import { ensureBuild, startServer, type ServerProcess } from '#tests/helpers/server-process';
import { demoAccounts } from '#server/db/seed';
import { rootDir } from '#server/paths';

const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), 'archive-cli-'));
const embeddedDir = path.join(work, 'embedded');
const script = path.join(rootDir, 'dist/server/archive.js');
let postgres: ThrowawayPostgres;
let s3: S3TestServer;

/** The command with this environment only (no database or secret inherited from the shell). */
function archive(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _url, SESSION_SECRET: _secret, ...inherited } = process.env;
  return run(process.execPath, [script, ...args], {
    cwd: rootDir,
    env: { ...inherited, LOG_LEVEL: 'silent', ...env },
  }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      out: error.stdout + error.stderr,
    }),
  );
}

const embedded = { DATA_DIR: embeddedDir, NODE_ENV: 'production' };
const onPostgres = () => ({
  DATA_DIR: path.join(work, 'instance'),
  NODE_ENV: 'production',
  DATABASE_URL: postgres.url,
  SESSION_SECRET: 'm'.repeat(40),
  ...s3.env,
});

const logIn = (server: ServerProcess) => logInOverHttp(server.url, demoAccounts.client);

/** What the demo client finds in their portal: document names, and the downloaded upload. */
async function portalOf(server: ServerProcess, uploadedName: string) {
  const headers = await logIn(server);
  const documents = (await (
    await fetch(`${server.url}/api/documents`, { headers })
  ).json()) as PortalDocument[];
  const uploaded = documents.find((d) => d.fileName === uploadedName);
  const download = await fetch(`${server.url}/api/documents/${uploaded!.id}/download`, {
    headers,
  });
  return {
    names: documents.map((d) => d.fileName).sort(),
    bytes: Buffer.from(await download.arrayBuffer()),
  };
}

const upload = samplePdf('Declarations page kept across the move');
let backupDir: string;

beforeAll(async () => {
  ensureBuild();
  [postgres, s3] = await Promise.all([startPostgres(), startS3Server()]);
});

afterAll(async () => {
  await Promise.all([postgres?.stop(), s3?.close()]);
  rmSync(work, { recursive: true, force: true });
});

describe('npm run backup, db:export and db:import', () => {
  it('backs up the embedded database while its server runs', async () => {
    const server = await startServer({ ...embedded, DEMO_DATA: 'true' });
    try {
      const headers = await logIn(server);
      const form = new FormData();
      form.append('file', new Blob([upload], { type: 'application/pdf' }), 'declarations.pdf');
      const sent = await fetch(`${server.url}/api/documents`, {
        method: 'POST',
        headers,
        body: form,
      });
      expect(sent.status).toBe(201);
      const lead = await fetch(`${server.url}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify(quoteRequestBody({ email: 'moved-lead@example.org' })),
      });
      expect(lead.status).toBe(201);

      const backup = await archive(['backup'], embedded);
      expect(backup.out).toMatch(/The server \(pid \d+\) is running: it writes the export\./);
      expect(backup.out).toMatch(/Exported \d+ rows of \d+ tables and 2 documents/);
      expect(backup.code).toBe(0);
      backupDir = backup.out.match(/ to (\S+)\n?$/)![1]!;
      expect(path.dirname(backupDir)).toBe(path.join(embeddedDir, 'backups'));
      expect(existsSync(path.join(backupDir, 'manifest.json'))).toBe(true);
      // The server went on serving.
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('moves the agency to PostgreSQL and a bucket, where the client signs in and finds it all', async () => {
    const exportDir = path.join(work, 'export');
    const exported = await archive(['export', exportDir], embedded);
    expect(exported.out).toContain(`to ${exportDir}`);
    expect(exported.code).toBe(0);

    const imported = await archive(['import', exportDir], onPostgres());
    expect(imported.out).toMatch(
      /Imported \d+ rows of \d+ tables and 2 documents .* into PostgreSQL at 127\.0\.0\.1:\d+\/\S+, documents into s3:\/\/agency-documents\/\. Everyone signs in again\./,
    );
    expect(imported.code).toBe(0);

    // A second import finds the data there and changes nothing.
    const again = await archive(['import', exportDir], onPostgres());
    expect(again.code).toBe(1);
    expect(again.out).toContain('The database already holds data');

    const server = await startServer({ ...onPostgres(), DEMO_DATA: 'false' });
    try {
      const portal = await portalOf(server, 'declarations.pdf');
      expect(portal.names).toEqual(['declarations.pdf', 'welcome-letter.pdf']);
      expect(portal.bytes.equals(upload)).toBe(true);
      // The staff find the quote request, and the next one takes the next number.
      const { cookie } = await logInOverHttp(server.url, demoAccounts.admin);
      const leads = (await (
        await fetch(`${server.url}/api/staff/leads?q=moved-lead`, { headers: { cookie } })
      ).json()) as { items: { email: string }[] };
      expect(leads.items.map((l) => l.email)).toContain('moved-lead@example.org');
      const next = await fetch(`${server.url}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify(quoteRequestBody({ email: 'after-the-move@example.org' })),
      });
      expect(next.status).toBe(201);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('restores the backup into a new data folder', async () => {
    const restored = { DATA_DIR: path.join(work, 'restored'), NODE_ENV: 'production' };
    const result = await archive(['import', backupDir], restored);
    expect(result.out).toMatch(/into the embedded database in .*restored/);
    expect(result.code).toBe(0);
    const server = await startServer({ ...restored, DEMO_DATA: 'false' });
    try {
      const portal = await portalOf(server, 'declarations.pdf');
      expect(portal.bytes.equals(upload)).toBe(true);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('says what to do with a folder that is not an export', async () => {
    const result = await archive(['import', work], {
      DATA_DIR: path.join(work, 'nowhere'),
      NODE_ENV: 'production',
    });
    expect(result.code).toBe(1);
    expect(result.out).toContain('holds no manifest.json');
  });
});
