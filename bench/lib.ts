// Shared by the benchmarks (`bench/static.ts`, `bench/leads.ts`): the load generator, child
// processes and their clean-up, CPU accounting from /proc, and printing. See bench/README.md.
import { fork, spawn, type ChildProcess, type Serializable } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(root, 'dist/server/main.js');

/** Above this share of a core, the load generator (this process) is the bottleneck. */
export const LOADER_BOUND_PCT = 85;
/** Above this share of a core used by other processes during a run, the figures are flagged as noisy. */
export const NOISY_PCT = 25;

// ---------------------------------------------------------------------------------------------
// autocannon ships no types; this is the part of its API the benches use.

export interface Histogram {
  average: number;
  mean: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
}
export interface LoadResult {
  requests: Histogram;
  latency: Histogram;
  throughput: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  mismatches: number;
  non2xx: number;
  resets: number;
  '2xx': number;
}
export interface LoadRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Called before every request when present: returns the request to send. */
  setupRequest?: (request: LoadRequest, context: Record<string, unknown>) => LoadRequest;
}
export interface LoadOptions {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: LoadRequest[];
  pipelining?: number;
}
type Autocannon = (
  opts: LoadOptions & { connections: number; duration: number },
) => Promise<LoadResult>;
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

// ---------------------------------------------------------------------------------------------
// wrk: a load generator in C that is not the ceiling here (autocannon on one core took in
// 9,000 to 14,000 responses a second, so every server it measured looked alike).

export const WRK = process.env.BENCH_WRK || '/usr/bin/wrk';

/** A duration as wrk prints it (`850.00us`, `1.20ms`, `2.00s`) in milliseconds. */
function wrkMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) return NaN;
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : n * 60_000;
}

