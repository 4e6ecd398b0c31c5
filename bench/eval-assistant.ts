// `npm run eval:assistant`: asks the assistant (POST /api/chatbot) every question of the
// held-out set, the two halves of the visitor set (development and test) and
// the two plain sets (tests/assistant/README.md),
// judges each answer (format: tests/assistant/README.md), and prints `accuracy: N/M`, the
// failures and the p95 latency, with GET /healthz on the same connection as the baseline
// measured in the same run. The test half's failures are not printed: it is never tuned on.
//
//   npm run eval:assistant                               # builds if needed, starts the server
//   EVAL_URL=http://127.0.0.1:3000 npm run eval:assistant   # a server that is already running
//   npm run eval:assistant -- path/to/questions.json ...    # other sets (or EVAL_QUESTIONS=a.json,b.json)
//
// Exit code 1 when a set misses its goal (every question of the held-out set, 95 % of
// each visitor half and of each plain set) or an input costs more than 50 ms.
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  askQuestion,
  loadQuestionSet,
  percentile,
  type Ask,
  type Outcome,
} from '#tests/assistant/question-set';
import { ASSISTANT_LIMITS } from '#shared/assistant';
import { root, runBench, sleep, startProduct } from './lib';

const defaultSets = [
  path.join(root, 'tests/assistant/held-out-questions.json'),
  path.join(root, 'tests/assistant/visitor-questions-dev.json'),
  path.join(root, 'tests/assistant/visitor-questions-test.json'),
  path.join(root, 'tests/assistant/plain-questions.json'),
  path.join(root, 'tests/assistant/plain-questions-2.json'),
  path.join(root, 'tests/assistant/plain-questions-3.json'),
  path.join(root, 'tests/assistant/plain-questions-4.json'),
  path.join(root, 'tests/assistant/plain-questions-5.json'),
];

/**
 * The share of a visitor set (and of a plain set) that must be right; the other sets must be
 * right throughout.
 */
const VISITOR_SET_GOAL = 0.95;
const isVisitorSet = (file: string) =>
  /^(visitor-questions-|plain-questions)/.test(path.basename(file));
/** The sets never tuned on: their scores are printed, their failures are not. */
const isTestHalf = (file: string) => /(-test|plain-questions-5)\.json$/.test(file);

function questionFiles(): string[] {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.length) return args;
  const fromEnv = process.env.EVAL_QUESTIONS?.split(',').filter(Boolean);
  if (fromEnv?.length) return fromEnv;
  return defaultSets;
}

// One keep-alive connection, as a visitor's browser would use.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function call(base: URL, method: 'GET' | 'POST', urlPath: string, body?: string) {
  return new Promise<{ status: number; body: string; retryAfter?: number }>((resolve, reject) => {
    const req = http.request(
      new URL(urlPath, base),
      {
        method,
        agent,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            retryAfter: Number(res.headers['retry-after']) || undefined,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`${urlPath} timed out`)));
    req.end(body);
  });
}

/** POST /api/chatbot, waiting out the per-address limit instead of counting it as an answer. */
function asker(base: URL): Ask {
  return async (messages) => {
    for (;;) {
      const started = performance.now();
      const res = await call(base, 'POST', '/api/chatbot', JSON.stringify({ messages }));
      const ms = performance.now() - started;
      if (res.status !== 429) return { status: res.status, body: res.body, ms };
      const wait = res.retryAfter ?? 10;
      console.log(`  (rate limited: waiting ${wait} s)`);
      await sleep(wait * 1000);
    }
  };
}

async function baselineP95(base: URL): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 60; i++) {
    const started = performance.now();
    await call(base, 'GET', '/healthz');
    times.push(performance.now() - started);
  }
  return percentile(times, 95);
}

const fmtMs = (n: number) => (n >= 10 ? n.toFixed(0) : n.toFixed(1));

