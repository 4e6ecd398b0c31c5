// `npm run bench`: how fast the built server answers prerendered pages, compared with a bare
// node:http server answering the same bytes from memory, and with nginx serving the same build
// files (when /usr/sbin/nginx is there); and the production topology, nginx configured by
// deploy/nginx/agency.conf with the product behind it, against that bare nginx. The load comes
// from wrk (one thread), whose CPU is printed beside the servers': a run where it is the limit
// has no verdict. See bench/README.md.
//
//   npm run bench                        # '/' and '/auto-insurance' (when built)
//   npm run bench -- / /about            # explicit paths (or BENCH_PATHS=/,/about)
//   BENCH_DURATION=20 npm run bench      # measured seconds per run (default 10)
//
// Other knobs: BENCH_WARMUP (s, default 2), BENCH_CONNECTIONS (default 50), BENCH_ROUNDS (default 1;
// more rounds rotate the order again and average), BENCH_LOG_LEVEL (the product's LOG_LEVEL,
// default info), BENCH_SERVER_STDOUT (`null`, the default, or `pipe`: the product's log lines go
// through a pipe this process drains, as under a log collector), BENCH_ACCEPT_ENCODING (sent with
// every request; default `gzip`, `identity` sends none), BENCH_NGINX (the nginx binary,
// default /usr/sbin/nginx; `off` leaves nginx out), BENCH_PORTS (e.g. 4100-4199: the servers'
// ports come from that range).
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BarePage, BareStart } from './bare-server';
import { accessLogLines, startNginx, type Nginx } from './nginx';
import {
  runBench,
  combine,
  fmt,
  freePort,
  LOADER_BOUND_PCT,
  machineNoise,
  measure,
  ms,
  NOISY_PCT,
  optional,
  printTable,
  request,
  root,
  runLine,
  startProduct,
  type Fetched,
  type Measured,
  forkServer,
  printNotes,
} from './lib';
import { loadKnobs } from './load-knobs';

const clientDir = path.join(root, 'build/client');

/**
 * Goals: product/node:http requests/s, product/nginx requests/s, the product's p99, and the
 * deployed topology (nginx with agency.conf) against bare nginx.
 */
const GOAL_RATIO = 0.7;
const GOAL_NGINX_RATIO = 0.5;
const GOAL_DEPLOYED_RATIO = 0.8;
const GOAL_P99_MS = 20;
const { duration, warmup, connections, rounds, logLevel, stdoutMode } = loadKnobs();
// gzip, as browsers send it among others: nginx-light has no brotli, so with `br` nginx sends
// other bytes and is not measured; `identity` sends 80 KB pages that wrk's one thread barely
// reads as fast as nginx writes them.
const acceptEncoding =
  process.env.BENCH_ACCEPT_ENCODING === 'identity'
    ? undefined
    : process.env.BENCH_ACCEPT_ENCODING || 'gzip';
const requestHeaders: Record<string, string> = acceptEncoding
  ? { 'accept-encoding': acceptEncoding }
  : {};

type Target = 'baseline' | 'nginx' | 'product' | 'deployed';
const labels: Record<Target, string> = {
  baseline: 'node:http',
  nginx: 'nginx',
  product: 'product',
  deployed: 'agency.conf',
};

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

async function startBaseline(pages: BarePage[]) {
  const start: BareStart = { type: 'pages', pages, port: await freePort() };
  return forkServer('bench/bare-server.ts', {
    name: 'the baseline server',
    start,
    timeoutMs: 30_000,
  });
}

