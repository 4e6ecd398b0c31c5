# syntax=docker/dockerfile:1
# The site as one image: the server bundle, the prerendered site and the files the server reads
# at run time, run by an unprivileged user. On its own it keeps the embedded database in /data;
# deploy/compose.yaml runs it on PostgreSQL with documents in MinIO (docs/operations.md).
#   docker build --build-arg PUBLIC_URL=https://www.example.com -t agency-site .

FROM node:22-bookworm-slim AS build
WORKDIR /app
# No package downloads a browser at install time; should one start to, not into this image.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The manifests first, so the install is cached until they change. npm install, not npm ci: the
# lockfile lacks other platforms' optional binaries (Tailwind's), and npm ci refuses it.
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# The site's origin is built into the pages' canonical and Open Graph links: pass the same
# PUBLIC_URL the server gets (compose.yaml does). Unset: http://localhost:3000.
ARG PUBLIC_URL
RUN npm run build

# The server bundle imports its packages from node_modules (esbuild leaves them outside). Before
# the prune, any of them package.json lists for development only is made a production one here;
# after it, the build stops if an import no longer resolves, rather than the server at its start.
COPY <<"EOF" /app/runtime-packages.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';

const specifiers = new Set();
// Every command the image runs: main.js, user-create.js, archive.js.
for (const bundle of readdirSync('dist/server').filter((f) => f.endsWith('.js')).map((f) => `dist/server/${f}`)) {
  const code = readFileSync(bundle, 'utf8');
  const imports = /^(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"|^import\s*"([^"]+)"|\bimport\("([^"]+)"\)/gm;
  for (const match of code.matchAll(imports)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (/^[./]/.test(specifier) || specifier.startsWith('node:')) continue;
    if (builtinModules.includes(specifier)) continue;
    specifiers.add(specifier);
  }
}
if (specifiers.size === 0) {
  console.error('No package imports found in dist/server: has the bundle changed its format?');
  process.exit(1);
}
const packageOf = (s) => s.split('/').slice(0, s.startsWith('@') ? 2 : 1).join('/');

if (process.argv[2] === 'keep') {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  for (const name of new Set([...specifiers].map(packageOf))) {
    if (pkg.dependencies?.[name] || !pkg.devDependencies?.[name]) continue;
    console.log(`${name}: listed for development, imported by the server: kept`);
    pkg.dependencies = { ...pkg.dependencies, [name]: pkg.devDependencies[name] };
    delete pkg.devDependencies[name];
  }
  writeFileSync('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
} else {
  const missing = [...specifiers].filter((specifier) => {
    try {
      import.meta.resolve(specifier);
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length > 0) {
    console.error(`The server imports what node_modules lacks: ${missing.join(', ')}`);
    process.exit(1);
  }
  console.log(`All ${specifiers.size} package imports of the server resolve`);
}
EOF
# Readable by the user the server runs as, whatever the permissions of the checkout were.
RUN node runtime-packages.mjs keep \
  && npm prune --omit=dev --no-audit --no-fund \
  && node runtime-packages.mjs check \
  && chmod -R a+rX package.json node_modules dist build src content

FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000
WORKDIR /app
# Only what the server reads at run time (src/server/paths.ts and the content folders it lists),
# owned by root: the server's user reads them and cannot change them.
# tests/deploy/container-files.test.ts fails when a path the server reads is not copied.
# package.json: the server finds its root by it, and it makes dist/server/*.js ES modules.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
# main.js, and user-create.js for the first admin (docs/operations.md).
COPY --from=build /app/dist/server ./dist/server
# The prerendered site, and the empty database a first embedded start copies.
COPY --from=build /app/build/client ./build/client
# What deploy/nginx/agency.conf includes, for an nginx that serves the pages from this build.
COPY --from=build /app/build/nginx ./build/nginx
COPY --from=build /app/build/pglite-template.tar.gz ./build/
COPY --from=build /app/src/server/db/migrations ./src/server/db/migrations
COPY --from=build /app/src/server/modules/auth/common-passwords.txt ./src/server/modules/auth/
# The blog, the legal pages and the visitors' questions searched for answers at start-up, and
# the product pages' names.
COPY --from=build /app/content/blog ./content/blog
COPY --from=build /app/content/legal ./content/legal
COPY --from=build /app/content/assistant/asks ./content/assistant/asks
COPY --from=build /app/content/products ./content/products

# The embedded database, uploads and the generated secret: a volume the server's user owns (a new
# named volume takes this folder's owner).
RUN mkdir /data && chown node:node /data
VOLUME /data
# The image's unprivileged user (uid 1000); a bind mount for /data must be writable by it.
USER node
EXPOSE 3000
# Ready when the server answers and reaches its database. The slim image has no curl: node asks.
# The start period covers a first start (migrations, or waiting for PostgreSQL to come up).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node is process 1: it receives SIGTERM itself and drains (SHUTDOWN_DRAIN_MS, 5 s) before it
# closes; give it more than docker's default 10 s to stop (compose.yaml: stop_grace_period).
CMD ["node", "dist/server/main.js"]
