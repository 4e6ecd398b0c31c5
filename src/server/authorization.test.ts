// The authorization matrix: every /api route of the server's route table, called by anonymous,
// client A, client B, an agent and an admin, with the status each must get. Each module lists its
// routes in `modules/<area>/*.matrix.ts` files; a route without an entry fails the first test, and
// so does an entry for a route that no longer exists.
import { describe, expect, it } from 'vitest';
import { callers } from '#tests/helpers/authorization-matrix';
import { accountOf, loadMatrix, setUpMatrixApp } from '#tests/helpers/matrix-app';
import { logInAs } from '#tests/helpers/sessions';

const { matrix, duplicates } = loadMatrix();
const t = setUpMatrixApp('matrix');
const { ctx } = t;

it('has one entry for every /api route of the server, and none for a route that is gone', () => {
  const apiRoutes = t.app.routeTable
    .filter((r) => r.url.startsWith('/api/'))
    .map((r) => `${r.method} ${r.url}`)
    .sort();
  expect(duplicates).toEqual([]);
  expect(Object.keys(matrix).sort()).toEqual(apiRoutes);
});

describe.each(Object.entries(matrix))('%s', (route, entry) => {
  const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

  it.each(callers)(
    'answers %s as the matrix says, with nothing of another client',
    async (caller) => {
      const cookie = caller === 'anonymous' ? undefined : await logInAs(t.app, accountOf[caller]);
      const { url, payload, headers } = await entry.call(ctx, caller);
      const res = await t.app.inject({
        method,
        url,
        ...(payload !== undefined ? { payload } : {}),
        headers: { ...headers, ...(cookie ? { cookie } : {}) },
        remoteAddress: `198.51.100.${callers.indexOf(caller) + 20}`,
      });
      expect(res.statusCode, res.body).toBe(entry.expect[caller]);

      // No answer to one client carries the other client's identity or e-mail.
      if (caller === 'clientA' || caller === 'clientB') {
        const other = caller === 'clientA' ? 'clientB' : 'clientA';
        const body = res.body.toLowerCase();
        expect(body).not.toContain(ctx.ids[other]);
        expect(body).not.toContain(accountOf[other].email);
      }
      if (route === 'GET /api/auth/user' && caller !== 'anonymous') {
        expect(res.json()).toMatchObject({ id: ctx.ids[caller] });
      }
    },
  );
});

describe('guards come before validation', () => {
  // Log-in, by password or by code, answers 401 for wrong credentials, not for a missing
  // session: it has no guard.
  const unguarded = ['POST /api/auth/login', 'POST /api/auth/code/verify'];
  const guarded = Object.entries(matrix).filter(
    ([route, entry]) => entry.expect.anonymous === 401 && !unguarded.includes(route),
  );

  it.each(guarded.map(([route]) => route))(
    '%s answers a stranger with a malformed request 401, telling nothing of its schema',
    async (route) => {
      const [method, pattern] = route.split(' ') as ['GET' | 'POST' | 'PATCH' | 'DELETE', string];
      const res = await t.app.inject({
        method,
        url: `${pattern.replace(/:\w+/g, 'not-an-id')}?page=-5&status=nonsense`,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { unexpected: [1, 2] } }),
      });
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    },
  );
});