function report(
  urlPath: string,
  runs: Partial<Record<Target, Measured>> & { baseline: Measured; product: Measured },
) {
  const { baseline, nginx, product, deployed } = runs;
  const targets = (['baseline', 'nginx', 'product', 'deployed'] as const).filter((t) => runs[t]);
  const cells = (pick: (m: Measured) => string) => targets.map((t) => pick(runs[t]!));
  const ratio = product.rps / baseline.rps;
  const nginxRatio = nginx ? product.rps / nginx.rps : undefined;
  const deployedRatio = nginx && deployed ? deployed.rps / nginx.rps : undefined;
  // What a visitor meets in production: the page from agency.conf, against node:http.
  const deployedToNode = deployed ? deployed.rps / baseline.rps : undefined;
  const rows: string[][] = [
    ['requests/s', ...cells((m) => fmt(m.rps))],
    ['latency p50 (ms)', ...cells((m) => ms(m.p50))],
    ['latency p99 (ms)', ...cells((m) => ms(m.p99))],
    ['requests measured', ...cells((m) => fmt(m.requests))],
    ['bytes/response (headers+body)', ...cells((m) => fmt(m.bytesPerResponse))],
    ['server CPU per request (µs)', ...cells((m) => optional(m.serverCpuUsPerReq))],
    ['load generator CPU (% of a core)', ...cells((m) => fmt(m.loaderCpuPct))],
    ['other CPU on the machine (% of a core)', ...cells((m) => optional(m.otherCpuPct))],
    [
      'non-2xx / errors / timeouts',
      ...cells((m) => `${m.failures.non2xx} / ${m.failures.errors} / ${m.failures.timeouts}`),
    ],
  ];
  printTable(
    urlPath,
    targets.map((t) => labels[t]),
    rows,
  );
  const missed = [
    ratio < GOAL_RATIO ? 'ratio to node:http' : '',
    nginxRatio !== undefined && nginxRatio < GOAL_NGINX_RATIO ? 'ratio to nginx' : '',
    product.p99 >= GOAL_P99_MS ? 'p99' : '',
    deployedRatio !== undefined && deployedRatio < GOAL_DEPLOYED_RATIO
      ? 'agency.conf ratio to nginx'
      : '',
    deployedToNode !== undefined && deployedToNode < GOAL_RATIO
      ? 'agency.conf ratio to node:http'
      : '',
  ].filter(Boolean);

  const notes: string[] = [];
  const loaderBound = targets.filter((t) => runs[t]!.loaderCpuPct >= LOADER_BOUND_PCT);
  if (loaderBound.length) {
    loaderLimited = true;
    notes.push(
      `limited by the load generator (>= ${LOADER_BOUND_PCT}% of a core), not by the server: ` +
        loaderBound.map((t) => `${labels[t]} ${fmt(runs[t]!.loaderCpuPct)}%`).join(', ') +
        '; requests/s and their ratios then measure the load generator: no verdict',
    );
  }
  const noisy = Math.max(...targets.map((t) => runs[t]!.otherCpuPct ?? 0));
  printNotes(notes, noisy);

  const cpuOf = (t: Target) => runs[t]?.serverCpuUsPerReq;
  const references = (['baseline', 'nginx'] as const).filter((t) => cpuOf(t) !== undefined);
  const cpu =
    cpuOf('product') !== undefined && references.length
      ? `; server CPU ${fmt(cpuOf('product')!)} µs/request vs ` +
        references.map((t) => `${fmt(cpuOf(t)!)} ${labels[t]}`).join(', ')
      : '';
  return (
    `${urlPath} ratio ${ratio.toFixed(2)} to node:http (goal >= ${GOAL_RATIO})` +
    (nginxRatio !== undefined
      ? `, ${nginxRatio.toFixed(2)} to nginx (goal >= ${GOAL_NGINX_RATIO})`
      : ', nginx not measured') +
    `, p99 ${ms(product.p99)} ms (goal < ${GOAL_P99_MS} ms)` +
    (deployedRatio !== undefined
      ? `; agency.conf ${deployedRatio.toFixed(2)} of bare nginx (goal >= ${GOAL_DEPLOYED_RATIO})`
      : '') +
    (deployedToNode !== undefined
      ? `, ${deployedToNode.toFixed(2)} of node:http (goal >= ${GOAL_RATIO})`
      : '') +
    (loaderBound.length
      ? ' — no verdict: the load generator was the limit'
      : missed.length
        ? ` — goal missed: ${missed.join(', ')}`
        : ' — goals met') +
    cpu +
    (noisy > NOISY_PCT ? ' (noisy)' : '')
  );
}

let failureTotal = 0;
/** A run measured by a load generator at its own limit: its figures are not the servers'. */
let loaderLimited = false;

/** Who answers a path in the measured runs: nginx only where it sends the product's bytes. */
async function checkNginx(nginx: Nginx, page: BarePage): Promise<Fetched | undefined> {
  const fromProduct = Buffer.from(page.body, 'base64');
  const fromNginx = await request(nginx.port, page.path, { headers: requestHeaders });
  if (
    fromNginx.status === 200 &&
    fromNginx.body.equals(fromProduct) &&
    fromNginx.contentEncoding === page.contentEncoding
  ) {
    return fromNginx;
  }
  console.log(
    `note: nginx answers ${page.path} with status ${fromNginx.status}, ${fmt(fromNginx.body.length)} bytes` +
      ` (${fromNginx.contentEncoding ?? 'identity'}), not the product's ${fmt(fromProduct.length)} bytes` +
      ` (${page.contentEncoding ?? 'identity'}): nginx is not measured there` +
      (page.contentEncoding === 'br' ? ' (nginx-light has no brotli module)' : ''),
  );
  return undefined;
}

