// `npm run bench:lighthouse`: Lighthouse's four category scores and key metrics for the built
// public pages (mobile emulation, simulated throttling), against a minimal static page served by
// bare node:http in the same run. See bench/README.md.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import type { BarePage } from './bare-server.ts';
import { chromiumFlags, chromiumPath } from '#tests/helpers/chromium';
import {
  NOISY_PCT,
  cpuSeconds,
  fmt,
  get,
  machineBusySeconds,
  machineNoise,
  makeTempDir,
  median,
  printTable,
  removeTempDir,
  root,
  runBench,
  sleep,
  startProduct,
  stopChild,
  trackChild,
  forkServer,
} from './lib.ts';

const CHROME_PATH = process.env.CHROME_PATH || chromiumPath;
// The project's Chromium flags; headless because there is no display.
const CHROME_FLAGS = ['--headless=new', ...chromiumFlags];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const CATEGORY_LABEL: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};
const GOAL: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const DEFAULT_PAGES = ['/', '/auto-insurance', '/blog/1'];

// The best this machine can score: one heading, one paragraph, everything Lighthouse checks on a
// document. The empty icon keeps Chromium from asking for /favicon.ico, which the bare server
// answers 404 (a console error, which costs best practices); the product serves a real favicon.
const BASELINE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Baseline page</title>
    <meta name="description" content="A minimal static page: the best score this machine gives." />
    <link rel="icon" href="data:," />
  </head>
  <body>
    <main>
      <h1>Baseline page</h1>
      <p>One heading and one paragraph, served by a bare node:http server.</p>
    </main>
  </body>
</html>
`;

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a positive integer, got ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return value;
}

function pagesEnv(): string[] {
  const raw = process.env.BENCH_PAGES;
  if (!raw) return DEFAULT_PAGES;
  const pages = raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const bad = pages.filter((p) => !p.startsWith('/'));
  if (!pages.length || bad.length) {
    console.error(`BENCH_PAGES must be comma-separated paths starting with /, got ${raw}`);
    process.exit(2);
  }
  return pages;
}

const runs = intEnv('BENCH_RUNS', 1);
const pages = pagesEnv();
const keepReports = process.env.BENCH_KEEP_REPORTS;

// ---------------------------------------------------------------------------------------------
// Lighthouse 13 declares Node >= 22.19. On Node 20 it runs, except that three insight audits
// (duplicated JavaScript, legacy JavaScript, third parties) call iterator helpers (`map.values()
// .reduce(…)`), which Node 20 lacks, and end in errors. These are the helpers it uses, as the
// standard defines them; nothing is replaced where the runtime has them.

