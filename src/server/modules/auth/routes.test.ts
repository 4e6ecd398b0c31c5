import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionCookie } from '#tests/helpers/sessions';
import { setUpApp } from '#tests/helpers/set-up-app';
import { createTestApp, testConfig } from '#tests/helpers/test-app';
import { authMessages, KEEP_SIGNED_IN_DAYS, tooManyAttemptsMessage } from '#shared/auth';
import { loginGates, rateLimits, sessions } from '../../db/schema';
import { demoAccounts } from '../../db/seed';
import { LOGIN_GATES } from './login-throttle';
import { SESSION_TTL_MS, sessionStore } from './sessions';

const { t } = setUpApp({ name: 'auth-test' });

beforeEach(async () => {
  // Each test starts with no failed log-ins counted and no sessions.
  await t.database.db.delete(rateLimits);
  await t.database.db.delete(loginGates);
  await t.database.db.delete(sessions);
});

const login = (
  email: string,
  password: string,
  headers: Record<string, string> = {},
  extra: { remember?: boolean } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, ...extra },
    headers,
    remoteAddress: headers['x-test-ip'] ?? '203.0.113.10',
  });

const whoAmI = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });

describe('POST /api/auth/login', () => {
  it.each(Object.values(demoAccounts))(
    'logs in $email with the documented password',
    async (account) => {
      const res = await login(account.email, account.password);
      expect(res.statusCode).toBe(200);
      const user = res.json();
      expect(user).toEqual({
        id: expect.any(String),
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
        isClient: expect.any(Boolean),
        // Each demo client holds their account; staff have none.
        accountRole: account.role === 'client' ? 'holder' : null,
      });
      expect(JSON.stringify(user)).not.toMatch(/password|argon2/i);

      const cookie = res.cookies.find((c) => c.name === 'sid')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      // The readable hint beside it carries nothing secret.
      const hint = res.cookies.find((c) => c.name === 'signed_in');
      expect(hint).toMatchObject({ value: '1', path: '/' });
      expect(hint!.httpOnly).toBeFalsy();
      expect(cookie.secure).toBeFalsy();
      if (account.role === 'client') {
        // Not kept beyond the browser unless the client asks for it (below).
        expect(cookie.expires).toBeUndefined();
        expect(hint!.expires).toBeUndefined();
      } else {
        const lifetime = new Date(cookie.expires!).getTime() - Date.now();
        expect(lifetime).toBeGreaterThan(SESSION_TTL_MS[account.role] - 60_000);
        expect(lifetime).toBeLessThanOrEqual(SESSION_TTL_MS[account.role]);
      }

      const me = await whoAmI(sessionCookie(res));
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(user);
    },
  );

  it('keeps a client who asks for it signed in for 30 days, on the server and in the browser', async () => {
    const res = await login(
      demoAccounts.client.email,
      demoAccounts.client.password,
      {},
      {
        remember: true,
      },
    );
    expect(res.statusCode).toBe(200);
    const days30 = KEEP_SIGNED_IN_DAYS * 24 * 3600_000;
    for (const name of ['sid', 'signed_in']) {
      const cookie = res.cookies.find((c) => c.name === name)!;
      const lifetime = new Date(cookie.expires!).getTime() - Date.now();
      expect(lifetime, name).toBeGreaterThan(days30 - 60_000);
      expect(lifetime, name).toBeLessThanOrEqual(days30);
    }
    // Rolling, at its own length: used after 29 days, it lasts 30 more.
    await t.database.db.update(sessions).set({ expire: new Date(Date.now() + 24 * 3600_000) });
    expect((await whoAmI(sessionCookie(res))).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions);
    expect(row!.expire.getTime()).toBeGreaterThan(Date.now() + days30 - 60_000);
  });

  it('never keeps a staff session past its working day', async () => {
    const res = await login(
      demoAccounts.agent.email,
      demoAccounts.agent.password,
      {},
      {
        remember: true,
      },
    );
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(new Date(cookie.expires!).getTime() - Date.now()).toBeLessThanOrEqual(
      SESSION_TTL_MS.agent,
    );
    const [row] = await t.database.db.select().from(sessions);
    expect(row!.expire.getTime() - Date.now()).toBeLessThanOrEqual(SESSION_TTL_MS.agent);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const res = await login(
      `  ${demoAccounts.client.email.toUpperCase()} `,
      demoAccounts.client.password,
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses bad shapes with 400 and the field messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: authMessages.email },
        { path: 'password', message: authMessages.password },
      ]),
    );
  });

  it('gives a new session id at log-in: the session cookie sent along stops working', async () => {
    const first = sessionCookie(
      await login(demoAccounts.client.email, demoAccounts.client.password),
    );
    const second = await login(demoAccounts.client.email, demoAccounts.client.password, {
      cookie: first,
    });
    const fresh = sessionCookie(second);
    expect(fresh).not.toBe(first);
    expect((await whoAmI(first)).statusCode).toBe(401);
    expect((await whoAmI(fresh)).statusCode).toBe(200);
    expect(await t.database.db.$count(sessions)).toBe(1);
  });

  it('is refused from another site (403)', async () => {
    const res = await login(demoAccounts.client.email, demoAccounts.client.password, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toEqual([]);
  });
});

