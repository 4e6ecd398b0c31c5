// `npm run bench`: how fast the built server answers prerendered pages, compared with a bare
// node:http server answering the same bytes from memory. See bench/README.md.
//
//   npm run bench                        # '/' and '/auto-insurance' (when built)
//   npm run bench -- / /about            # explicit paths (or BENCH_PATHS=/,/about)
//   BENCH_DURATION=20 npm run bench      # measured seconds per run (default 10)
//
// Other knobs: BENCH_WARMUP (s, default 2), BENCH_CONNECTIONS (default 50), BENCH_ROUNDS (default 1;
// more rounds alternate the order again and average), BENCH_LOG_LEVEL (the product's LOG_LEVEL,
// default info), BENCH_SERVER_STDOUT (`null`, the default, or `pipe`: the product's log lines go
// through a pipe this process drains, as under a log collector).
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BarePage } from './bare-server';

// autocannon ships no types; this is the part of its API used here.
interface Histogram {
  average: number;
  mean: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
}
interface LoadResult {
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
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  pipelining?: number;
}) => Promise<LoadResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'build/client');
const serverEntry = path.join(root, 'dist/server/main.js');

const GOAL_RATIO = 0.8;
const GOAL_P99_MS = 20;
/** Above this share of a core, the load generator (this process) is the bottleneck. */
const LOADER_BOUND_PCT = 85;
/** Above this share of a core used by other processes during a run, the figures are flagged as noisy. */
const NOISY_PCT = 25;

function numberEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number, got ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return value;
}

const duration = numberEnv('BENCH_DURATION', 10);
const warmup = numberEnv('BENCH_WARMUP', 2);
const connections = Math.round(numberEnv('BENCH_CONNECTIONS', 50));
const rounds = Math.round(numberEnv('BENCH_ROUNDS', 1));
const logLevel = process.env.BENCH_LOG_LEVEL || 'info';
const stdoutMode = process.env.BENCH_SERVER_STDOUT === 'pipe' ? 'pipe' : 'null';

/** The page file a path is served from: `/` is `index.html`, `/about` is `about/index.html`. */
function pageFile(urlPath: string): string {
  const trimmed = urlPath.replace(/^\/+|\/+$/g, '');
  return path.join(clientDir, trimmed, 'index.html');
}

function choosePaths(): string[] {
  const fromArgs = process.argv.slice(2).flatMap((a) => a.split(','));
  const fromEnv = (process.env.BENCH_PATHS ?? '').split(',');
  const explicit = (fromArgs.length ? fromArgs : fromEnv).map((p) => p.trim()).filter(Boolean);
  if (explicit.length) return explicit.map((p) => (p.startsWith('/') ? p : `/${p}`));
  const paths: string[] = [];
  for (const candidate of ['/', '/auto-insurance']) {
    if (existsSync(pageFile(candidate))) paths.push(candidate);
    else
      console.log(
        `note: ${candidate} is not built yet (${path.relative(root, pageFile(candidate))} missing); not measured`,
      );
  }
  return paths;
}

// ---------------------------------------------------------------------------------------------
// Child processes and clean-up

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();

function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
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

let cleanedUp = false;
async function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  await Promise.all([...children].map((c) => stopChild(c)));
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}

// Last resort when the process exits without `cleanup()` having run (uncaught error).
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface Fetched {
  status: number;
  contentType: string;
  body: Buffer;
  /** Size of the status line and headers as sent. */
  headerBytes: number;
}

