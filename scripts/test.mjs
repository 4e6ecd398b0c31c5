// `npm test`: the whole suite, as CI runs it. Builds the site if its sources changed, then runs
// Vitest and Playwright side by side: the browser journeys spend most of their time waiting on
// the browser and the server, which leaves a core free that Vitest uses meanwhile. Each line of
// Playwright's output is marked `e2e │`; the run fails when either fails, and Ctrl-C stops both.
// `npm run test:unit` and `npm run test:e2e` run one of them alone.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(label, command, args) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Piped, the suites would print no colours; a terminal still gets them.
    env: process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env,
  });
  for (const stream of [child.stdout, child.stderr]) {
    const lines = createInterface({ input: stream });
    lines.on('line', (line) => process.stdout.write(label ? `${label} │ ${line}\n` : `${line}\n`));
  }
  const done = new Promise((resolve) => {
    child.on('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
  return { child, done };
}

const build = run('', process.execPath, ['scripts/ensure-build.mjs']);
if ((await build.done) !== 0) process.exit(1);

const started = Date.now();
const suites = [
  { name: 'Vitest', ...run('', npx, ['vitest', 'run', ...process.argv.slice(2)]) },
  { name: 'Playwright', ...run('e2e', npx, ['playwright', 'test']) },
];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const { child } of suites) child.kill(signal);
  });
}

const codes = await Promise.all(suites.map(({ done }) => done));
const seconds = Math.round((Date.now() - started) / 1000);
for (const [index, { name }] of suites.entries()) {
  process.stdout.write(`${name}: ${codes[index] === 0 ? 'passed' : 'FAILED'}\n`);
}
process.stdout.write(`Both suites: ${seconds} s\n`);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