describe('throttling failed log-ins', () => {
  /** The device cookie a successful log-in leaves in the browser, as a Cookie header. */
  const deviceCookieOf = (res: Awaited<ReturnType<typeof login>>) => {
    const cookie = res.cookies.find((c) => c.name === 'ldev');
    if (!cookie) throw new Error('no device cookie');
    return `ldev=${cookie.value}`;
  };

  it(`answers 429 with Retry-After after ${LOGIN_GATES.pair.free} failures for one account from one address`, async () => {
    for (let i = 0; i < LOGIN_GATES.pair.free; i++) {
      expect((await login(demoAccounts.client.email, `wrong-${i}`)).statusCode).toBe(401);
    }
    // Even the right password now waits: the account is being guessed at from here.
    const limited = await login(demoAccounts.client.email, demoAccounts.client.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: tooManyAttemptsMessage(60) });
    expect(limited.json().message).toBe(
      'Too many failed log-in attempts. Please wait 1 minute, or reset your password.',
    );
    expect(Number(limited.headers['retry-after'])).toBe(LOGIN_GATES.firstDelayMs / 1000);
    // Another account from the same address is not affected.
    expect((await login(demoAccounts.agent.email, demoAccounts.agent.password)).statusCode).toBe(
      200,
    );
  });

  it('lets the people behind one busy address who logged in there before keep logging in', async () => {
    const office = { 'x-test-ip': '198.51.100.77' };
    const known = await login(demoAccounts.second.email, demoAccounts.second.password, office);
    const device = deviceCookieOf(known);
    for (let i = 0; i < LOGIN_GATES.address.free; i++) {
      expect((await login(`guess${i}@example.com`, 'wrong-password', office)).statusCode).toBe(401);
    }
    // A browser new to the account waits: one password tried on many accounts stalls here...
    expect(
      (await login(demoAccounts.client.email, demoAccounts.client.password, office)).statusCode,
    ).toBe(429);
    // ...but the browser that logged in to its account before is not locked out with it.
    const again = await login(demoAccounts.second.email, demoAccounts.second.password, {
      ...office,
      cookie: device,
    });
    expect(again.statusCode).toBe(200);
  });

  it('keeps its counters in the database, so a restart does not reset them', async () => {
    for (let i = 0; i < LOGIN_GATES.pair.free; i++) await login(demoAccounts.agent.email, 'nope');
    const restarted = await createTestApp({ database: t.database });
    try {
      const res = await restarted.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: demoAccounts.agent.email, password: demoAccounts.agent.password },
        remoteAddress: '203.0.113.10',
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await restarted.app.close();
    }
  });

  it('a successful log-in forgives the account its earlier mistakes', async () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LOGIN_GATES.pair.free - 1; i++) {
        expect((await login(demoAccounts.client.email, 'x')).statusCode).toBe(401);
      }
      expect(
        (await login(demoAccounts.client.email, demoAccounts.client.password)).statusCode,
      ).toBe(200);
    }
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 without a session, with a forged cookie, and with an expired session', async () => {
    expect((await whoAmI()).statusCode).toBe(401);
    expect((await whoAmI()).json()).toEqual({ message: 'Unauthorized' });
    expect((await whoAmI('sid=forged.value')).statusCode).toBe(401);

    const cookie = sessionCookie(
      await login(demoAccounts.client.email, demoAccounts.client.password),
    );
    await t.database.db.update(sessions).set({ expire: new Date(Date.now() - 1000) });
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('pushes a session’s expiry back as it is used (rolling)', async () => {
    const cookie = sessionCookie(
      await login(demoAccounts.client.email, demoAccounts.client.password),
    );
    const soon = new Date(Date.now() + 3600_000);
    await t.database.db.update(sessions).set({ expire: soon });
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions);
    expect(row!.expire.getTime()).toBeGreaterThan(Date.now() + SESSION_TTL_MS.client - 60_000);
  });
});

