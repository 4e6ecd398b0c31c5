import { execFile } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

const run = promisify(execFile);

// Where the server binaries live: this machine's /usr/local/bin, Debian's postgresql-15 package,
// or PG_BIN when set.
const BIN_DIRS = [process.env.PG_BIN, '/usr/local/bin', '/usr/lib/postgresql/15/bin'].filter(
  (dir): dir is string => Boolean(dir),
);

function findBinary(name: string): string {
  for (const dir of BIN_DIRS) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // try the next folder
    }
  }
  throw new Error(
    `PostgreSQL 15 server binary ${name} not found in ${BIN_DIRS.join(', ')}: the database suite ` +
      'needs initdb and pg_ctl (Debian: apt-get install postgresql-15, or set PG_BIN).',
  );
}

export interface ThrowawayPostgres {
  /** e.g. postgres://app@127.0.0.1:54321/postgres */
  url: string;
  /** Stops the cluster immediately and removes its folder. Safe to call twice. */
  stop(): Promise<void>;
  /** Shuts the server down as an operator would (fast mode), keeping its data. */
  pause(): Promise<void>;
  /** Starts it again on the same port, with the same data. */
  resume(): Promise<void>;
  /** Stops every process of the cluster with SIGSTOP (a hung server), or lets them go on. */
  freeze(): Promise<void>;
  thaw(): Promise<void>;
}

/** initdb and pg_ctl refuse to run as root: run them as the postgres user then. */
async function pgCommand(bin: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  try {
    return await run(file, argv, { timeout: 60_000, env: { ...process.env, LC_ALL: 'C.UTF-8' } });
  } catch (error) {
    const e = error as Error & { stdout?: string; stderr?: string };
    throw new Error(
      `${[file, ...argv].join(' ')} failed: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`.trim(),
    );
  }
}

/** Starts a throwaway PostgreSQL 15 cluster with trust auth for user `app`. */
export async function startPostgres(): Promise<ThrowawayPostgres> {
  const INITDB = findBinary('initdb');
  const PG_CTL = findBinary('pg_ctl');
  // Short path: the Unix socket path (dir + .s.PGSQL.PORT) must stay under ~107 bytes.
  const dir = mkdtempSync(path.join(tmpdir(), 'pg15-'));
  // The postgres user must be able to create the cluster and the socket in it.
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'log');
  let started = false;
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      if (started) await pgCommand(PG_CTL, ['-D', dataDir, 'stop', '-m', 'immediate', '-w']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  try {
    await pgCommand(INITDB, [
      '-D',
      dataDir,
      '-U',
      'app',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    // The port is free when picked but another process may take it before postgres binds: retry.
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
      try {
        await pgCommand(PG_CTL, ['-D', dataDir, '-l', logFile, '-o', options, '-w', 'start']);
        break;
      } catch (error) {
        if (attempt < 3) continue;
        let log = '';
        try {
          log = readFileSync(logFile, 'utf8');
        } catch {
          // no log written
        }
        throw new Error(`${(error as Error).message}\nserver log:\n${log}`);
      }
    }
    started = true;
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    /** The postmaster and its children (backends, checkpointer...). */
    const processes = async () => {
      const postmaster = Number(
        readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(postmaster)]);
      return [postmaster, ...stdout.split(/\s+/).filter(Boolean).map(Number)];
    };
    const signal = async (sig: NodeJS.Signals) => {
      for (const pid of await processes()) {
        try {
          process.kill(pid, sig);
        } catch {
          // gone already
        }
      }
    };
    return {
      url: `postgres://app@127.0.0.1:${port}/postgres`,
      stop,
      pause: async () => {
        await pgCommand(PG_CTL, ['-D', dataDir, 'stop', '-m', 'fast', '-w']);
      },
      resume: async () => {
        await pgCommand(PG_CTL, ['-D', dataDir, '-l', logFile, '-o', options, '-w', 'start']);
      },
      freeze: () => signal('SIGSTOP'),
      thaw: () => signal('SIGCONT'),
    };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