function report(file: string, outcomes: Outcome[], baseline: number) {
  const passed = outcomes.filter((o) => o.passed).length;
  const times = outcomes.flatMap((o) => o.ms);
  const p95 = percentile(times, 95);
  console.log(`\n${path.relative(process.cwd(), file) || file}`);
  console.log(`accuracy: ${passed}/${outcomes.length}`);
  console.log(
    `p95 latency: ${fmtMs(p95)} ms over ${times.length} requests (max ${fmtMs(Math.max(...times))} ms; ` +
      `GET /healthz p95 ${fmtMs(baseline)} ms, ratio ${(p95 / baseline).toFixed(1)})`,
  );
  const failures = outcomes.filter((o) => !o.passed);
  const goal = isVisitorSet(file) ? VISITOR_SET_GOAL : 1;
  const met = passed >= Math.ceil(goal * outcomes.length);
  console.log(`goal: ${Math.round(goal * 100)} % (${met ? 'met' : 'missed'})`);
  if (failures.length === 0) console.log('failures: none');
  else if (isTestHalf(file))
    console.log(`failures: ${failures.length} (not shown: never tuned on)`);
  else {
    for (const failure of failures) {
      console.log(`FAIL ${[failure.question.q].flat().join(' → ')}`);
      console.log(`     ${failure.problems.join(', ')}`);
      console.log(`     ${failure.body.slice(0, 600)}`);
    }
  }
  return { passed: met, p95 };
}

/** Words that differ from each other, as a long paste of text would have. */
const distinctWords = (count: number, seed: number) =>
  Array.from({ length: count }, (_, i) => `w${((i + 1) * 7919 * seed).toString(36)}ordinary`).join(
    ' ',
  );
const longest = (text: string) => text.slice(0, ASSISTANT_LIMITS.maxMessageLength);

/**
 * Allowed inputs that cost the most: the longest question of one repeated word, of distinct words,
 * of one long word, and a full conversation of long turns. Each should answer within 50 ms of
 * server time; printed against GET /healthz.
 */
async function worstInputs(ask: Ask, baseline: number): Promise<boolean> {
  const turns = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      role: i % 2 === count % 2 ? ('assistant' as const) : ('user' as const),
      content: longest(distinctWords(200, i + 2)),
    }));
  const inputs: Record<string, { role: 'user' | 'assistant'; content: string }[]> = {
    'one word repeated': [{ role: 'user', content: longest('insurance '.repeat(200)) }],
    'another word repeated': [{ role: 'user', content: longest('coverage '.repeat(200)) }],
    'distinct words': [{ role: 'user', content: longest(distinctWords(200, 3)) }],
    'one long word': [{ role: 'user', content: longest('homeownersinsurance'.repeat(60)) }],
    [`${ASSISTANT_LIMITS.maxMessages} long turns`]: turns(ASSISTANT_LIMITS.maxMessages),
  };
  console.log('\nworst allowed inputs (5 asks each)');
  let ok = true;
  for (const [name, messages] of Object.entries(inputs)) {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) times.push((await ask(messages)).ms);
    const max = Math.max(...times);
    console.log(
      `${name}: max ${fmtMs(max)} ms (GET /healthz p95 ${fmtMs(baseline)} ms, ratio ${(max / baseline).toFixed(1)})`,
    );
    ok = max - baseline < 50 && ok;
  }
  return ok;
}

await runBench(async () => {
  const files = questionFiles();
  const missing = files.filter((f) => !existsSync(f));
  if (missing.length) throw new Error(`question set not found: ${missing.join(', ')}`);

  let base: URL;
  if (process.env.EVAL_URL) {
    base = new URL(process.env.EVAL_URL);
  } else {
    console.log('starting the built server (set EVAL_URL to use a running one)');
    const { port } = await startProduct({ env: { LOG_LEVEL: 'warn' }, stdoutMode: 'null' });
    base = new URL(`http://127.0.0.1:${port}`);
  }
  console.log(`asking ${base.origin}/api/chatbot`);

  const ask = asker(base);
  // Warm the connection and the server's code paths; not counted.
  await ask([{ role: 'user', content: 'What are your office hours?' }]);
  const baseline = await baselineP95(base);

  let ok = true;
  for (const file of files) {
    const outcomes: Outcome[] = [];
    for (const question of loadQuestionSet(file)) outcomes.push(await askQuestion(ask, question));
    ok = report(file, outcomes, baseline).passed && ok;
  }
  ok = (await worstInputs(ask, baseline)) && ok;
  agent.destroy();
  return ok ? 0 : 1;
});