describe('browser redirects', () => {
  it('GET /api/login goes to the log-in page with a same-site returnTo', async () => {
    const res = await t.app.inject({ url: '/api/login?returnTo=/client-portal?tab=claims' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `/login?returnTo=${encodeURIComponent('/client-portal?tab=claims')}`,
    );
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '',
    '/.//evil.example',
    '/./\\evil.example',
    '/x/..//evil.example/y',
  ])('refuses the open redirect %j: returnTo becomes /client-portal', async (returnTo) => {
    const res = await t.app.inject({ url: `/api/login?returnTo=${encodeURIComponent(returnTo)}` });
    expect(res.headers.location).toBe('/login?returnTo=%2Fclient-portal');
  });

  it('GET /api/logout ends the session on the server: a copied cookie stops working', async () => {
    const cookie = sessionCookie(
      await login(demoAccounts.client.email, demoAccounts.client.password),
    );
    const res = await t.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const cleared = res.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    expect(res.cookies.find((c) => c.name === 'signed_in')?.value).toBe('');
    expect((await whoAmI(cookie)).statusCode).toBe(401);
    expect(await t.database.db.$count(sessions)).toBe(0);
  });

  it('GET /api/logout from another site does not sign the visitor out', async () => {
    const cookie = sessionCookie(
      await login(demoAccounts.client.email, demoAccounts.client.password),
    );
    await t.app.inject({
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    // A browser that sends no Sec-Fetch-Site still names the other site.
    for (const header of [
      { origin: 'https://attacker.example' },
      { referer: 'https://attacker.example/funny-cats' },
    ]) {
      await t.app.inject({ url: '/api/logout', headers: { cookie, ...header } });
      expect((await whoAmI(cookie)).statusCode).toBe(200);
    }
  });
});

describe('cookies on an https site', () => {
  it('are Secure and __Host- prefixed', async () => {
    const secure = await createTestApp({
      database: t.database,
      config: testConfig({ PUBLIC_URL: 'https://www.example.com' }),
    });
    try {
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: demoAccounts.client.email, password: demoAccounts.client.password },
        headers: { host: 'www.example.com', origin: 'https://www.example.com' },
      });
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.find((c) => c.name === '__Host-sid');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(cookie!.domain).toBeUndefined();
    } finally {
      await secure.app.close();
    }
  });
});

describe('the session store', () => {
  it('ends every other session of a user, and purges expired rows', async () => {
    const store = sessionStore(t.database.db, t.database.query);
    const [user] = await t.database.db
      .execute(sql`select "id", "role" from users where "email" = ${demoAccounts.client.email}`)
      .then((r) => (r as unknown as { rows: { id: string; role: 'client' }[] }).rows);
    const keep = await store.create(user!);
    const other = await store.create(user!);
    await store.destroyForUser(user!.id, keep.sid);
    expect(await store.load(keep.token)).not.toBeNull();
    expect(await store.load(other.token)).toBeNull();

    await t.database.db.update(sessions).set({ expire: new Date(Date.now() - 1) });
    expect(await store.purgeExpired()).toBe(1);
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.expire, new Date(0))),
    ).toEqual([]);
  });
});