/** One GET without Accept-Encoding (as autocannon sends it), so the identity body comes back. */
function get(port: number, urlPath: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
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
          body: Buffer.concat(chunks),
          headerBytes,
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`GET ${urlPath} timed out`)));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startProduct(): Promise<{ child: ChildProcess; port: number }> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} missing; run npm run build`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  tempDirs.add(dataDir);
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '', // always the embedded database in the temp DATA_DIR
      DEMO_DATA: 'false',
      LOG_LEVEL: logLevel,
    },
    stdio: ['ignore', stdoutMode === 'pipe' ? 'pipe' : 'ignore', 'pipe'],
  });
  children.add(child);
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
    if (ready) return { child, port };
    if (Date.now() > deadline) throw new Error(`the server was not ready within 90 s:\n${stderr}`);
    await sleep(100);
  }
}

async function startBaseline(pages: BarePage[]): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(path.join(root, 'bench/bare-server.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the baseline server did not start within 30 s')),
      30_000,
    );
    child.once('exit', (code) => reject(new Error(`the baseline server exited (${code})`)));
    child.on('message', (message: { type?: string; port?: number }) => {
      if (message.type === 'listening' && message.port) {
        clearTimeout(timer);
        resolve(message.port);
      }
    });
    child.send({ type: 'pages', pages });
  });
  return { child, port };
}

// ---------------------------------------------------------------------------------------------
// Measuring

/** CPU seconds (user + system) a process has used so far, from /proc; undefined elsewhere. */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of /proc/PID/stat (utime, stime), counted after the command name.
    return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

/** Busy CPU seconds of the whole machine so far (all cores), from /proc/stat; undefined elsewhere. */
function machineBusySeconds(): number | undefined {
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

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  bytesPerResponse: number;
  failures: {
    non2xx: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    resets: number;
  };
  /** CPU time of the server process per request, microseconds. */
  serverCpuUsPerReq?: number;
  /** CPU share of this (load generator) process during the run, in % of one core. */
  loaderCpuPct: number;
  /** CPU used meanwhile by everything else on the machine (kernel included), in % of one core. */
  otherCpuPct?: number;
}

function failuresOf(r: LoadResult): Measured['failures'] {
  return {
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    mismatches: r.mismatches,
    resets: r.resets,
  };
}

let failureTotal = 0;

async function measure(url: string, pid: number | undefined): Promise<Measured> {
  const warm = await autocannon({ url, connections, duration: warmup });
  const warmFailures = warm.non2xx + warm.errors + warm.timeouts;
  if (warmFailures) console.log(`  ! warm-up against ${url}: ${JSON.stringify(failuresOf(warm))}`);
  failureTotal += warmFailures;

  const cpuBefore = cpuSeconds(pid);
  const machineBefore = machineBusySeconds();
  const loaderBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const r = await autocannon({ url, connections, duration });
  const wall = (performance.now() - wallBefore) / 1000;
  const loader = process.cpuUsage(loaderBefore);
  const cpuAfter = cpuSeconds(pid);
  const machineAfter = machineBusySeconds();
  const serverCpu =
    cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
  const loaderCpu = (loader.user + loader.system) / 1e6;

  const requests = r.requests.total;
  const failures = failuresOf(r);
  failureTotal += failures.non2xx + failures.errors + failures.timeouts;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests,
    bytesPerResponse: requests ? r.throughput.total / requests : 0,
    failures,
    serverCpuUsPerReq:
      serverCpu !== undefined && requests ? (serverCpu * 1e6) / requests : undefined,
    loaderCpuPct: (loaderCpu / wall) * 100,
    otherCpuPct:
      machineBefore !== undefined && machineAfter !== undefined && serverCpu !== undefined
        ? (Math.max(0, machineAfter - machineBefore - serverCpu - loaderCpu) / wall) * 100
        : undefined,
  };
}

function combine(runs: Measured[]): Measured {
  if (runs.length === 1) return runs[0]!;
  const mean = (pick: (m: Measured) => number) =>
    runs.reduce((s, m) => s + pick(m), 0) / runs.length;
  const cpu = runs.every((m) => m.serverCpuUsPerReq !== undefined)
    ? mean((m) => m.serverCpuUsPerReq!)
    : undefined;
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
    serverCpuUsPerReq: cpu,
    loaderCpuPct: mean((m) => m.loaderCpuPct),
    otherCpuPct: runs.every((m) => m.otherCpuPct !== undefined)
      ? mean((m) => m.otherCpuPct!)
      : undefined,
  };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ms = (n: number) => (n >= 10 ? fmt(n) : fmt(n, 1));

function report(urlPath: string, baseline: Measured, product: Measured) {
  const ratio = product.rps / baseline.rps;
  const rows: [string, string, string][] = [
    ['requests/s', fmt(baseline.rps), fmt(product.rps)],
    ['latency p50 (ms)', ms(baseline.p50), ms(product.p50)],
    ['latency p99 (ms)', ms(baseline.p99), ms(product.p99)],
    ['requests measured', fmt(baseline.requests), fmt(product.requests)],
    [
      'bytes/response (headers+body)',
      fmt(baseline.bytesPerResponse),
      fmt(product.bytesPerResponse),
    ],
    [
      'server CPU per request (µs)',
      baseline.serverCpuUsPerReq === undefined ? 'n/a' : fmt(baseline.serverCpuUsPerReq),
      product.serverCpuUsPerReq === undefined ? 'n/a' : fmt(product.serverCpuUsPerReq),
    ],
    ['load generator CPU (% of a core)', fmt(baseline.loaderCpuPct), fmt(product.loaderCpuPct)],
    [
      'other CPU on the machine (% of a core)',
      baseline.otherCpuPct === undefined ? 'n/a' : fmt(baseline.otherCpuPct),
      product.otherCpuPct === undefined ? 'n/a' : fmt(product.otherCpuPct),
    ],
    [
      'non-2xx / errors / timeouts',
      `${baseline.failures.non2xx} / ${baseline.failures.errors} / ${baseline.failures.timeouts}`,
      `${product.failures.non2xx} / ${product.failures.errors} / ${product.failures.timeouts}`,
    ],
  ];
  console.log(`\n${urlPath}`);
  console.log(`  ${''.padEnd(40)}${'baseline'.padStart(12)}${'product'.padStart(12)}`);
  for (const [label, b, p] of rows)
    console.log(`  ${label.padEnd(40)}${b.padStart(12)}${p.padStart(12)}`);
  const missed = [
    ratio < GOAL_RATIO ? 'ratio' : '',
    product.p99 >= GOAL_P99_MS ? 'p99' : '',
  ].filter(Boolean);

  const notes: string[] = [];
  if (baseline.loaderCpuPct >= LOADER_BOUND_PCT) {
    notes.push(
      `the baseline run was limited by the load generator (${fmt(baseline.loaderCpuPct)}% of a core), ` +
        'not by the baseline server: the requests/s ratio understates the difference in server cost; ' +
        'see server CPU per request',
    );
  }
  const noisy = Math.max(baseline.otherCpuPct ?? 0, product.otherCpuPct ?? 0);
  if (noisy > NOISY_PCT) {
    notes.push(
      `other processes used up to ${fmt(noisy)}% of a core during the runs: figures are disturbed, ` +
        'rerun on a quiet machine',
    );
  }
  for (const note of notes) console.log(`  note: ${note}`);

  const cpu =
    baseline.serverCpuUsPerReq !== undefined && product.serverCpuUsPerReq !== undefined
      ? `; server CPU ${fmt(product.serverCpuUsPerReq)} µs/request vs ${fmt(baseline.serverCpuUsPerReq)} baseline`
      : '';
  return (
    `${urlPath} ratio ${ratio.toFixed(2)} (goal >= ${GOAL_RATIO}), p99 ${ms(product.p99)} ms (goal < ${GOAL_P99_MS} ms)` +
    (missed.length ? ` — goal missed: ${missed.join(', ')}` : ' — goals met') +
    cpu +
    (noisy > NOISY_PCT ? ' (noisy)' : '')
  );
}

/** CPU used by other processes over one second, in % of a core (undefined off Linux). */
async function machineNoise(): Promise<number | undefined> {
  const before = machineBusySeconds();
  const self = process.cpuUsage();
  await sleep(1000);
  const after = machineBusySeconds();
  if (before === undefined || after === undefined) return undefined;
  const own = process.cpuUsage(self);
  return Math.max(0, after - before - (own.user + own.system) / 1e6) * 100;
}

async function main() {
  const paths = choosePaths();
  if (!paths.length)
    throw new Error('nothing to measure: build/client/index.html is missing (npm run build)');

  console.log(
    `node ${process.version}, ${os.cpus().length} CPUs; ${connections} connections, ` +
      `${warmup} s warm-up + ${duration} s measured per run, ${rounds} round(s); product LOG_LEVEL=${logLevel}, ` +
      `stdout to ${stdoutMode === 'pipe' ? 'a drained pipe' : '/dev/null'}`,
  );
  console.log(`measuring: ${paths.join(', ')}`);
  const noise = await machineNoise();
  if (noise !== undefined && noise > NOISY_PCT) {
    console.log(
      `warning: the machine is busy (other processes use ${fmt(noise)}% of a core); figures will be noisy`,
    );
  }

  const product = await startProduct();
  const pages: BarePage[] = [];
  const productHeaderBytes = new Map<string, number>();
  for (const urlPath of paths) {
    const page = await get(product.port, urlPath);
    if (page.status !== 200)
      throw new Error(`the product answered ${urlPath} with ${page.status}, not 200`);
    pages.push({
      path: urlPath,
      contentType: page.contentType,
      body: page.body.toString('base64'),
    });
    productHeaderBytes.set(urlPath, page.headerBytes);
  }
  const baseline = await startBaseline(pages);
  for (const page of pages) {
    const fromProduct = Buffer.from(page.body, 'base64');
    const fromBaseline = await get(baseline.port, page.path);
    if (fromBaseline.status !== 200 || !fromBaseline.body.equals(fromProduct)) {
      throw new Error(`the baseline does not answer ${page.path} with the product's bytes`);
    }
    console.log(
      `  ${page.path}: body ${fmt(fromProduct.length)} bytes (${page.contentType}); response headers: ` +
        `product ${fmt(productHeaderBytes.get(page.path) ?? 0)} bytes, baseline ${fmt(fromBaseline.headerBytes)} bytes`,
    );
  }

  const summaries: string[] = [];
  for (const [i, urlPath] of paths.entries()) {
    const runs = { baseline: [] as Measured[], product: [] as Measured[] };
    for (let round = 0; round < rounds; round++) {
      const order: ('baseline' | 'product')[] =
        (i + round) % 2 === 0 ? ['baseline', 'product'] : ['product', 'baseline'];
      for (const which of order) {
        const target = which === 'baseline' ? baseline : product;
        process.stdout.write(`  ${urlPath} round ${round + 1}/${rounds}: ${which}... `);
        const m = await measure(`http://127.0.0.1:${target.port}${urlPath}`, target.child.pid);
        const busy =
          m.otherCpuPct !== undefined && m.otherCpuPct > NOISY_PCT
            ? ` (other processes used ${fmt(m.otherCpuPct)}% of a core: noisy)`
            : '';
        console.log(`${fmt(m.rps)} req/s, p99 ${ms(m.p99)} ms${busy}`);
        runs[which].push(m);
      }
    }
    summaries.push(report(urlPath, combine(runs.baseline), combine(runs.product)));
  }

  console.log('\nsummary');
  for (const line of summaries) console.log(`  ${line}`);
  if (failureTotal)
    console.log(`\n${failureTotal} failed requests (non-2xx, errors or timeouts): exit code 1`);
  return failureTotal ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanup();
}
process.exit(code);
