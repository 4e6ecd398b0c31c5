// `npm run bench:leads`: how fast the built server stores quote requests (POST /api/leads),
// compared with a bare node:http server doing the same database writes through the bare driver
// (bench/leads-baseline.ts), on the embedded PGlite and on a throwaway PostgreSQL 15 cluster.
// See bench/README.md.
//
//   npm run bench:leads                          # PGlite, then PostgreSQL 15
//   BENCH_DATABASES=postgres npm run bench:leads # one of them (pglite, postgres)
//   BENCH_DURATION=20 npm run bench:leads        # measured seconds per run (default 10)
//
// Other knobs: BENCH_WARMUP (s, default 2), BENCH_CONNECTIONS (default 50), BENCH_ROUNDS (default 1;
// more rounds alternate the order again and average), BENCH_LOG_LEVEL (the product's LOG_LEVEL,
// default info), BENCH_SERVER_STDOUT (`null` or `pipe`, as in bench/static.ts), BENCH_LEAD_ONLY
// (`0` skips the reference run of the lead INSERT alone).
import { type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { startPostgres } from '#tests/helpers/postgres';
import type { DatabaseTarget } from '#server/db/client';
import {
  runBench,
  combine,
  fmt,
  printNotes,
  forkServer,
  LOADER_BOUND_PCT,
  machineNoise,
  makeTempDir,
  measure,
  ms,
  NOISY_PCT,
  onCleanup,
  optional,
  parentPid,
  printTable,
  request,
  runLine,
  startProduct,
  stopChild,
  treeCpuSeconds,
  type LoadRequest,
  type Measured,
} from './lib';
import { loadKnobs } from './load-knobs';

const GOAL_RATIO = 0.5;
/** Applies to PostgreSQL only. */
const GOAL_P99_MS = 50;

const { duration, warmup, connections, rounds, logLevel, stdoutMode } = loadKnobs();
const leadOnly = process.env.BENCH_LEAD_ONLY !== '0';

type Kind = 'pglite' | 'postgres';
const LABEL: Record<Kind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL 15' };

function chooseDatabases(): Kind[] {
  const raw = (process.env.BENCH_DATABASES ?? 'pglite,postgres')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const kinds = raw.map((s) => (s === 'pg' || s === 'postgresql' ? 'postgres' : s));
  const bad = kinds.filter((k) => k !== 'pglite' && k !== 'postgres');
  if (bad.length || !kinds.length) {
    console.error(`BENCH_DATABASES must list pglite and/or postgres, got ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return [...new Set(kinds as Kind[])];
}

// ---------------------------------------------------------------------------------------------
// Requests: every one from its own address (the rate limit counts it but never refuses it) and
// with its own e-mail.

let sequence = 0;

/** 10.0.0.1, 10.0.0.2 … : 16 million distinct addresses. */
const addressOf = (n: number) => `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;

function leadBody(n: number): string {
  return JSON.stringify({
    type: 'personal',
    firstName: 'Jordan',
    lastName: `Bench${n}`,
    email: `jordan.bench${n}@example.com`,
    phone: '9135550123',
    coverageTypes: ['auto'],
    additionalInfo: 'Zip code: 66210',
    sourcePage: '/personal-insurance',
    fillMs: 5000,
  });
}

function nextLead(): { headers: Record<string, string>; body: string } {
  const n = ++sequence;
  return {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(n) },
    body: leadBody(n),
  };
}

function leadRequests(urlPath: string): LoadRequest[] {
  return [
    {
      method: 'POST',
      path: urlPath,
      setupRequest: (req) => {
        const { headers, body } = nextLead();
        return { ...req, headers: { ...req.headers, ...headers }, body };
      },
    },
  ];
}

/** One request outside the load, checked: 201 with a numeric id. Returns the response size. */
async function probe(port: number, urlPath: string, who: string): Promise<number> {
  const { headers, body } = nextLead();
  const res = await request(port, urlPath, { body, headers });
  let id: unknown;
  try {
    id = (JSON.parse(res.body.toString('utf8')) as { id?: unknown }).id;
  } catch {
    // reported below
  }
  if (res.status !== 201 || typeof id !== 'number') {
    throw new Error(
      `${who} answered POST ${urlPath} with ${res.status} ${res.body.toString('utf8').slice(0, 300)}`,
    );
  }
  return res.headerBytes + res.body.length;
}

// ---------------------------------------------------------------------------------------------
// Servers

function startBaseline(target: DatabaseTarget) {
  return forkServer('bench/leads-baseline.ts', {
    name: 'the baseline server',
    start: { type: 'start', target },
  });
}

interface DatabaseSetup {
  productEnv: Record<string, string>;
  baselineTarget: DatabaseTarget;
  /** CPU seconds of the database server so far (PostgreSQL: the postmaster and its backends). */
  databaseCpu?: () => number | undefined;
  /** Row counts of the product's database, once the product has stopped. */
  productCounts(productDataDir: string): Promise<Counts>;
  stop(): Promise<void>;
}

interface Counts {
  leads: number;
  outbox: number;
  rateLimitKeys: number;
  /** Rate-limit counters above 1: an address was used twice. */
  reusedKeys: number;
}

const COUNT_SQL = `select
  (select count(*)::int from "leads") as leads,
  (select count(*)::int from "email_outbox") as outbox,
  (select count(*)::int from "rate_limits") as "rateLimitKeys",
  (select count(*)::int from "rate_limits" where "count" > 1) as "reusedKeys"`;

async function setUpPglite(): Promise<DatabaseSetup> {
  return {
    // Always the embedded database, in the product's temp DATA_DIR.
    productEnv: { DATABASE_URL: '' },
    baselineTarget: {
      kind: 'pglite',
      dataDir: path.join(makeTempDir('bench-baseline-'), 'pglite'),
    },
    async productCounts(productDataDir) {
      const db = await PGlite.create(path.join(productDataDir, 'pglite'));
      try {
        const { rows } = await db.query<Counts>(COUNT_SQL);
        return rows[0]!;
      } finally {
        await db.close();
      }
    },
    stop: async () => {},
  };
}

async function setUpPostgres(): Promise<DatabaseSetup> {
  const cluster = await startPostgres();
  onCleanup(cluster.stop);
  const urlOf = (database: string) => cluster.url.replace(/\/[^/]*$/, `/${database}`);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  let postmaster: number | undefined;
  let settings = '';
  try {
    // Separate databases: the product's and the baseline's tables grow independently.
    await admin.query('create database bench_product');
    await admin.query('create database bench_baseline');
    const { rows } = await admin.query<{ pid: number; version: string; fsync: string }>(
      `select pg_backend_pid() as pid, current_setting('server_version') as version,
        current_setting('fsync') as fsync`,
    );
    postmaster = parentPid(rows[0]!.pid);
    settings = `server ${rows[0]!.version}, fsync=${rows[0]!.fsync}`;
  } finally {
    await admin.end();
  }
  console.log(`  throwaway cluster: ${settings} (the test suite's settings)`);
  return {
    // SESSION_SECRET is required with DATABASE_URL.
    productEnv: { DATABASE_URL: urlOf('bench_product'), SESSION_SECRET: 'b'.repeat(40) },
    baselineTarget: { kind: 'postgres', url: urlOf('bench_baseline') },
    databaseCpu: () => treeCpuSeconds(postmaster),
    async productCounts() {
      const client = new pg.Client({ connectionString: urlOf('bench_product') });
      await client.connect();
      try {
        const { rows } = await client.query<Counts>(COUNT_SQL);
        return rows[0]!;
      } finally {
        await client.end();
      }
    },
    stop: () => cluster.stop(),
  };
}

// ---------------------------------------------------------------------------------------------
// One database

type Target = 'baseline' | 'product';
let failureTotal = 0;

async function benchDatabase(kind: Kind, index: number): Promise<string> {
  const label = LABEL[kind];
  console.log(`\n${label}`);
  const setup = kind === 'postgres' ? await setUpPostgres() : await setUpPglite();
  let product: Awaited<ReturnType<typeof startProduct>> | undefined;
  let baseline: { child: ChildProcess; port: number } | undefined;
  try {
    product = await startProduct({
      env: { ...setup.productEnv, LOG_LEVEL: logLevel, TRUST_PROXY: 'true' },
      stdoutMode,
    });
    baseline = await startBaseline(setup.baselineTarget);
    const productBytes = await probe(product.port, '/api/leads', 'the product');
    const baselineBytes = await probe(baseline.port, '/api/leads', 'the baseline');
    if (leadOnly) await probe(baseline.port, '/lead-only', 'the baseline');
    console.log(
      `  POST /api/leads answered 201: response ${fmt(productBytes)} bytes (product), ${fmt(baselineBytes)} bytes (baseline)`,
    );
    let productSucceeded = 1;

    const servers = { baseline, product };
    const runs = { baseline: [] as Measured[], product: [] as Measured[] };
    const run = async (which: Target | 'lead-only', round: number) => {
      const target = which === 'product' ? servers.product : servers.baseline;
      const urlPath = which === 'lead-only' ? '/lead-only' : '/api/leads';
      process.stdout.write(
        `  round ${round + 1}/${rounds}: ${which === 'lead-only' ? 'baseline, lead INSERT only' : which}... `,
      );
      const m = await measure({
        load: { url: `http://127.0.0.1:${target.port}`, requests: leadRequests(urlPath) },
        connections,
        warmup,
        duration,
        serverPid: target.child.pid,
        databaseCpu: setup.databaseCpu,
      });
      failureTotal += m.failed;
      console.log(runLine(m));
      return m;
    };

    for (let round = 0; round < rounds; round++) {
      const order: Target[] =
        (index + round) % 2 === 0 ? ['baseline', 'product'] : ['product', 'baseline'];
      for (const which of order) {
        const m = await run(which, round);
        runs[which].push(m);
        if (which === 'product') productSucceeded += m.succeeded;
      }
    }
    const reference = leadOnly ? await run('lead-only', 0) : undefined;

    // Stop both servers (and free the CPU) before counting and before the next database.
    await Promise.all([stopChild(product.child), stopChild(baseline.child)]);
    let counts: Counts | undefined;
    try {
      counts = await setup.productCounts(product.dataDir);
    } catch (error) {
      console.log(`  (could not count the product's rows: ${(error as Error).message})`);
    }
    return report(kind, combine(runs.baseline), combine(runs.product), reference, {
      counts,
      productSucceeded,
    });
  } finally {
    if (product) await stopChild(product.child);
    if (baseline) await stopChild(baseline.child);
    await setup.stop();
  }
}

function report(
  kind: Kind,
  baseline: Measured,
  product: Measured,
  reference: Measured | undefined,
  check: { counts: Counts | undefined; productSucceeded: number },
): string {
  const label = LABEL[kind];
  const ratio = product.rps / baseline.rps;
  const all = reference ? [baseline, product, reference] : [baseline, product];
  const row = (name: string, pick: (m: Measured) => string) => [name, ...all.map(pick)];
  const rows = [
    row('requests/s', (m) => fmt(m.rps)),
    row('latency p50 (ms)', (m) => ms(m.p50)),
    row('latency p99 (ms)', (m) => ms(m.p99)),
    row('requests measured', (m) => fmt(m.requests)),
    row('bytes/response (headers+body)', (m) => fmt(m.bytesPerResponse)),
    row(
      kind === 'pglite'
        ? 'server CPU per request (µs, incl. PGlite)'
        : 'server CPU per request (µs)',
      (m) => optional(m.serverCpuUsPerReq),
    ),
    ...(kind === 'postgres'
      ? [row('PostgreSQL CPU per request (µs)', (m) => optional(m.databaseCpuUsPerReq))]
      : []),
    row('load generator CPU (% of a core)', (m) => fmt(m.loaderCpuPct)),
    row('other CPU on the machine (% of a core)', (m) => optional(m.otherCpuPct)),
    row(
      'non-2xx / errors / timeouts',
      (m) => `${m.failures.non2xx} / ${m.failures.errors} / ${m.failures.timeouts}`,
    ),
  ];
  printTable(
    `${label}: POST /api/leads, ${connections} connections`,
    reference ? ['baseline', 'product', 'INSERT only'] : ['baseline', 'product'],
    rows,
    14,
  );
  if (reference) {
    console.log(
      '  INSERT only: the baseline server running the lead INSERT alone (autocommit, no outbox rows);',
    );
    console.log('  a reference, not part of the ratio.');
  }

  const notes: string[] = [];
  const { counts, productSucceeded } = check;
  if (counts) {
    notes.push(
      `product database: ${fmt(counts.leads)} leads, ${fmt(counts.outbox)} outbox rows, ` +
        `${fmt(counts.rateLimitKeys)} rate-limit counters for ${fmt(productSucceeded)} responses 201 ` +
        '(more rows: requests in flight when a run stopped)' +
        (counts.reusedKeys ? ` (${counts.reusedKeys} counters above 1!)` : ''),
    );
    // A run ends with requests in flight: the server may still store those (leads), or have
    // counted them and then lost the connection before the body arrived (rate-limit counters).
    if (
      counts.leads < productSucceeded ||
      counts.outbox !== 2 * counts.leads ||
      counts.rateLimitKeys < counts.leads ||
      counts.reusedKeys > 0
    ) {
      notes.push('the row counts do not match the responses: check the product');
    }
  }
  if (Math.max(baseline.loaderCpuPct, product.loaderCpuPct) >= LOADER_BOUND_PCT) {
    notes.push(
      `the load generator used ${fmt(Math.max(baseline.loaderCpuPct, product.loaderCpuPct))}% of a core: ` +
        'it may be the limit rather than the servers',
    );
  }
  const noisy = Math.max(baseline.otherCpuPct ?? 0, product.otherCpuPct ?? 0);
  printNotes(notes, noisy);

  const p99Goal = kind === 'postgres';
  const missed = [
    ratio < GOAL_RATIO ? 'ratio' : '',
    p99Goal && product.p99 >= GOAL_P99_MS ? 'p99' : '',
  ].filter(Boolean);
  const cpu =
    baseline.serverCpuUsPerReq !== undefined && product.serverCpuUsPerReq !== undefined
      ? `; server CPU ${fmt(product.serverCpuUsPerReq)} µs/request vs ${fmt(baseline.serverCpuUsPerReq)} baseline`
      : '';
  return (
    `${label}: ratio ${ratio.toFixed(2)} (goal >= ${GOAL_RATIO}), p99 ${ms(product.p99)} ms ` +
    (p99Goal
      ? `(goal < ${GOAL_P99_MS} ms)`
      : '(baseline ' + ms(baseline.p99) + ' ms; no p99 goal)') +
    (missed.length ? ` — goal missed: ${missed.join(', ')}` : ' — goals met') +
    cpu +
    (noisy > NOISY_PCT ? ' (noisy)' : '')
  );
}

async function main() {
  const databases = chooseDatabases();
  console.log(
    `node ${process.version}, ${os.cpus().length} CPUs; ${connections} connections, ` +
      `${warmup} s warm-up + ${duration} s measured per run, ${rounds} round(s); product LOG_LEVEL=${logLevel}, ` +
      `stdout to ${stdoutMode === 'pipe' ? 'a drained pipe' : '/dev/null'}, TRUST_PROXY=true`,
  );
  console.log(
    `measuring: POST /api/leads on ${databases.map((k) => LABEL[k]).join(' and ')}; ` +
      'every request from its own X-Forwarded-For address and with its own e-mail',
  );
  const noise = await machineNoise();
  if (noise !== undefined && noise > NOISY_PCT) {
    console.log(
      `warning: the machine is busy (other processes use ${fmt(noise)}% of a core); figures will be noisy`,
    );
  }

  const summaries: string[] = [];
  for (const [i, kind] of databases.entries()) summaries.push(await benchDatabase(kind, i));

  console.log('\nsummary (the p99 goal applies to PostgreSQL only)');
  for (const line of summaries) console.log(`  ${line}`);
  if (failureTotal)
    console.log(`\n${failureTotal} failed requests (non-2xx, errors or timeouts): exit code 1`);
  return failureTotal ? 1 : 0;
}

await runBench(main);
