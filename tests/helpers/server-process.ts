import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { rootDir } from '#server/paths';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Builds the site and server bundle when they are missing or stale (a no-op otherwise). */
export function ensureBuild() {
  const result = spawnSync(process.execPath, [path.join(rootDir, 'scripts/ensure-build.mjs')], {
    cwd: rootDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the build failed');
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the built server (`dist/server/main.js`) and waits until /readyz answers 200.
 * `watch` sees the output so far whenever more arrives, before the server is ready too.
 */
export async function startServer(
  env: Record<string, string>,
  // A limit for a server that will not start, never for a busy machine: a start takes a second
  // alone and far longer while the whole suite runs beside it.
  timeoutMs = 300_000,
  port?: number,
  watch?: (output: string) => void,
): Promise<ServerProcess> {
  port ??= await freePort();
  // Embedded mode unless the test says otherwise: never inherit a database or secret from the shell.
  const { DATABASE_URL: _url, SESSION_SECRET: _secret, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(rootDir, 'dist/server/main.js')], {
    cwd: rootDir,
    env: { ...inherited, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const received = (chunk: Buffer) => {
    output += chunk;
    watch?.(output);
  };
  child.stdout!.on('data', received);
  child.stderr!.on('data', received);
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, port, url, output: () => output, exited };
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready within ${timeoutMs} ms:\n${output}`);
}
