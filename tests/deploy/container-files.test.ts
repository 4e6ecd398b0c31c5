// The container image and the compose file, checked without Docker: the image's last stage copies
// every file the server reads at run time and nothing else, runs unprivileged and asks /readyz;
// the step that keeps the server's packages through the prune works; the compose file's app
// environment is one the server accepts, on the PostgreSQL and the bucket the file itself sets up.
// No image is built and no container is started here.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '#server/config';
import * as serverPaths from '#server/paths';

const { rootDir } = serverPaths;
const composePath = path.join(rootDir, 'deploy/compose.yaml');
const dockerfilePath = path.join(rootDir, 'Dockerfile');

// ---------------------------------------------------------------------------------------------
// The Dockerfile, read as Docker reads it: continuation lines joined, comments dropped, heredocs
// kept with the instruction that opens them, one list of instructions per stage.

interface Instruction {
  keyword: string;
  args: string;
  heredoc?: string;
}
interface Stage {
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

function readDockerfile(text: string): Stage[] {
  const lines = text.split('\n');
  const stages: Stage[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    while (line.endsWith('\\') && i + 1 < lines.length) {
      i += 1;
      const next = lines[i]!;
      if (next.trim().startsWith('#')) continue;
      line = `${line.slice(0, -1)} ${next.trim()}`;
    }
    const [, keyword = '', args = ''] = /^\s*(\w+)\s*(.*)$/.exec(line) ?? [];
    const instruction: Instruction = { keyword: keyword.toUpperCase(), args: args.trim() };
    const heredoc = /<<-?["']?(\w+)["']?/.exec(args);
    if (heredoc) {
      const body: string[] = [];
      while (++i < lines.length && lines[i]!.trim() !== heredoc[1]) body.push(lines[i]!);
      instruction.heredoc = `${body.join('\n')}\n`;
    }
    if (instruction.keyword === 'FROM') {
      const [image = '', , name] = instruction.args.split(/\s+/);
      stages.push({ image, name, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

const stages = readDockerfile(readFileSync(dockerfilePath, 'utf8'));
const finalStage = stages.at(-1)!;
const buildStage = stages[0]!;

const argsOf = (stage: Stage, keyword: string) =>
  stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

/** `ENV A=1 B=2` (and the old `ENV A 1`), in order, later values winning. */
function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const args of argsOf(stage, 'ENV')) {
    const pairs = args.match(/[A-Za-z_][A-Za-z0-9_]*=("[^"]*"|'[^']*'|\S*)/g);
    if (!pairs) {
      const [name = '', ...value] = args.split(/\s+/);
      env[name] = value.join(' ');
      continue;
    }
    for (const pair of pairs) {
      const at = pair.indexOf('=');
      env[pair.slice(0, at)] = pair.slice(at + 1).replace(/^(["'])(.*)\1$/, '$2');
    }
  }
  return env;
}

/** Each COPY of a stage: its flags, sources and destination, made absolute with WORKDIR. */
function copiesOf(stage: Stage) {
  let workdir = '/';
  const copies: { from: string | undefined; sources: string[]; destination: string }[] = [];
  for (const { keyword, args } of stage.instructions) {
    if (keyword === 'WORKDIR') workdir = path.posix.resolve(workdir, args);
    if (keyword !== 'COPY' || args.includes('<<')) continue;
    const words = args.split(/\s+/);
    const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length);
    const operands = words.filter((w) => !w.startsWith('--'));
    const target = operands.pop()!;
    const sources = operands;
    const destination = target.endsWith('/')
      ? path.posix.join(path.posix.resolve(workdir, target), path.posix.basename(sources[0]!))
      : path.posix.resolve(workdir, target);
    copies.push({ from, sources, destination });
  }
  return { copies, workdir };
}

const workdirOf = (stage: Stage) => copiesOf(stage).workdir;

/** The exec form `["a", "b"]` of CMD or HEALTHCHECK CMD. */
function execForm(args: string): string[] {
  const list: unknown = JSON.parse(args);
  if (!Array.isArray(list) || !list.every((a) => typeof a === 'string')) {
    throw new Error(`not an exec form: ${args}`);
  }
  return list;
}

// ---------------------------------------------------------------------------------------------
// What the server reads at run time, relative to its root: every path src/server/paths.ts
// exports, and every `path.join(rootDir, '...')` in the server's code (the content folders).

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });

const exportedPaths = Object.entries(serverPaths)
  .filter(([name, value]) => name !== 'rootDir' && typeof value === 'string')
  .map(([, value]) => path.relative(rootDir, value as string));

const joinedPaths = [
  ...new Set(
    sourceFiles(path.join(rootDir, 'src/server')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bjoin\(\s*rootDir,\s*'([^']+)'/g)].map(
        (m) => m[1]!,
      ),
    ),
  ),
];

const cmd = execForm(argsOf(finalStage, 'CMD').at(-1) ?? '[]');

const runTimePaths = [
  ...new Set([
    ...exportedPaths,
    ...joinedPaths,
    // The server finds its root by package.json, which also makes dist/server/*.js ES modules.
    'package.json',
    // The packages the bundle imports (esbuild leaves them outside).
    'node_modules',
    // The bundles: the one CMD runs, and user-create.js beside it (the first admin).
    path.posix.dirname(cmd[1] ?? ''),
  ]),
];

const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}/`);

// ---------------------------------------------------------------------------------------------
// The compose file, with Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR-default},
// ${VAR:?error}, ${VAR?error}, $VAR and $$ (a dollar left for the container's shell).

function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, name: string | undefined, op: string | undefined, arg: string, bare?: string) => {
      if (match === '$$') return '$';
      if (bare) return env[bare] ?? '';
      const value = env[name!];
      if (!op) return value ?? '';
      const unset = op.startsWith(':') ? !value : value === undefined;
      if (!unset) return value!;
      if (op.endsWith('-')) return arg;
      throw new Error(`required variable ${name} is missing a value: ${arg}`);
    },
  );
}

function interpolateAll(node: unknown, env: Record<string, string>): unknown {
  if (typeof node === 'string') return interpolate(node, env);
  if (Array.isArray(node)) return node.map((n) => interpolateAll(n, env));
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [k, interpolateAll(v, env)] as const),
    );
  }
  return node;
}

type Service = {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
};
type Compose = { services: Record<string, Service>; volumes?: Record<string, unknown> };

const composeText = readFileSync(composePath, 'utf8');
const composeAs = (env: Record<string, string>) =>
  interpolateAll(parse(composeText), env) as Compose;

const sessionSecret = 'k7PqV2xN9mR4tW8zB3cF6hJ1sL5dG0yA-sample';

/** The app container's environment: the image's ENV, then the compose file's. */
function containerEnv(compose: Compose): Record<string, string> {
  return { ...envOf(finalStage), ...compose.services.app!.environment };
}

/** `$VAR`, `${VAR}` and double quotes, as the container's shell reads one line. */
const shellWords = (line: string, env: Record<string, string>) =>
  line
    .replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (_, name: string) => env[name] ?? '')
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/^"(.*)"$/, '$1'));

/** What the one-shot `buckets` service does, from its script. */
function bucketsSetUp(compose: Compose) {
  const service = compose.services.buckets!;
  const script = service.command!.join('\n');
  const env = service.environment ?? {};
  // One command a line; `until ...; do` runs its command the same way.
  const lines = script.split('\n').map((l) =>
    l
      .trim()
      .replace(/^until\s+/, '')
      .replace(/;\s*do$/, ''),
  );
  const lineOf = (start: string) => {
    const line = lines.find((l) => l.startsWith(start));
    expect(line, `the buckets script runs ${start}`).toBeDefined();
    return shellWords(line!, env);
  };
  const [, , , alias, endpoint] = lineOf('mc alias set');
  const makeBucket = lineOf('mc mb');
  const made = makeBucket.at(-1)!;
  const [, , , , userAlias, accessKeyId, secretAccessKey] = lineOf('mc admin user add');
  const policyLine = script.split('\n').find((l) => l.trim().startsWith('printf '))!;
  const [, format = '', rest = ''] = /printf '([^']*)'(.*?)>/.exec(policyLine) ?? [];
  const values = shellWords(rest, env);
  const policy = JSON.parse(format.replace(/%s/g, () => values.shift() ?? '')) as {
    Statement: { Effect: string; Action: string[]; Resource: string[] }[];
  };
  return {
    alias,
    endpoint,
    bucketAlias: made.split('/')[0],
    bucket: made.split('/').slice(1).join('/'),
    // A second start finds the bucket there: it must not fail on it.
    ignoresExisting: makeBucket.includes('--ignore-existing'),
    userAlias,
    credentials: { accessKeyId, secretAccessKey },
    policy,
  };
}

/** The keys of `envSchema` in src/server/config.ts: every variable the server reads. */
function configVariables(): string[] {
  const file = path.join(rootDir, 'src/server/config.ts');
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  let keys: string[] = [];
  const visit = (node: ts.Node, inSchema: boolean): void => {
    const schema =
      inSchema || (ts.isVariableDeclaration(node) && node.name.getText(source) === 'envSchema');
    if (
      schema &&
      ts.isCallExpression(node) &&
      node.expression.getText(source) === 'z.object' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0]) &&
      keys.length === 0
    ) {
      keys = node.arguments[0].properties.map((p) => p.name!.getText(source));
    }
    ts.forEachChild(node, (child) => visit(child, schema));
  };
  visit(source, false);
  return keys;
}

// ---------------------------------------------------------------------------------------------

describe('the image (Dockerfile)', () => {
  it('builds on node:22-bookworm-slim in two stages: npm install, build, prune', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.image).toBe('node:22-bookworm-slim');
    const runs = argsOf(buildStage, 'RUN');
    const at = (pattern: RegExp) => runs.findIndex((r) => pattern.test(r));
    // npm ci refuses a lockfile written where the registry lacks other platforms' optional binaries.
    expect(runs.some((r) => /\bnpm ci\b/.test(r))).toBe(false);
    expect(at(/\bnpm install\b/)).toBeGreaterThanOrEqual(0);
    expect(at(/\bnpm run build\b/)).toBeGreaterThan(at(/\bnpm install\b/));
    expect(at(/\bnpm prune --omit=dev\b/)).toBeGreaterThan(at(/\bnpm run build\b/));
    // The origin is built into the pages: an ARG declared before the build reaches it.
    const args = buildStage.instructions.map((i) => `${i.keyword} ${i.args}`);
    expect(args.indexOf('ARG PUBLIC_URL')).toBeGreaterThanOrEqual(0);
    expect(args.indexOf('ARG PUBLIC_URL')).toBeLessThan(
      args.findIndex((a) => /^RUN .*npm run build/.test(a)),
    );
  });

  it('finds every path the server reads, by the same rule as paths.ts', () => {
    // Guards the scan: it sees the paths paths.ts exports, and the content folders besides.
    expect(exportedPaths.length).toBeGreaterThanOrEqual(4);
    expect(joinedPaths).toEqual(expect.arrayContaining(exportedPaths));
    expect(joinedPaths.some((p) => p.startsWith('content/'))).toBe(true);
    expect(cmd).toEqual(['node', 'dist/server/main.js']);
  });

  it("copies into its last stage every path the server reads, from the build stage's same place", () => {
    const { copies, workdir } = copiesOf(finalStage);
    const buildWorkdir = workdirOf(buildStage);
    const copied = copies.map(({ from, sources, destination }) => {
      expect(from).toBe(buildStage.name);
      expect(sources).toHaveLength(1);
      const relative = path.posix.relative(workdir, destination);
      expect(path.posix.relative(buildWorkdir, path.posix.resolve(buildWorkdir, sources[0]!))).toBe(
        relative,
      );
      return relative;
    });
    const missing = runTimePaths.filter((p) => !copied.some((c) => within(p, c)));
    expect(missing, 'read by the server, not copied into the image').toEqual([]);
    // And nothing else: no sources, tests or development packages beside them.
    const extra = copied.filter((c) => !runTimePaths.some((p) => within(c, p)));
    expect(extra, 'copied, not read by the server').toEqual([]);
  });

  it('runs as a user other than root, with its data in a volume that user owns', () => {
    const users = argsOf(finalStage, 'USER');
    expect(users.length).toBeGreaterThan(0);
    const user = users.at(-1)!.split(':')[0]!;
    expect(['', 'root', '0']).not.toContain(user);
    // USER comes before CMD, so the server is started by it.
    const keywords = finalStage.instructions.map((i) => i.keyword);
    expect(keywords.lastIndexOf('USER')).toBeLessThan(keywords.lastIndexOf('CMD'));

    const env = envOf(finalStage);
    expect(env).toMatchObject({ NODE_ENV: 'production', DATA_DIR: '/data', PORT: '3000' });
    const volumes = argsOf(finalStage, 'VOLUME').flatMap((v) => v.split(/\s+/));
    expect(volumes).toContain(env.DATA_DIR);
    const chown = argsOf(finalStage, 'RUN').find((r) => /\bchown\b/.test(r)) ?? '';
    expect(chown).toMatch(new RegExp(`chown\\s+${user}(:\\S+)?\\s+${env.DATA_DIR}\\b`));
  });

  it('exposes the port the server listens on', () => {
    const env = envOf(finalStage);
    const exposed = argsOf(finalStage, 'EXPOSE').flatMap((e) => e.split(/\s+/));
    expect(exposed.map((p) => p.replace(/\/tcp$/, ''))).toContain(env.PORT);
    expect(loadConfig({ ...env }).port).toBe(Number(env.PORT));
    // Every interface: a container's published port reaches it from outside.
    expect(loadConfig({ ...env }).host).toBe('0.0.0.0');
  });

  it('checks its health on /readyz with node, healthy only on a 2xx answer', async () => {
    const [check] = argsOf(finalStage, 'HEALTHCHECK');
    expect(check).toBeDefined();
    const [, options = '', form = ''] = /^(.*?)\bCMD\s+(.*)$/.exec(check!) ?? [];
    const seconds = (name: string) => {
      const value = new RegExp(`--${name}=(\\d+)s\\b`).exec(options)?.[1];
      expect(value, `--${name}`).toBeDefined();
      return Number(value);
    };
    expect(seconds('timeout')).toBeLessThan(seconds('interval'));
    expect(seconds('start-period')).toBeGreaterThanOrEqual(30);
    const command = execForm(form);
    expect(command[0]).toBe('node');

    // The command itself, run here against a stand-in that answers /readyz as told.
    let readyStatus = 200;
    const asked: string[] = [];
    const server = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.writeHead(request.url === '/readyz' ? readyStatus : 404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    // Asynchronously: the stand-in answers from this process.
    const exitCode = (env: Record<string, string>) =>
      new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, command.slice(1), {
          env: { ...process.env, ...env },
          timeout: 10_000,
        });
        child.on('exit', (code) => resolve(code));
      });
    try {
      expect(await exitCode({ PORT: String(port) })).toBe(0);
      readyStatus = 503;
      expect(await exitCode({ PORT: String(port) })).toBe(1);
      expect(asked).toEqual(['/readyz', '/readyz']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    // Nothing listening: unhealthy, not a hang or a crash with another code.
    expect(await exitCode({ PORT: String(port) })).toBe(1);
  });

  describe('keeps the packages the server imports through the prune', () => {
    const script = buildStage.instructions.find((i) =>
      /^COPY\s+<<.*runtime-packages\.mjs$/.test(`${i.keyword} ${i.args}`),
    )?.heredoc;
    const dir = mkdtempSync(path.join(tmpdir(), 'runtime-packages-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    const run = (step: 'keep' | 'check') =>
      spawnSync(process.execPath, ['runtime-packages.mjs', step], { cwd: dir, encoding: 'utf8' });
    const addPackage = (name: string, exports: Record<string, string> = { '.': './index.js' }) => {
      const folder = path.join(dir, 'node_modules', name);
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name, exports }));
      for (const file of Object.values(exports)) writeFileSync(path.join(folder, file), '');
    };

    it('is run by the build stage around npm prune', () => {
      expect(script).toBeDefined();
      const pruning = argsOf(buildStage, 'RUN').find((r) => r.includes('npm prune')) ?? '';
      expect(pruning).toMatch(
        /runtime-packages\.mjs keep\b.*npm prune.*runtime-packages\.mjs check\b/,
      );
    });

    it('makes a package the server imports but package.json lists for development a production one', () => {
      writeFileSync(path.join(dir, 'runtime-packages.mjs'), script ?? '');
      mkdirSync(path.join(dir, 'dist/server'), { recursive: true });
      // The shapes of esbuild's output: one-line and multi-line imports, a side effect, a dynamic
      // import, a subpath, Node's own modules, a local file and a comment naming a glob.
      writeFileSync(
        path.join(dir, 'dist/server/main.js'),
        [
          'import matter from "dev-listed";',
          'import {',
          '  one,',
          '  two',
          '} from "@scope/listed/sub";',
          'import { readFileSync } from "node:fs";',
          'import path from "path";',
          'import "side-effect";',
          '// import("./products/**/*.ts") in content/product-pages.ts',
          'const late = await import("dynamic");',
          'import { local } from "./local.js";',
        ].join('\n'),
      );
      writeFileSync(path.join(dir, 'dist/server/user-create.js'), 'import z from "zod-like";\n');
      writeFileSync(
        path.join(dir, 'package.json'),
        JSON.stringify({
          dependencies: { '@scope/listed': '1.0.0', 'side-effect': '1.0.0', dynamic: '1.0.0' },
          devDependencies: { 'dev-listed': '2.0.0', 'zod-like': '3.0.0', unused: '1.0.0' },
        }),
      );
      expect(run('keep').status).toBe(0);
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
        devDependencies: Record<string, string>;
      };
      expect(pkg.dependencies).toEqual({
        '@scope/listed': '1.0.0',
        'side-effect': '1.0.0',
        dynamic: '1.0.0',
        'dev-listed': '2.0.0',
        'zod-like': '3.0.0',
      });
      expect(pkg.devDependencies).toEqual({ unused: '1.0.0' });
    });

    it('stops the build, naming it, when an import no longer resolves after the prune', () => {
      addPackage('dev-listed');
      addPackage('@scope/listed', { './sub': './sub.js' });
      addPackage('side-effect');
      addPackage('zod-like');
      const failed = run('check');
      expect(failed.status).toBe(1);
      expect(failed.stderr).toContain('lacks: dynamic');
      addPackage('dynamic');
      const passed = run('check');
      expect(passed.status).toBe(0);
      expect(passed.stdout).toContain('All 5 package imports');
    });
  });
});

describe('.dockerignore', () => {
  const patterns = readFileSync(path.join(rootDir, '.dockerignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  // Docker's rules, as far as this file uses them: from the context's root, * within one folder,
  // ** across folders, ! to take a path back; a folder left out leaves out what it holds.
  const toRegExp = (pattern: string) => {
    const parts = pattern.replace(/^\//, '').match(/\*\*\/|\*\*|\*|\?|[^*?]+/g) ?? [];
    const body = parts
      .map((part) => {
        if (part === '**/') return '(.*/)?';
        if (part === '**') return '.*';
        if (part === '*') return '[^/]*';
        if (part === '?') return '[^/]';
        return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    return new RegExp(`^${body}(/.*)?$`);
  };
  const leftOut = (file: string) => {
    let out = false;
    for (const pattern of patterns) {
      if (!pattern.startsWith('!')) out ||= toRegExp(pattern).test(file);
      else if (toRegExp(pattern.slice(1)).test(file)) out = false;
    }
    return out;
  };

  it("leaves out the host's packages, build output, data and history", () => {
    for (const file of [
      'node_modules/fastify/package.json',
      'build/client/index.html',
      'dist/server/main.js',
      'data/pglite/PG_VERSION',
      'test-results/x.png',
      '.git/HEAD',
      'deploy/.env',
    ]) {
      expect(leftOut(file), file).toBe(true);
    }
  });

  it('keeps everything the build reads (scripts/fingerprint.mjs lists it)', () => {
    const fingerprint = readFileSync(path.join(rootDir, 'scripts/fingerprint.mjs'), 'utf8');
    const inputs = [
      ...(/const inputs = \[([\s\S]*?)\]/.exec(fingerprint)?.[1] ?? '').matchAll(/'([^']+)'/g),
    ].map((m) => m[1]!);
    expect(inputs).toEqual(expect.arrayContaining(['src', 'content', 'package.json']));
    for (const input of [...inputs, 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json']) {
      expect(leftOut(input), input).toBe(false);
    }
    // And the sources the image copies as they are (the rest it copies is built inside).
    const built = /^(build|dist|node_modules)(\/|$)/;
    for (const file of runTimePaths.filter((p) => !built.test(p))) {
      expect(leftOut(file), file).toBe(false);
    }
  });
});

describe('the compose file (deploy/compose.yaml)', () => {
  const compose = composeAs({ SESSION_SECRET: sessionSecret });
  const { postgres, objects, buckets, app } = compose.services;

  it('defines PostgreSQL 15, MinIO, a one-shot bucket set-up and the app built from this repository', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'buckets', 'objects', 'postgres']);
    expect(postgres!.image).toBe('postgres:15');
    expect(postgres!.healthcheck!.test.join(' ')).toMatch(/\bpg_isready\b/);
    expect(objects!.image).toMatch(/^(quay\.io\/)?minio\/minio:/);
    expect(objects!.command).toEqual(['server', '/data']);
    expect(buckets!.image).toMatch(/^(quay\.io\/)?minio\/mc:/);
    const build = app!.build!;
    expect(path.resolve(path.dirname(composePath), build.context, build.dockerfile)).toBe(
      dockerfilePath,
    );
    expect(app!.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      buckets: { condition: 'service_completed_successfully' },
    });
  });

  it('refuses to start without SESSION_SECRET', () => {
    expect(() => composeAs({})).toThrow(/SESSION_SECRET/);
  });

  it("keeps each service's data in a named volume", () => {
    const declared = Object.keys(compose.volumes ?? {});
    const mounts = {
      postgres: '/var/lib/postgresql/data',
      objects: '/data',
      app: loadConfig(containerEnv(compose)).dataDir,
    };
    for (const [name, target] of Object.entries(mounts)) {
      const volume = compose.services[name]!.volumes?.find((v) => v.endsWith(`:${target}`));
      expect(volume, `${name} keeps ${target}`).toBeDefined();
      expect(declared).toContain(volume!.split(':')[0]);
    }
  });

  it('gives the app only variables the server reads, and build arguments the image declares', () => {
    const known = configVariables();
    expect(known).toEqual(expect.arrayContaining(['DATABASE_URL', 'S3_BUCKET', 'PORT']));
    const unknown = Object.keys(app!.environment ?? {}).filter((name) => !known.includes(name));
    expect(unknown, 'not read by src/server/config.ts').toEqual([]);
    const declared = argsOf(buildStage, 'ARG').map((a) => a.split('=')[0]);
    expect(Object.keys(app!.build!.args ?? {}).filter((a) => !declared.includes(a))).toEqual([]);
    // The origin built into the pages is the one the server answers for.
    expect(app!.build!.args?.PUBLIC_URL).toBe(app!.environment!.PUBLIC_URL);
  });

  it("passes the server's configuration, on the compose file's PostgreSQL and its port", () => {
    const config = loadConfig(containerEnv(compose));
    expect(config.env).toBe('production');
    expect(config.database.kind).toBe('postgres');
    const url = new URL(config.database.kind === 'postgres' ? config.database.url : '');
    const db = postgres!.environment!;
    expect(url.hostname).toBe('postgres');
    expect(url.port).toBe('5432');
    expect(decodeURIComponent(url.username)).toBe(db.POSTGRES_USER);
    expect(decodeURIComponent(url.password)).toBe(db.POSTGRES_PASSWORD);
    expect(url.pathname).toBe(`/${db.POSTGRES_DB}`);
    expect(config.sessionSecret).toBe(sessionSecret);
    // The published port reaches the port the server listens on, which the image exposes.
    const published = app!.ports!.map((p) => p.split(':').at(-1));
    expect(published).toContain(String(config.port));
    expect(argsOf(finalStage, 'EXPOSE').join(' ')).toContain(String(config.port));
  });

  it('keeps documents in the bucket the buckets service creates, with the key it makes', () => {
    const config = loadConfig(containerEnv(compose));
    const setUp = bucketsSetUp(compose);
    const store = config.objectStore!;
    expect(store).toBeDefined();
    expect(store.bucket).toBe(setUp.bucket);
    expect(setUp.bucketAlias).toBe(setUp.alias);
    expect(setUp.ignoresExisting).toBe(true);
    expect(store.endpoint).toBe(setUp.endpoint);
    // The endpoint is the objects service, on MinIO's port.
    expect(new URL(store.endpoint!).hostname).toBe('objects');
    expect(new URL(store.endpoint!).port).toBe('9000');
    expect(store.forcePathStyle).toBe(true);
    expect(setUp.userAlias).toBe(setUp.alias);
    expect(store.credentials).toEqual(setUp.credentials);
    // The key may do on that bucket what docs/operations.md says the site needs, and no more.
    const actions = setUp.policy.Statement.flatMap((s) => s.Action).sort();
    expect(actions).toEqual([
      's3:AbortMultipartUpload',
      's3:DeleteObject',
      's3:GetObject',
      's3:ListBucket',
      's3:PutObject',
    ]);
    for (const resource of setUp.policy.Statement.flatMap((s) => s.Resource)) {
      expect(resource).toMatch(new RegExp(`^arn:aws:s3:::${store.bucket}(/\\*)?$`));
    }
    // The set-up logs in with MinIO's own root credentials.
    expect(buckets!.environment!.MINIO_ROOT_USER).toBe(objects!.environment!.MINIO_ROOT_USER);
    expect(buckets!.environment!.MINIO_ROOT_PASSWORD).toBe(
      objects!.environment!.MINIO_ROOT_PASSWORD,
    );
  });

  it("takes an operator's values: a public https address behind a proxy, another bucket, SMTP", () => {
    const custom = composeAs({
      SESSION_SECRET: sessionSecret,
      PUBLIC_URL: 'https://www.example-agency.com',
      TRUST_PROXY: '1',
      POSTGRES_PASSWORD: 'Pg0perator2026',
      S3_BUCKET: 'example-agency-documents',
      S3_ACCESS_KEY_ID: 'example-site',
      S3_SECRET_ACCESS_KEY: 'a-long-documents-secret',
      SMTP_URL: 'smtp://mailer:secret@mail.example-agency.com:587',
      MAIL_FROM: 'office@example-agency.com',
    });
    const config = loadConfig(containerEnv(custom));
    expect(config.publicUrl).toBe('https://www.example-agency.com');
    expect(config.trustProxy).toBe(1);
    expect(config.smtpUrl).toBe('smtp://mailer:secret@mail.example-agency.com:587');
    expect(config.objectStore?.bucket).toBe(bucketsSetUp(custom).bucket);
    expect(config.objectStore?.bucket).toBe('example-agency-documents');
    expect(config.objectStore?.credentials).toEqual(bucketsSetUp(custom).credentials);
    expect(new URL(config.database.kind === 'postgres' ? config.database.url : '').password).toBe(
      'Pg0perator2026',
    );
    expect(custom.services.app!.build!.args?.PUBLIC_URL).toBe('https://www.example-agency.com');
  });
});