type Iter = Iterator<unknown> & Iterable<unknown>;
const iteratorPrototype = Object.getPrototypeOf(
  Object.getPrototypeOf([][Symbol.iterator]()),
) as Record<string, unknown>;
const iteratorHelpers: Record<string, (this: Iter, ...args: never[]) => unknown> = {
  *map(fn: (v: unknown, i: number) => unknown) {
    let i = 0;
    for (const v of this) yield fn(v, i++);
  },
  *filter(fn: (v: unknown, i: number) => boolean) {
    let i = 0;
    for (const v of this) if (fn(v, i++)) yield v;
  },
  *flatMap(fn: (v: unknown, i: number) => Iterable<unknown>) {
    let i = 0;
    for (const v of this) yield* fn(v, i++);
  },
  *take(limit: number) {
    if (limit <= 0) return;
    for (const v of this) {
      yield v;
      if (--limit <= 0) return;
    }
  },
  *drop(count: number) {
    for (const v of this) if (count-- <= 0) yield v;
  },
  reduce(fn: (acc: unknown, v: unknown, i: number) => unknown, ...init: unknown[]) {
    let i = 0;
    let acc: unknown;
    let started = init.length > 0;
    if (started) acc = init[0];
    for (const v of this) {
      if (started) acc = fn(acc, v, i);
      else [acc, started] = [v, true];
      i++;
    }
    if (!started) throw new TypeError('Reduce of empty iterator with no initial value');
    return acc;
  },
  toArray() {
    return [...this];
  },
  forEach(fn: (v: unknown, i: number) => void) {
    let i = 0;
    for (const v of this) fn(v, i++);
  },
  some(fn: (v: unknown, i: number) => boolean) {
    let i = 0;
    for (const v of this) if (fn(v, i++)) return true;
    return false;
  },
  every(fn: (v: unknown, i: number) => boolean) {
    let i = 0;
    for (const v of this) if (!fn(v, i++)) return false;
    return true;
  },
  find(fn: (v: unknown, i: number) => boolean) {
    let i = 0;
    for (const v of this) if (fn(v, i++)) return v;
    return undefined;
  },
};
for (const [name, helper] of Object.entries(iteratorHelpers)) {
  if (typeof iteratorPrototype[name] !== 'function') {
    Object.defineProperty(iteratorPrototype, name, {
      value: helper,
      writable: true,
      configurable: true,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Servers and browser

/** The bare node:http server of bench/static.ts, answering only / (everything else is a 404). */
function startBaseline() {
  const page: BarePage = {
    path: '/',
    contentType: 'text/html; charset=utf-8',
    body: Buffer.from(BASELINE_HTML).toString('base64'),
  };
  return forkServer('bench/bare-server.ts', {
    name: 'the baseline server',
    start: { type: 'pages', pages: [page] },
    timeoutMs: 30_000,
  });
}

/**
 * A fresh Chromium with its own profile for one Lighthouse run, as the Lighthouse CLI does. Spawned
 * here rather than through chrome-launcher so `trackChild` stops it on every exit path.
 */
async function launchChrome(): Promise<{ port: number; pid: number; close: () => Promise<void> }> {
  const profile = makeTempDir('bench-chrome-');
  const child = spawn(
    CHROME_PATH,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  trackChild(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  const close = async () => {
    await stopChild(child);
    removeTempDir(profile);
  };
  // Chromium writes the port it bound into the profile once DevTools listens.
  const portFile = path.join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`Chromium exited early (${child.exitCode ?? child.signalCode}):\n${stderr}`);
    }
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n', 1)[0]);
      if (port > 0) return { port, pid: child.pid!, close };
    }
    if (Date.now() > deadline) {
      await close();
      throw new Error(`Chromium did not open its DevTools port within 30 s:\n${stderr}`);
    }
    await sleep(50);
  }
}

function lighthouseVersion(): string {
  const manifest = path.join(root, 'node_modules/lighthouse/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

function chromiumVersion(): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(CHROME_PATH, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', () => resolve('unknown'));
    child.on('close', () => resolve(out.trim() || 'unknown'));
  });
}

/**
 * CPU seconds used by a process and all its descendants, live or ended and waited for: Chromium's
 * renderers are grandchildren (under the zygote), which lib.ts's `treeCpuSeconds` does not reach.
 */
function descendantsCpuSeconds(rootPid: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // ppid is field 4; utime, stime, cutime, cstime are fields 14-17.
      const ticks = Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
      stats.set(Number(entry), { ppid: Number(f[1]), ticks });
    } catch {
      // the process ended meanwhile
    }
  }
  let ticks = 0;
  const tree = new Set([rootPid]);
  // /proc lists parents before children except after pid wrap-around; repeat until stable.
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, s] of stats) {
      if (!tree.has(pid) && tree.has(s.ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  for (const pid of tree) ticks += stats.get(pid)?.ticks ?? 0;
  return ticks / 100; // USER_HZ is 100 on Linux
}

// ---------------------------------------------------------------------------------------------
// One Lighthouse run

/** What a run scores, and what the median of the runs summarises. */
interface Figures {
  /** Category scores 0–100; undefined when Lighthouse could not score the category. */
  scores: Record<Category, number | undefined>;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  /** Transfer size of all scripts, bytes. */
  jsBytes?: number;
}

interface Run extends Figures {
  lhr: Result;
  seconds: number;
  /**
   * CPU used meanwhile by everything but Lighthouse, Chromium and the server under test, in % of
   * one core (undefined off Linux).
   */
  otherCpuPct?: number;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue;

function scriptTransferBytes(lhr: Result): number | undefined {
  const details = lhr.audits['resource-summary']?.details;
  if (!details || details.type !== 'table') return undefined;
  const row = details.items.find((item) => item.resourceType === 'script');
  return typeof row?.transferSize === 'number' ? row.transferSize : undefined;
}

const flags: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: [...CATEGORIES],
};

async function runLighthouse(url: string, serverPid: number, reportFile: string): Promise<Run> {
  const machineBefore = machineBusySeconds();
  const serverBefore = cpuSeconds(serverPid);
  const selfBefore = process.cpuUsage();
  const started = performance.now();
  const chrome = await launchChrome();
  try {
    const result = await lighthouse(url, { ...flags, port: chrome.port });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const wall = (performance.now() - started) / 1000;
    const chromeCpu = descendantsCpuSeconds(chrome.pid);
    const self = process.cpuUsage(selfBefore);
    const serverAfter = cpuSeconds(serverPid);
    const machineAfter = machineBusySeconds();
    const otherCpuPct =
      machineBefore !== undefined &&
      machineAfter !== undefined &&
      serverBefore !== undefined &&
      serverAfter !== undefined
        ? (Math.max(
            0,
            machineAfter -
              machineBefore -
              (self.user + self.system) / 1e6 -
              chromeCpu -
              (serverAfter - serverBefore),
          ) /
            wall) *
          100
        : undefined;
    writeFileSync(reportFile, String(result.report));
    const lhr = result.lhr;
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => {
        const score = lhr.categories[c]?.score;
        return [c, typeof score === 'number' ? Math.round(score * 100) : undefined];
      }),
    ) as Record<Category, number | undefined>;
    return {
      scores,
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      jsBytes: scriptTransferBytes(lhr),
      lhr,
      seconds: wall,
      otherCpuPct,
    };
  } finally {
    await chrome.close();
  }
}