async function main() {
  const paths = choosePaths();
  if (!paths.length)
    throw new Error('nothing to measure: build/client/index.html is missing (npm run build)');

  console.log(
    `node ${process.version}, ${os.cpus().length} CPUs; ${connections} connections, ` +
      `${warmup} s warm-up + ${duration} s measured per run, ${rounds} round(s); product LOG_LEVEL=${logLevel}, ` +
      `stdout to ${stdoutMode === 'pipe' ? 'a drained pipe' : '/dev/null'}; ` +
      `Accept-Encoding: ${acceptEncoding ?? 'none'}`,
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
    const page = await request(product.port, urlPath, { headers: requestHeaders });
    if (page.status !== 200)
      throw new Error(`the product answered ${urlPath} with ${page.status}, not 200`);
    pages.push({
      path: urlPath,
      contentType: page.contentType,
      contentEncoding: page.contentEncoding,
      body: page.body.toString('base64'),
    });
    productHeaderBytes.set(urlPath, page.headerBytes);
  }
  const baseline = await startBaseline(pages);
  const nginx = await startNginx(clientDir, await freePort());
  // The production topology: nginx answers pages itself, the product behind it for the rest.
  const deployed = nginx && (await startNginx(clientDir, await freePort(), product.port));
  const nginxPaths = new Set<string>();
  for (const page of pages) {
    const fromProduct = Buffer.from(page.body, 'base64');
    const fromBaseline = await request(baseline.port, page.path, { headers: requestHeaders });
    if (fromBaseline.status !== 200 || !fromBaseline.body.equals(fromProduct)) {
      throw new Error(`the baseline does not answer ${page.path} with the product's bytes`);
    }
    const fromNginx = nginx && (await checkNginx(nginx, page));
    const fromDeployed = deployed && (await checkNginx(deployed, page));
    if (fromNginx && fromDeployed) nginxPaths.add(page.path);
    console.log(
      `  ${page.path}: body ${fmt(fromProduct.length)} bytes (${page.contentType}` +
        `${page.contentEncoding ? `, ${page.contentEncoding}` : ''}); response headers: ` +
        `product ${fmt(productHeaderBytes.get(page.path) ?? 0)} bytes, node:http ${fmt(fromBaseline.headerBytes)} bytes` +
        (fromNginx ? `, nginx ${fmt(fromNginx.headerBytes)} bytes` : ''),
    );
  }

  const servers: Record<Target, { port: number; pid: number | undefined } | undefined> = {
    baseline: { port: baseline.port, pid: baseline.child.pid },
    nginx: nginx && { port: nginx.port, pid: nginx.workerPid },
    product: { port: product.port, pid: product.child.pid },
    deployed: deployed && { port: deployed.port, pid: deployed.workerPid },
  };
  const summaries: string[] = [];
  let nginxAnswered = 0;
  for (const [i, urlPath] of paths.entries()) {
    const targets: Target[] = nginxPaths.has(urlPath)
      ? ['baseline', 'nginx', 'product', 'deployed']
      : ['baseline', 'product'];
    const runs: Record<Target, Measured[]> = {
      baseline: [],
      nginx: [],
      product: [],
      deployed: [],
    };
    for (let round = 0; round < rounds; round++) {
      // Each path and round starts with the next server, so none is always measured first.
      const shift = (i + round) % targets.length;
      const order = [...targets.slice(shift), ...targets.slice(0, shift)];
      for (const which of order) {
        const server = servers[which]!;
        process.stdout.write(`  ${urlPath} round ${round + 1}/${rounds}: ${labels[which]}... `);
        const m = await measure({
          load: { url: `http://127.0.0.1:${server.port}${urlPath}`, headers: requestHeaders },
          connections,
          warmup,
          duration,
          serverPid: server.pid,
          loader: 'wrk',
        });
        failureTotal += m.failed;
        if (which === 'nginx') nginxAnswered += m.succeeded;
        console.log(runLine(m));
        runs[which].push(m);
      }
    }
    summaries.push(
      report(urlPath, {
        baseline: combine(runs.baseline),
        product: combine(runs.product),
        ...(runs.nginx.length ? { nginx: combine(runs.nginx) } : {}),
        ...(runs.deployed.length ? { deployed: combine(runs.deployed) } : {}),
      }),
    );
  }

  console.log('\nsummary');
  for (const line of summaries) console.log(`  ${line}`);
  if (nginx && nginxAnswered) {
    // The comparison is with nginx as it runs in production: logging every request.
    console.log(
      `  nginx's access log has ${fmt(accessLogLines(nginx))} lines for ${fmt(nginxAnswered)} requests answered with 2xx`,
    );
  }
  if (failureTotal)
    console.log(`\n${failureTotal} failed requests (non-2xx, errors or timeouts): exit code 1`);
  if (loaderLimited) console.log('\nthe load generator was the limit of a run: exit code 1');
  return failureTotal || loaderLimited ? 1 : 0;
}

await runBench(main);
