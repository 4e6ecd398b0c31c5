// The nginx reference of `bench/static.ts`: Debian's nginx serving build/client itself, set up the
// way a production front server would be: one worker process, the access log on, sendfile,
// keep-alive, and the precompressed `.gz` files for clients that accept gzip. See bench/README.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { get, makeTempDir, parentPid, root, sleep, trackChild } from './lib';

/** The nginx binary (`BENCH_NGINX`; `off` leaves nginx out). Debian's `nginx-light` puts it here. */
export const nginxBinary = process.env.BENCH_NGINX || '/usr/sbin/nginx';

export interface Nginx {
  /** The master process; stopping it stops the worker. */
  child: ChildProcess;
  /** The one worker process, which answers every request: its CPU time is nginx's cost. */
  workerPid: number;
  port: number;
  accessLog: string;
}

/**
 * The content types the product sends (src/server/plugins/static-site.ts), so both servers label
 * the same bytes the same way; text types get `; charset=utf-8` from `charset_types`.
 */
const types = `
    types {
      text/html html;
      text/javascript js mjs;
      text/css css;
      application/json json;
      image/svg+xml svg;
      image/png png;
      image/jpeg jpg;
      image/x-icon ico;
      image/webp webp;
      font/woff2 woff2;
      text/plain txt;
      application/xml xml;
      application/manifest+json webmanifest;
    }
    default_type application/octet-stream;
    charset utf-8;
    charset_types text/html text/javascript text/css application/json text/plain application/xml;`;

/**
 * deploy/nginx/agency.conf as operators use it, with this run's port, the build folder of this
 * checkout, and the product as its one instance.
 */
function deployedSite(port: number, upstreamPort: number): string {
  const site = readFileSync(path.join(root, 'deploy/nginx/agency.conf'), 'utf8')
    .replace(
      /upstream agency_instances \{[^}]*\}/,
      `upstream agency_instances {\n    server 127.0.0.1:${upstreamPort};\n    keepalive 16;\n}`,
    )
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replaceAll('/srv/agency', root);
  if (!site.includes(`listen 127.0.0.1:${port};`)) throw new Error('agency.conf has no listen 80;');
  return site;
}

export function nginxConfig({
  dir,
  siteDir,
  port,
  upstreamPort,
}: {
  dir: string;
  siteDir: string;
  port: number;
  /** With it: the site as deploy/nginx/agency.conf serves it, the product behind it. */
  upstreamPort?: number;
}): string {
  return `# Written by bench/static.ts for one run; deleted with its folder.
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 1024;
}

http {
${types}
    # As in production: one line per request in the default (combined) format, written as it comes.
    access_log ${dir}/access.log combined;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 75s;
    # Node keeps a connection for any number of requests; nginx would close one every 1,000
    # (its default) and make the load generator reconnect.
    keepalive_requests 1000000;
    # The build's .gz files for clients that accept gzip, like the product. Debian's nginx-light
    # has no brotli module, so the product's .br files have no counterpart here.
    gzip_static on;
    gzip_vary on;
    server_tokens off;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;

${
  upstreamPort === undefined
    ? `    server {
        listen 127.0.0.1:${port};
        root ${siteDir};
        # '/about' is build/client/about/index.html, as in the product.
        location / {
            try_files $uri $uri/index.html =404;
        }
    }`
    : deployedSite(port, upstreamPort)
}
}
`;
}

/** The processes whose parent is `pid`, from /proc. */
function childPids(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((candidate) => parentPid(candidate) === pid);
}

/**
 * Starts nginx serving `siteDir` on `port` and waits until it answers. Undefined, with the reason
 * printed, when there is no nginx binary: the bench then compares with node:http only.
 */
export async function startNginx(
  siteDir: string,
  port: number,
  upstreamPort?: number,
): Promise<Nginx | undefined> {
  if (process.env.BENCH_NGINX === 'off') {
    console.log('note: BENCH_NGINX=off: nginx is not measured');
    return undefined;
  }
  if (!existsSync(nginxBinary)) {
    console.log(
      `note: ${nginxBinary} not found (Debian: apt-get install nginx-light, or BENCH_NGINX=<path>): ` +
        'nginx is not measured, only the node:http ratio is printed',
    );
    return undefined;
  }
  const dir = makeTempDir('bench-nginx-');
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig({ dir, siteDir, port, upstreamPort }));
  const errorLog = path.join(dir, 'error.log');
  // -e: the error log from the start, before the configuration is read.
  const child = spawn(nginxBinary, ['-p', dir, '-e', errorLog, '-c', config], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  trackChild(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  const failure = () => {
    const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8').slice(-2000) : '';
    return `${stderr}${log}`.trim();
  };

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`nginx exited (${child.exitCode ?? child.signalCode}):\n${failure()}`);
    }
    const up = await get(port, '/').then(
      () => true,
      () => false,
    );
    const workers = up && child.pid ? childPids(child.pid) : [];
    if (workers.length === 1) {
      return { child, port, workerPid: workers[0]!, accessLog: path.join(dir, 'access.log') };
    }
    if (Date.now() > deadline) throw new Error(`nginx did not start within 10 s:\n${failure()}`);
    await sleep(100);
  }
}

/** Lines in nginx's access log so far: shows that it logged every request it answered. */
export function accessLogLines(nginx: Nginx): number {
  if (!existsSync(nginx.accessLog)) return 0;
  const log = readFileSync(nginx.accessLog);
  let lines = 0;
  for (let at = log.indexOf(10); at !== -1; at = log.indexOf(10, at + 1)) lines++;
  return lines;
}
