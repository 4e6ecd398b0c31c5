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
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BarePage } from './bare-server';
import {
  runBench,
  combine,
  fmt,
  get,
  LOADER_BOUND_PCT,
  machineNoise,
  measure,
  ms,
  NOISY_PCT,
  numberEnv,
  optional,
  printTable,
  root,
  runLine,
  startProduct,
  type Measured,
  forkServer,
  printNotes,
} from './lib';

const clientDir = path.join(root, 'build/client');

const GOAL_RATIO = 0.8;
const GOAL_P99_MS = 20;
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

function startBaseline(pages: BarePage[]) {
  return forkServer('bench/bare-server.ts', {
    name: 'the baseline server',
    start: { type: 'pages', pages },
    timeoutMs: 30_000,
  });
}

function report(urlPath: string, baseline: Measured, product: Measured) {
  const ratio = product.rps / baseline.rps;
  const rows: string[][] = [
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
      optional(baseline.serverCpuUsPerReq),
      optional(product.serverCpuUsPerReq),
    ],
    ['load generator CPU (% of a core)', fmt(baseline.loaderCpuPct), fmt(product.loaderCpuPct)],
    [
      'other CPU on the machine (% of a core)',
      optional(baseline.otherCpuPct),
      optional(product.otherCpuPct),
    ],
    [
      'non-2xx / errors / timeouts',
      `${baseline.failures.non2xx} / ${baseline.failures.errors} / ${baseline.failures.timeouts}`,
      `${product.failures.non2xx} / ${product.failures.errors} / ${product.failures.timeouts}`,
    ],
  ];
  printTable(urlPath, ['baseline', 'product'], rows);
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
  printNotes(notes, noisy);

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

let failureTotal = 0;

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

  const product = await startProduct({
    // always the embedded database in the temp DATA_DIR
    env: { DATABASE_URL: '', LOG_LEVEL: logLevel },
    stdoutMode,
  });
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
        const m = await measure({
          load: { url: `http://127.0.0.1:${target.port}${urlPath}` },
          connections,
          warmup,
          duration,
          serverPid: target.child.pid,
        });
        failureTotal += m.failed;
        console.log(runLine(m));
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

await runBench(main);
