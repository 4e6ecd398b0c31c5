// The authorization matrix: every /api route of the server's route table, called by anonymous,
// client A, a member of A's household who sees one of A's policies, client B, an agent and an
// admin, with the status each must get. Each module lists its
// routes in `modules/<area>/*.matrix.ts` files; a route without an entry fails the first test, and
// so does an entry for a route that no longer exists.
import { describe, expect, it } from 'vitest';
import { documents } from '#server/db/schema';
import { callers } from '#tests/helpers/authorization-matrix';
import { accountOf, loadMatrix, setUpMatrixApp } from '#tests/helpers/matrix-app';
import { welcomeLetterOfA } from '#tests/helpers/matrix-records';
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
      const cookie = await t.sessionOf(caller);
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
      if (caller === 'clientA' || caller === 'memberA' || caller === 'clientB') {
        const other = caller === 'clientB' ? 'clientA' : 'clientB';
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

describe("a household member who sees one of the account's two active policies", () => {
  async function asMember() {
    const cookie = await logInAs(t.app, accountOf.memberA, '198.51.100.60');
    return (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  }

  /** A document of client A's account about one policy, uploaded by A. */
  async function documentAbout(policyId: number) {
    const [row] = await ctx.database.db
      .insert(documents)
      .values({
        accountId: ctx.accountIds.clientA,
        policyId,
        uploadedBy: ctx.ids.clientA,
        fileName: `about-${policyId}.pdf`,
        filePath: `demo/welcome-letter.pdf`,
        fileSize: 1,
        mimeType: 'application/pdf',
      })
      .returning({ id: documents.id });
    return row!.id;
  }

  it('lists that policy and its claims, not the other policy nor its claims', async () => {
    const call = await asMember();
    const policies = (await call('GET', '/api/client/policies')).json<{ id: number }[]>();
    expect(policies.map((p) => p.id)).toEqual([ctx.clientAPolicyId]);
    const claims = (await call('GET', '/api/client/claims')).json<{ policyId: number }[]>();
    expect(claims.length).toBeGreaterThan(0);
    expect(new Set(claims.map((c) => c.policyId))).toEqual(new Set([ctx.clientAPolicyId]));

    // The account holder sees both.
    const holder = await logInAs(t.app, accountOf.clientA, '198.51.100.61');
    const all = await t.app.inject({ url: '/api/client/policies', headers: { cookie: holder } });
    expect(all.json<{ id: number }[]>().map((p) => p.id)).toEqual(
      expect.arrayContaining([ctx.clientAPolicyId, ctx.clientAOtherPolicyId]),
    );
  });

  it('files a claim on that policy, and is told the other does not exist', async () => {
    const call = await asMember();
    const claim = (policyId: number) =>
      call('POST', '/api/client/claims', {
        policyId,
        incidentDate: '2026-01-05',
        description: 'A member reports what happened on this policy.',
        amount: null,
      });
    expect((await claim(ctx.clientAPolicyId)).statusCode).toBe(201);
    const refused = await claim(ctx.clientAOtherPolicyId);
    expect(refused.statusCode).toBe(404);
  });

  it("downloads the documents about that policy and their own, not the account's others", async () => {
    const call = await asMember();
    const allowed = await documentAbout(ctx.clientAPolicyId);
    const other = await documentAbout(ctx.clientAOtherPolicyId);
    expect((await call('GET', `/api/documents/${allowed}/download`)).statusCode).toBe(200);
    expect((await call('GET', `/api/documents/${other}/download`)).statusCode).toBe(404);
    const listed = (await call('GET', '/api/documents')).json<{ id: number }[]>();
    expect(listed.map((d) => d.id)).toContain(allowed);
    expect(listed.map((d) => d.id)).not.toContain(other);
    // The account's welcome letter is about no policy: the holder sees it, the member does not.
    const letter = await welcomeLetterOfA(ctx);
    expect(listed.map((d) => d.id)).not.toContain(letter);
    expect((await call('GET', `/api/documents/${letter}/download`)).statusCode).toBe(404);
  });
});