/** A size as wrk prints it (`300.62MB`, `12.00KB`, `900B`) in bytes. */
function wrkBytes(text: string): number {
  const m = /^([\d.]+)(B|KB|MB|GB)$/.exec(text.trim());
  if (!m) return NaN;
  return Number(m[1]) * { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[m[2] as 'B'];
}

/**
 * One wrk run (one thread, keep-alive connections, `--latency`) as autocannon's result, with
 * the CPU seconds wrk itself used (from the shell's `times`, which counts its finished children).
 */
export async function wrk(
  opts: LoadOptions & { connections: number; duration: number },
): Promise<LoadResult & { loaderCpuSeconds: number }> {
  if (!existsSync(WRK)) {
    throw new Error(`${WRK} is missing: apt-get install -y wrk (or BENCH_WRK=/path/to/wrk)`);
  }
  const headers = Object.entries(opts.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const args = [
    '-t1',
    `-c${opts.connections}`,
    `-d${opts.duration}s`,
    '--latency',
    ...headers,
    opts.url,
  ];
  const child = spawn('bash', ['-c', `"${WRK}" "$@"; times`, 'wrk', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const total = /(\d+) requests in ([\d.]+\w+), ([\d.]+\w+) read/.exec(out);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  if (code !== 0 || !total || !rps) throw new Error(`wrk failed (${code}):\n${out}`);
  const percentile = (p: number) =>
    wrkMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const requests = Number(total[1]);
  // `times`: the shell's own user and system time, then its children's: `0m1.234s 0m0.567s`.
  const children =
    out
      .trim()
      .split('\n')
      .at(-1)!
      .match(/(\d+)m([\d.]+)s/g) ?? [];
  const seconds = children
    .map((t) => /(\d+)m([\d.]+)s/.exec(t)!)
    .reduce((sum, m) => sum + Number(m[1]) * 60 + Number(m[2]), 0);
  const histogram = (value: number): Histogram => ({
    average: value,
    mean: value,
    p50: value,
    p99: value,
    max: value,
    total: value,
  });
  return {
    requests: { ...histogram(Number(rps[1])), total: requests },
    latency: { ...histogram(percentile(50)), p50: percentile(50), p99: percentile(99) },
    throughput: { ...histogram(0), total: wrkBytes(total[3]!) },
    duration: opts.duration,
    errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
    mismatches: 0,
    non2xx,
    resets: 0,
    '2xx': requests - non2xx,
    loaderCpuSeconds: seconds,
  };
}

export function numberEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number, got ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return value;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// Child processes and clean-up

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();
const cleanupTasks: (() => Promise<void>)[] = [];

/** Registers a child process: it is stopped by `cleanup()`, on Ctrl-C and at exit. */
export function trackChild(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The mean of the middle half of `values` (a quarter left off at each end): steady where a
 * median jumps between the steps values fall on (frames), and deaf to a single worst run.
 */
export function interquartileMean(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const cut = Math.floor(sorted.length / 4);
  const middle = sorted.slice(cut, sorted.length - cut);
  return middle.reduce((sum, value) => sum + value, 0) / middle.length;
}

/** What a forked bench server says once it listens, or why it could not start. */
export type ForkedServerMessage =
  { type: 'listening'; port: number } | { type: 'error'; message: string };

/**
 * Forks one of the bench's own servers (a TypeScript file under bench/, run through tsx), sends
 * it `start` if given (what to serve) and resolves with the port it reports listening on.
 */
export async function forkServer(
  script: string,
  { name, start, timeoutMs = 60_000 }: { name: string; start?: unknown; timeoutMs?: number },
): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(path.join(root, script), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  trackChild(child);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code})`));
    });
    child.on('message', (message: ForkedServerMessage) => {
      clearTimeout(timer);
      if (message.type === 'listening') resolve(message.port);
      else reject(new Error(`${name} failed: ${message.message}`));
    });
    if (start !== undefined) child.send(start as Serializable);
  });
  return { child, port };
}

/** A fresh temporary directory, deleted by `cleanup()`, on Ctrl-C and at exit. */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

/**
 * Deletes a temporary directory made by `makeTempDir` now. Retried a few times: a browser's helper
 * processes can still be writing into their profile just after the browser itself has exited.
 * One still written to after that is left for `cleanup()`: a measurement never fails on it.
 */
export function removeTempDir(dir: string) {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    tempDirs.delete(dir);
  } catch (error) {
    console.warn(`could not delete ${dir} yet (${(error as Error).message}); deleted at exit`);
  }
}

/** Extra clean-up (a database cluster), run by `cleanup()` after the children are stopped. */
export function onCleanup(task: () => Promise<void>) {
  cleanupTasks.push(task);
}

export function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

let cleaning: Promise<void> | undefined;
/** Stops the children, runs the clean-up tasks, deletes the temp directories; once. */
export function cleanup(): Promise<void> {
  cleaning ??= runCleanup();
  return cleaning;
}

async function runCleanup() {
  await Promise.all([...children].map((c) => stopChild(c)));
  for (const task of cleanupTasks.splice(0)) {
    await task().catch((error: unknown) =>
      console.error(`clean-up: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
  for (const dir of tempDirs) removeTempDir(dir);
}

// Last resort when the process exits without `cleanup()` having run (uncaught error).
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs) removeTempDir(dir);
});
// A second signal (tsx relays Ctrl-C to this process as well) waits for the same clean-up.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (!cleaning) console.error(`\n${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** Binds `port` (0: any) on the loopback address and frees it again; resolves with the port. */
function probePort(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(bound));
    });
  });
}

/**
 * `BENCH_PORTS=4100-4199`: the servers a bench starts listen only on ports of that range, for a
 * machine shared with other people's services. Unset: any free port the system gives.
 */
