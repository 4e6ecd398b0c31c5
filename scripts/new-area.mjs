#!/usr/bin/env node
// Writes the files of a new noun on each tree, as docs/adding-an-area.md describes:
//   npm run new:area -- <noun> [--client] [--staff] [--root <folder>] [--dry-run]
// <noun> is the plural its users say, in kebab case (`endorsements`). With neither --client nor
// --staff, both halves are written. Nothing is registered: the script prints the lines to add.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};
const noun = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--root');
if (!noun || !/^[a-z]+(-[a-z]+)*$/.test(noun)) {
  console.error('Usage: npm run new:area -- <noun in kebab case> [--client] [--staff] [--dry-run]');
  process.exit(2);
}
const both = !flag('client') && !flag('staff');
const client = both || flag('client');
const staff = both || flag('staff');
const root = path.resolve(option('root') ?? path.join(import.meta.dirname, '..'));

const camel = noun.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const Pascal = camel[0].toUpperCase() + camel.slice(1);
const words = noun.replace(/-/g, ' ');

/** Every file of the area: its path from the repository's root and its first text. */
export function areaFiles() {
  const files = {
    [`src/server/modules/${noun}/service.ts`]: `import type { Db } from '#server/db/client';
import type { ClientScope } from '../clients/scope';

/**
 * The ${words}, for both sides: the client's routes and the console's call this one service, each
 * with the caller's scope in the query (a client's ClientScope; the agency for staff).
 */
export function ${camel}Service(_db: Db) {
  return {
    /** What the person sees, in their scope: their account's records only. */
    async listFor(_scope: ClientScope): Promise<{ id: number }[]> {
      // Read the noun's table with _db, filtered by policiesIn(_scope) from ../clients/scope.
      return [];
    },
    /** What the console sees: the agency's whole list. */
    async list(): Promise<{ id: number }[]> {
      return [];
    },
  };
}
`,
  };
  if (client) {
    Object.assign(files, {
      [`src/shared/${noun}.ts`]: `import { z } from 'zod';
import { endpoint } from './endpoints';

/** One of the client's ${words}. */
export const ${camel}RowSchema = z.object({ id: z.number().int() });
export type ${Pascal}Row = z.infer<typeof ${camel}RowSchema>;

/** What the portal calls: the server serves these, the browser calls them (./endpoints.ts). */
export const ${camel}Endpoints = {
  list: endpoint('GET', '/api/client/${noun}', {
    response: { 200: z.array(${camel}RowSchema) },
  }),
};
`,
      [`src/server/modules/${noun}/routes.ts`]: `import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '#server/plugins/endpoints';
import { ${camel}Endpoints as endpoints } from '#shared/${noun}';
import { currentUser, requireUser } from '../auth/guards';
import { clientScope } from '../clients/scope';
import { ${camel}Service } from './service';

/** The portal's ${words}: any signed-in person, their account's records in their scope. */
const ${camel}Routes: FastifyPluginAsyncZod = async (app) => {
  const service = ${camel}Service(app.database.db);
  app.addHook('onRequest', requireUser);

  serve(app, endpoints.list, async (request) =>
    service.listFor(clientScope(currentUser(request))),
  );
};

// Encapsulated: the sign-in guard above applies to these routes alone.
export default fp(${camel}Routes, {
  name: '${noun}-routes',
  dependencies: ['session'],
  encapsulate: true,
});
`,
      [`src/server/modules/${noun}/authorization.matrix.ts`]: `// Authorization matrix entries of the portal's ${words} (src/server/authorization.test.ts).
import { signedIn, type MatrixEntries } from '#tests/helpers/authorization-matrix';

export const matrix: MatrixEntries = {
  'GET /api/client/${noun}': { call: () => ({ url: '/api/client/${noun}' }), expect: signedIn(200) },
};
`,
      [`src/server/modules/${noun}/routes.test.ts`]: `import { describe, expect, it } from 'vitest';
import { setUpApp } from '#tests/helpers/set-up-app';

// On PGlite: what PostgreSQL shows differently (locks, races) goes in ${noun}.pg.test.ts.
describe('the portal\\'s ${words}', () => {
  const { t, cookies } = setUpApp({ name: '${noun}', logIn: ['client'] });

  it('lists the client\\'s own ${words}, and nothing to a stranger', async () => {
    const mine = await t.app.inject({
      url: '/api/client/${noun}',
      headers: { cookie: cookies.client },
    });
    expect(mine.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/client/${noun}' })).statusCode).toBe(401);
  });
});
`,
      [`src/web/features/portal/${noun}/api/${noun}.ts`]: `import '~/lib/zod-jitless';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pathKey } from '#shared/endpoints';
import { callApi } from '~/lib/api';
import { portalRetry } from '~/lib/portal-query';
import { ${camel}Endpoints as endpoints } from '#shared/${noun}';

export const ${camel}Key = pathKey(endpoints.list.path);

export function use${Pascal}() {
  return useQuery(
    queryOptions({
      queryKey: ${camel}Key,
      queryFn: () => callApi(endpoints.list),
      retry: portalRetry,
    }),
  );
}
`,
      [`src/web/features/portal/${noun}/components/${noun}-tab.tsx`]: `import { use${Pascal} } from '../api/${noun}';

/** The portal's ${words}: the client's own, in their scope. */
export function ${Pascal}Tab() {
  const list = use${Pascal}();
  if (!list.isSuccess) return <p role="status">Loading...</p>;
  return (
    <ul>
      {list.data.map((row) => (
        <li key={row.id}>{row.id}</li>
      ))}
    </ul>
  );
}
`,
    });
  }
  if (staff) {
    Object.assign(files, {
      [`src/shared/staff/${noun}.ts`]: `import { z } from 'zod';
import { endpoint } from '../endpoints';

/** One row of the console's list. */
export const staff${Pascal}RowSchema = z.object({ id: z.number().int() });
export type Staff${Pascal}Row = z.infer<typeof staff${Pascal}RowSchema>;

/** What the console calls: the server serves these, the browser calls them (../endpoints.ts). */
export const staff${Pascal}Endpoints = {
  list: endpoint('GET', '/api/staff/${noun}', {
    response: { 200: z.array(staff${Pascal}RowSchema) },
  }),
};
`,
      [`src/server/modules/${noun}/staff-routes.ts`]: `import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '#server/plugins/endpoints';
import { staff${Pascal}Endpoints as endpoints } from '#shared/staff/${noun}';
import { ${camel}Service } from './service';

/**
 * The console's ${words}. Registered by ../console/routes.ts behind its staff guard; every write
 * records an audit row (../console/audit.ts) in its transaction.
 */
const ${camel}StaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = ${camel}Service(app.database.db);

  serve(app, endpoints.list, async () => service.list());
};

export default ${camel}StaffRoutes;
`,
      [`src/server/modules/${noun}/staff-authorization.matrix.ts`]: `// Authorization matrix entries of the console's ${words} (src/server/authorization.test.ts).
import { staffOnly, type MatrixEntries } from '#tests/helpers/authorization-matrix';

export const matrix: MatrixEntries = {
  'GET /api/staff/${noun}': { call: () => ({ url: '/api/staff/${noun}' }), expect: staffOnly(200) },
};
`,
      [`src/server/modules/${noun}/staff-routes.test.ts`]: `import { describe, expect, it } from 'vitest';
import { setUpStaffApp } from '#tests/helpers/staff-app';

const { t, cookies } = setUpStaffApp({ name: '${noun}-staff', firstHost: 240 });

describe('the console\\'s ${words}', () => {
  it('lists them to staff, and to no client', async () => {
    const call = (cookie: string) =>
      t.app.inject({ url: '/api/staff/${noun}', headers: { cookie } });
    expect((await call(cookies.agent)).statusCode).toBe(200);
    expect((await call(cookies.client)).statusCode).toBe(404);
  });
});
`,
      [`src/web/features/staff/${noun}/api/${noun}.ts`]: `import '~/lib/zod-jitless';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pathKey } from '#shared/endpoints';
import { callApi } from '~/lib/api';
import { staff${Pascal}Endpoints as endpoints } from '#shared/staff/${noun}';

export const ${camel}Key = pathKey(endpoints.list.path);

export function use${Pascal}() {
  return useQuery(queryOptions({ queryKey: ${camel}Key, queryFn: () => callApi(endpoints.list) }));
}
`,
      [`src/web/features/staff/${noun}/components/${noun}-page.tsx`]: `import { StaffPage } from '../../shared/staff-layout';
import { LoadingStatus } from '../../shared/load-status';
import { use${Pascal} } from '../api/${noun}';

/** /staff/${noun}: the agency's ${words}. */
export function ${Pascal}Page() {
  const list = use${Pascal}();
  return (
    <StaffPage title="${words[0].toUpperCase() + words.slice(1)}">
      {list.isSuccess ? (
        <ul>
          {list.data.map((row) => (
            <li key={row.id}>{row.id}</li>
          ))}
        </ul>
      ) : (
        <LoadingStatus>Loading...</LoadingStatus>
      )}
    </StaffPage>
  );
}
`,
    });
  }
  return files;
}

