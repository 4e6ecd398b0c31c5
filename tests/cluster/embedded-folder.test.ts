// One embedded database, one process: a second server, or `npm run user:create`, on the folder a
// running server holds is refused with what to do (two processes on one PGlite folder gave the
// same ids to different leads and lost acknowledged ones). A folder left by a killed server is
// taken over.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '#server/paths';
import { quoteRequestBody } from '#tests/helpers/quote-request';
import { ensureBuild, startServer, type ServerProcess } from '#tests/helpers/server-process';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'embedded-folder-'));
const running: ServerProcess[] = [];
const env = { NODE_ENV: 'production', DATA_DIR: dataDir, DEMO_DATA: 'false' };

async function start() {
  const server = await startServer(env);
  running.push(server);
  return server;
}

const quoteRequest = (server: ServerProcess, n: number) =>
  fetch(`${server.url}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quoteRequestBody({ email: `folder-${n}@example.test` })),
  });

beforeAll(() => ensureBuild());

afterAll(() => {
  for (const server of running) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database folder', () => {
  it('is refused to a second server and to user:create while a server holds it', async () => {
    const first = await start();
    expect((await quoteRequest(first, 1)).status).toBe(201);

    const second = await start().then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(second).toMatch(/server exited early/);
    expect(second).toMatch(
      new RegExp(`in use by another process \\(pid ${first.child.pid}\\).*stop that process first`),
    );

    const command = run(
      process.execPath,
      [
        path.join(rootDir, 'dist/server/user-create.js'),
        '--email',
        'x@example.test',
        '--role',
        'admin',
      ],
      { cwd: rootDir, env: { ...process.env, ...env, LOG_LEVEL: 'silent' } },
    );
    command.child.stdin!.end('a long admin passphrase\n');
    const refused = await command.then(
      () => 'created',
      (error: { stderr: string }) => error.stderr,
    );
    expect(refused).toMatch(/in use by another process .*stop the server/);

    // The server that holds it goes on as if nothing happened.
    expect((await quoteRequest(first, 2)).status).toBe(201);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
  });

  it('is taken over from a server that was killed, and given back by one that stops', async () => {
    const killed = running.at(-1)!;
    killed.child.kill('SIGKILL');
    await killed.exited;
    const next = await start();
    expect((await quoteRequest(next, 3)).status).toBe(201);
    next.child.kill('SIGTERM');
    expect((await next.exited).code).toBe(0);
    const after = await start();
    expect((await fetch(`${after.url}/readyz`)).status).toBe(200);
  });
});