function portRange(): { first: number; last: number } | undefined {
  const raw = process.env.BENCH_PORTS;
  if (!raw) return undefined;
  const match = /^(\d+)-(\d+)$/.exec(raw.trim());
  const first = Number(match?.[1]);
  const last = Number(match?.[2]);
  if (!match || first < 1 || last > 65535 || first > last) {
    console.error(`BENCH_PORTS must be a range such as 4100-4199, got ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return { first, last };
}

// Handed out in turn, so two servers started one after the other never get the same free port
// before the first has bound it.
let nextInRange = 0;

export async function freePort(): Promise<number> {
  const range = portRange();
  if (!range) return probePort(0);
  const size = range.last - range.first + 1;
  for (let tried = 0; tried < size; tried++) {
    const port = range.first + (nextInRange++ % size);
    const free = await probePort(port).then(
      () => true,
      () => false,
    );
    if (free) return port;
  }
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

export interface Fetched {
  status: number;
  contentType: string;
  /** The Content-Encoding of the body as sent (undefined: identity). */
  contentEncoding: string | undefined;
  body: Buffer;
  /** Size of the status line and headers as sent. */
  headerBytes: number;
}

/**
 * One request, without Accept-Encoding unless `headers` has one (autocannon sends none either), so
 * the identity body comes back. GET unless a body is given (then POST, JSON).
 */
export function request(
  port: number,
  urlPath: string,
  options: { body?: string; headers?: Record<string, string> } = {},
): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        agent: false,
        method: options.body === undefined ? 'GET' : 'POST',
        headers: {
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          let headerBytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            headerBytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
          }
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? 'application/octet-stream'),
            contentEncoding: res.headers['content-encoding'],
            body: Buffer.concat(chunks),
            headerBytes,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`${urlPath} timed out`)));
    req.end(options.body);
  });
}

export const get = (port: number, urlPath: string) => request(port, urlPath);

export interface ProductOptions {
  /** Added to (and overriding) the defaults: NODE_ENV=production, DEMO_DATA=false, a temp DATA_DIR. */
  env: Record<string, string>;
  /** `null`: stdout to /dev/null; `pipe`: through a pipe this process drains (a log collector). */
  stdoutMode: 'null' | 'pipe';
  /** Node options for the server, e.g. from BENCH_SERVER_NODE_ARGS="--cpu-prof". */
  nodeArgs?: string[];
}

/** Starts the built server (`node dist/server/main.js`) and waits until /readyz answers 200. */
export async function startProduct(
  options: ProductOptions,
): Promise<{ child: ChildProcess; port: number; dataDir: string }> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} missing; run npm run build`);
  const port = await freePort();
  const dataDir = makeTempDir('bench-data-');
  const nodeArgs =
    options.nodeArgs ?? process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      ...options.env,
    },
    stdio: ['ignore', options.stdoutMode === 'pipe' ? 'pipe' : 'ignore', 'pipe'],
  });
  trackChild(child);
  child.stdout?.resume(); // drained, never read
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited early (${child.exitCode ?? child.signalCode}):\n${stderr}`,
      );
    }
    const ready = await get(port, '/readyz').then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return { child, port, dataDir };
    if (Date.now() > deadline) throw new Error(`the server was not ready within 90 s:\n${stderr}`);
    await sleep(100);
  }
}

// ---------------------------------------------------------------------------------------------
// Measuring

/** Fields after the command name in /proc/PID/stat (index 0 is field 3, the state). */
function procStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc; undefined elsewhere. */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  const fields = procStat(pid);
  if (!fields) return undefined;
  // Fields 14 and 15 of /proc/PID/stat (utime, stime), counted after the command name.
  return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ is 100 on Linux
}

/** The parent of a process, from /proc; undefined elsewhere. */
export function parentPid(pid: number): number | undefined {
  const fields = procStat(pid);
  return fields ? Number(fields[1]) : undefined;
}

/**
 * CPU seconds used so far by a process and its children, live (scanned in /proc) or ended and
 * waited for (cutime, cstime): e.g. a PostgreSQL postmaster and its backends.
 */
export function treeCpuSeconds(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  const own = procStat(pid);
  if (!own) return undefined;
  // utime, stime, cutime, cstime: fields 14-17.
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = procStat(Number(entry));
    if (fields && Number(fields[1]) === pid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / 100;
}

/** Busy CPU seconds of the whole machine so far (all cores), from /proc/stat; undefined elsewhere. */
export function machineBusySeconds(): number | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
    const [user, nice, system, , , irq, softirq, steal] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (
      ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100
    );
  } catch {
    return undefined;
  }
}

/** CPU used by other processes over one second, in % of a core (undefined off Linux). */
export async function machineNoise(): Promise<number | undefined> {
  const before = machineBusySeconds();
  const self = process.cpuUsage();
  await sleep(1000);
  const after = machineBusySeconds();
  if (before === undefined || after === undefined) return undefined;
  const own = process.cpuUsage(self);
  return Math.max(0, after - before - (own.user + own.system) / 1e6) * 100;
}

export interface Failures {
  non2xx: number;
  errors: number;
  timeouts: number;
  mismatches: number;
  resets: number;
}

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  bytesPerResponse: number;
  failures: Failures;
  /** Non-2xx, errors and timeouts of the warm-up and the measured run together. */
  failed: number;
  /** 2xx responses of the warm-up and the measured run together. */
  succeeded: number;
  /** CPU time of the server process per request, microseconds. */
  serverCpuUsPerReq?: number;
  /** CPU time of a separate database server (all its processes) per request, microseconds. */
  databaseCpuUsPerReq?: number;
  /** CPU share of this (load generator) process during the run, in % of one core. */
  loaderCpuPct: number;
  /** CPU used meanwhile by everything else on the machine (kernel included), in % of one core. */
  otherCpuPct?: number;
}

export function failuresOf(r: LoadResult): Failures {
  return {
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    mismatches: r.mismatches,
    resets: r.resets,
  };
}

const failedCount = (r: LoadResult) => r.non2xx + r.errors + r.timeouts;

export interface MeasureOptions {
  load: LoadOptions;
  connections: number;
  /** Seconds of warm-up (not counted) before the measured run. */
  warmup: number;
  duration: number;
  /** The server process, for its CPU time. */
  serverPid?: number;
  /** CPU seconds used so far by a separate database server (e.g. `treeCpuSeconds(postmaster)`). */
  databaseCpu?: () => number | undefined;
  /**
   * The load generator: autocannon, in this process (the default), or wrk, a process of its own
   * that is not the ceiling here; either way its CPU is reported.
   */
  loader?: 'autocannon' | 'wrk';
}

/** A warm-up, then a measured run, with the CPU time of the server (and database) meanwhile. */
export async function measure(options: MeasureOptions): Promise<Measured> {
  const { load, connections, warmup, duration, serverPid, databaseCpu } = options;
  const run = options.loader === 'wrk' ? wrk : autocannon;
  const warm = await run({ ...load, connections, duration: warmup });
  if (failedCount(warm))
    console.log(`  ! warm-up against ${load.url}: ${JSON.stringify(failuresOf(warm))}`);

  const cpuBefore = cpuSeconds(serverPid);
  const dbBefore = databaseCpu?.();
  const machineBefore = machineBusySeconds();
  const loaderBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const r: LoadResult & { loaderCpuSeconds?: number } = await run({
    ...load,
    connections,
    duration,
  });
  const wall = (performance.now() - wallBefore) / 1000;
  const loader = process.cpuUsage(loaderBefore);
  const cpuAfter = cpuSeconds(serverPid);
  const dbAfter = databaseCpu?.();
  const machineAfter = machineBusySeconds();
  const serverCpu =
    cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
  const dbCpu = dbBefore !== undefined && dbAfter !== undefined ? dbAfter - dbBefore : undefined;
  // wrk's own CPU, or (autocannon) this process's.
  const loaderCpu = r.loaderCpuSeconds ?? (loader.user + loader.system) / 1e6;

  const requests = r.requests.total;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests,
    bytesPerResponse: requests ? r.throughput.total / requests : 0,
    failures: failuresOf(r),
    failed: failedCount(warm) + failedCount(r),
    succeeded: warm['2xx'] + r['2xx'],
    serverCpuUsPerReq:
      serverCpu !== undefined && requests ? (serverCpu * 1e6) / requests : undefined,
    databaseCpuUsPerReq: dbCpu !== undefined && requests ? (dbCpu * 1e6) / requests : undefined,
    loaderCpuPct: (loaderCpu / wall) * 100,
    otherCpuPct:
      machineBefore !== undefined && machineAfter !== undefined && serverCpu !== undefined
        ? (Math.max(0, machineAfter - machineBefore - serverCpu - loaderCpu - (dbCpu ?? 0)) /
            wall) *
          100
        : undefined,
  };
}

/** Several runs of the same target: means, except p99 (the worst) and counts (summed). */
export function combine(runs: Measured[]): Measured {
  if (runs.length === 1) return runs[0]!;
  const mean = (pick: (m: Measured) => number) =>
    runs.reduce((s, m) => s + pick(m), 0) / runs.length;
  const optionalMean = (pick: (m: Measured) => number | undefined) =>
    runs.every((m) => pick(m) !== undefined) ? mean((m) => pick(m)!) : undefined;
  const sum = (pick: (m: Measured) => number) => runs.reduce((s, m) => s + pick(m), 0);
  return {
    rps: mean((m) => m.rps),
    p50: mean((m) => m.p50),
    p99: Math.max(...runs.map((m) => m.p99)),
    requests: sum((m) => m.requests),
    bytesPerResponse: mean((m) => m.bytesPerResponse),
    failures: {
      non2xx: sum((m) => m.failures.non2xx),
      errors: sum((m) => m.failures.errors),
      timeouts: sum((m) => m.failures.timeouts),
      mismatches: sum((m) => m.failures.mismatches),
      resets: sum((m) => m.failures.resets),
    },
    failed: sum((m) => m.failed),
    succeeded: sum((m) => m.succeeded),
    serverCpuUsPerReq: optionalMean((m) => m.serverCpuUsPerReq),
    databaseCpuUsPerReq: optionalMean((m) => m.databaseCpuUsPerReq),
    loaderCpuPct: mean((m) => m.loaderCpuPct),
    otherCpuPct: optionalMean((m) => m.otherCpuPct),
  };
}

// ---------------------------------------------------------------------------------------------
// Printing

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
export const ms = (n: number) => (n >= 10 ? fmt(n) : fmt(n, 1));
export const optional = (n: number | undefined, format: (n: number) => string = fmt) =>
  n === undefined ? 'n/a' : format(n);

/**
 * A table: a label column of 40 characters, then right-aligned columns of `width` (a longer cell
 * keeps a space before it).
 */
export function printTable(title: string, columns: string[], rows: string[][], width = 12) {
  const line = (cells: string[]) => cells.map((c) => ` ${c}`.padStart(width)).join('');
  console.log(`\n${title}`);
  console.log(`  ${''.padEnd(40)}${line(columns)}`);
  for (const [label, ...cells] of rows) console.log(`  ${label!.padEnd(40)}${line(cells)}`);
}

/**
 * Prints a comparison's notes, and one more when other processes used more than NOISY_PCT of a
 * core (`noisy`, the larger of the two runs') meanwhile.
 */
export function printNotes(notes: string[], noisy: number) {
  if (noisy > NOISY_PCT) {
    notes.push(
      `other processes used up to ${fmt(noisy)}% of a core during the runs: figures are disturbed, ` +
        'rerun on a quiet machine',
    );
  }
  for (const note of notes) console.log(`  note: ${note}`);
}

/** One line of `measure()` progress output. */
export function runLine(m: Measured): string {
  const busy =
    m.otherCpuPct !== undefined && m.otherCpuPct > NOISY_PCT
      ? ` (other processes used ${fmt(m.otherCpuPct)}% of a core: noisy)`
      : '';
  return `${fmt(m.rps)} req/s, p99 ${ms(m.p99)} ms${busy}`;
}

/** Runs a bench's main, always cleans up (children, clusters, temp folders), exits with its code. */
export async function runBench(main: () => Promise<number>): Promise<never> {
  let code = 1;
  try {
    code = await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  } finally {
    await cleanup();
  }
  process.exit(code);
}