const prettier = await import('prettier');
const files = Object.fromEntries(
  await Promise.all(
    Object.entries(areaFiles()).map(async ([file, text]) => {
      // The repository's style, wherever the files go.
      const options = await prettier.resolveConfig(path.join(import.meta.dirname, '..', file));
      return [file, await prettier.format(text, { ...options, filepath: file })];
    }),
  ),
);
const clashes = Object.keys(files).filter((file) => existsSync(path.join(root, file)));
if (clashes.length > 0 && !flag('dry-run')) {
  console.error(`These exist already; nothing was written:\n  ${clashes.join('\n  ')}`);
  process.exit(1);
}
for (const [file, text] of Object.entries(files)) {
  if (flag('dry-run')) {
    console.log(file);
    continue;
  }
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
  console.log(`wrote ${file}`);
}
if (!flag('dry-run')) {
  console.log(`
Next (docs/adding-an-area.md):${
    client
      ? `
  src/server/app.ts            import ${camel}Routes from './modules/${noun}/routes'; await app.register(${camel}Routes);
  the portal                   add ${Pascal}Tab to a tab (src/shared/portal.ts, routes/client-portal.tsx)`
      : ''
  }${
    staff
      ? `
  src/server/modules/console/routes.ts   import ${camel}StaffRoutes from '../${noun}/staff-routes'; await app.register(${camel}StaffRoutes);
  src/web/routes/config/staff-routes.ts  route('${noun}', 'routes/staff/${noun}.tsx') with a route module rendering ${Pascal}Page
  src/web/features/staff/shared/staff-nav.ts  the sidebar's entry`
      : ''
  }
  then npm run typecheck, npm run lint and the area's tests; the code-shape test checks the mirror.`);
}