const isNoisy = (run: Run) => (run.otherCpuPct ?? 0) > NOISY_PCT;

function runLine(run: Run): string {
  const scores = CATEGORIES.map(
    (c) => `${CATEGORY_LABEL[c]} ${run.scores[c] === undefined ? 'n/a' : run.scores[c]}`,
  ).join(', ');
  const index = run.lhr.environment.benchmarkIndex;
  const noisy = isNoisy(run)
    ? `; other processes used ${fmt(run.otherCpuPct!)}% of a core: noisy`
    : '';
  const problems = [
    run.lhr.runtimeError
      ? `error ${run.lhr.runtimeError.code}: ${run.lhr.runtimeError.message}`
      : '',
    ...run.lhr.runWarnings.map((w) => `warning: ${w}`),
  ].filter(Boolean);
  return `${scores} (${fmt(run.seconds, 1)} s, benchmark index ${fmt(index)}${noisy})${problems.length ? `\n      ${problems.join('\n      ')}` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Results

interface Target {
  label: string;
  url: string;
  /** File name stem of its reports. */
  slug: string;
  serverPid: number;
  runs: Run[];
}

/** The median of the runs' figure; undefined when a run could not measure it. */
function medianOf(values: (number | undefined)[]): number | undefined {
  if (values.some((v) => v === undefined) || !values.length) return undefined;
  return median(values as number[]);
}

interface Summary extends Figures {
  /** The run whose performance score is the median (the lower one of an even count). */
  typical: Run;
}

function summarize(target: Target): Summary {
  const pick = (f: (r: Run) => number | undefined) => medianOf(target.runs.map(f));
  const byPerformance = target.runs
    .slice()
    .sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, pick((r) => r.scores[c])])) as Record<
      Category,
      number | undefined
    >,
    fcpMs: pick((r) => r.fcpMs),
    lcpMs: pick((r) => r.lcpMs),
    tbtMs: pick((r) => r.tbtMs),
    cls: pick((r) => r.cls),
    jsBytes: pick((r) => r.jsBytes),
    typical: byPerformance[Math.floor((byPerformance.length - 1) / 2)]!,
  };
}

const score = (n: number | undefined) => (n === undefined ? 'n/a' : fmt(n, n % 1 ? 1 : 0));
const opt = (n: number | undefined, f: (n: number) => string) => (n === undefined ? 'n/a' : f(n));

function missedGoals(summary: Summary): Category[] {
  return CATEGORIES.filter((c) => (summary.scores[c] ?? -1) < GOAL[c]);
}

interface Item {
  node?: { nodeLabel?: string; selector?: string; snippet?: string };
  url?: string;
  subItems?: { items?: { cause?: string; extra?: { value?: string } }[] };
}
interface Details {
  type?: string;
  items?: unknown[];
  overallSavingsBytes?: number;
}

const shortUrl = (url: string) => url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '');

/** The first few rows of an audit's table (the elements or files it points at), in one line. */
function describeItems(details: Details | undefined, max = 3): string {
  // Insights wrap their tables in a list.
  const table =
    details?.type === 'list'
      ? (details.items?.find((i) => (i as Details).type === 'table') as Details | undefined)
      : details;
  const rows = ((table?.items ?? []) as Item[]).filter((i) => i.node?.nodeLabel || i.url);
  const described = rows.slice(0, max).map((item) => {
    const what = item.node
      ? `"${(item.node.nodeLabel ?? item.node.snippet ?? '').replace(/\s+/g, ' ')}" (${item.node.selector ?? '?'})`
      : shortUrl(item.url!);
    const causes = (item.subItems?.items ?? [])
      .map((sub) => [sub.cause, sub.extra?.value && shortUrl(sub.extra.value)].filter(Boolean))
      .filter((c) => c.length)
      .map((c) => c.join(' '));
    return what + (causes.length ? ` [${causes.join('; ')}]` : '');
  });
  if (rows.length > max) described.push(`and ${rows.length - max} more`);
  return described.join(', ');
}

/**
 * What Lighthouse's report flags in a category: audits that lose points (with how many) and
 * insights or diagnostics that estimate savings.
 */
function flaggedAudits(lhr: Result, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const totalWeight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const lines: string[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit) continue;
    if (audit.scoreDisplayMode === 'error') {
      lines.push(`${audit.id}: ${audit.title} — error: ${audit.errorMessage ?? 'unknown'}`);
      continue;
    }
    if (audit.score === null || audit.score >= 1) continue;
    if (['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode)) continue;
    const details = audit.details as Details | undefined;
    const savings = [
      ...Object.entries(audit.metricSavings ?? {})
        .filter(([, v]) => typeof v === 'number' && v > 0)
        .map(([metric, v]) => (metric === 'CLS' ? `CLS ${fmt(v!, 3)}` : `${metric} ${fmt(v!)} ms`)),
      details?.overallSavingsBytes ? `${fmt(details.overallSavingsBytes / 1024, 1)} KiB` : '',
    ].filter(Boolean);
    const lost = totalWeight ? ((1 - audit.score) * ref.weight * 100) / totalWeight : 0;
    const what = [
      lost > 0 ? `costs ${fmt(lost, 1)} points` : '',
      audit.displayValue ?? '',
      savings.length ? `savings ${savings.join(', ')}` : '',
      describeItems(details),
    ].filter(Boolean);
    lines.push(`${audit.id}: ${audit.title}${what.length ? ` — ${what.join('; ')}` : ''}`);
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const reportsDir = keepReports
    ? path.resolve(keepReports)
    : makeTempDir('bench-lighthouse-reports-');
  mkdirSync(reportsDir, { recursive: true });

  console.log(
    `lighthouse ${lighthouseVersion()} (default config: mobile emulation, simulated throttling), ${await chromiumVersion()}; ` +
      `node ${process.version}, ${os.cpus().length} CPUs; ${runs} run(s) per page`,
  );
  const noise = await machineNoise();
  if (noise !== undefined && noise > NOISY_PCT) {
    console.log(
      `warning: the machine is busy (other processes use ${fmt(noise)}% of a core); scores will be noisy`,
    );
  }

  const product = await startProduct({ env: { DATABASE_URL: '' }, stdoutMode: 'null' });
  for (const urlPath of pages) {
    const page = await get(product.port, urlPath);
    if (page.status !== 200) {
      throw new Error(`the product answers ${urlPath} with ${page.status}, not 200 (not built?)`);
    }
  }
  const baseline = await startBaseline();

  const slug = (p: string) => p.replace(/^\/+|\/+$/g, '').replace(/\W+/g, '-') || 'index';
  const targets: Target[] = [
    {
      label: 'baseline (bare node:http)',
      url: `http://127.0.0.1:${baseline.port}/`,
      slug: 'baseline',
      serverPid: baseline.child.pid!,
      runs: [],
    },
    ...pages.map((p) => ({
      label: p,
      url: `http://127.0.0.1:${product.port}${p}`,
      slug: `product-${slug(p)}`,
      serverPid: product.child.pid!,
      runs: [] as Run[],
    })),
  ];
  console.log(
    `measuring: ${pages.join(', ')} and the baseline; reports in ${reportsDir}` +
      (keepReports ? '' : ' (deleted at the end; BENCH_KEEP_REPORTS=dir keeps them)'),
  );

  for (let round = 0; round < runs; round++) {
    // Reverse the order every other round, so no page always runs first or last.
    const order = round % 2 ? targets.slice().reverse() : targets;
    for (const target of order) {
      process.stdout.write(`  ${target.label} run ${round + 1}/${runs}: `);
      const run = await runLighthouse(
        target.url,
        target.serverPid,
        path.join(reportsDir, `${target.slug}-run${round + 1}.json`),
      );
      console.log(runLine(run));
      target.runs.push(run);
    }
  }

  const summaries = new Map(targets.map((t) => [t, summarize(t)]));
  printTable(
    runs > 1 ? `medians of ${runs} runs` : 'scores and metrics',
    ['perf', 'a11y', 'best pr.', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB'],
    targets.map((t) => {
      const s = summaries.get(t)!;
      return [
        t.label,
        ...CATEGORIES.map((c) => score(s.scores[c])),
        opt(s.fcpMs, (n) => fmt(n)),
        opt(s.lcpMs, (n) => fmt(n)),
        opt(s.tbtMs, (n) => fmt(n)),
        opt(s.cls, (n) => fmt(n, 3)),
        opt(s.jsBytes, (n) => fmt(n / 1024, 1)),
      ];
    }),
    10,
  );
  console.log('  (JS KiB: transfer size of all scripts; FCP, LCP, TBT: simulated slow 4G, 4× CPU)');

  const base = summaries.get(targets[0]!)!;
  if ((base.scores.performance ?? 0) < GOAL.performance) {
    console.log(
      `\nnote: even the baseline scores performance ${score(base.scores.performance)} here: ` +
        'the machine is too slow or too busy for these figures to mean much',
    );
  }

  const goalText = 'performance >= 95; accessibility, best practices, SEO = 100';
  console.log(`\nsummary (goal: ${goalText})`);
  let allMet = true;
  const flagged: string[] = [];
  for (const target of targets.slice(1)) {
    const s = summaries.get(target)!;
    const missed = missedGoals(s);
    if (missed.length) allMet = false;
    const perf = s.scores.performance;
    const basePerf = base.scores.performance;
    const ratio =
      perf !== undefined && basePerf ? ` (${(perf / basePerf).toFixed(2)} × baseline)` : '';
    const scores = CATEGORIES.map(
      (c) => `${CATEGORY_LABEL[c]} ${score(s.scores[c])}${c === 'performance' ? ratio : ''}`,
    ).join(', ');
    const noisy = target.runs.some(isNoisy) || targets[0]!.runs.some(isNoisy);
    console.log(
      `  ${target.label} ${scores} — ` +
        (missed.length
          ? `goal missed: ${missed.map((c) => CATEGORY_LABEL[c]).join(', ')}`
          : 'goals met') +
        (noisy ? ' (noisy)' : ''),
    );
    for (const category of missed) {
      const lines = flaggedAudits(s.typical.lhr, category);
      flagged.push(
        `  ${target.label}, ${CATEGORY_LABEL[category]} ${score(s.typical.scores[category])}` +
          `${runs > 1 ? ' (median run)' : ''}:`,
        ...(lines.length ? lines.map((l) => `    ${l}`) : ['    (no audit flagged)']),
      );
    }
  }
  if (flagged.length) {
    console.log('\nwhat Lighthouse flags where a goal is missed');
    for (const line of flagged) console.log(line);
  }

  if (keepReports) console.log(`\nreports kept in ${reportsDir}`);
  return allMet ? 0 : 1;
}

await runBench(main);
