import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Provider, { type Configuration } from 'oidc-provider';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, testConfig } from '#tests/helpers/test-app';
import type { Database } from '../../db/client';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import { demoAccounts, seedDemoData } from '../../db/seed';
import { addClientPerson } from '../clients/accounts';
import { localDiskStorage } from '#server/modules/documents/storage';

/**
 * The OpenID Connect log-in against a real provider (oidc-provider) on 127.0.0.1, driven with
 * plain HTTP the way a browser would: redirects followed by hand, cookies carried per origin,
 * the provider's log-in and consent forms posted.
 */

const CLIENT = { client_id: 'agency-website', client_secret: 'a-secret-for-tests-only' };

/** Who can sign in at the test provider: the account id typed in its log-in form. */
const providerAccounts: Record<string, { email: string; email_verified: boolean }> = {
  // The provider's spelling of the address need not match ours.
  dana: { email: 'Demo.Client@Example.COM', email_verified: true },
  stranger: { email: 'nobody@example.com', email_verified: true },
  unverified: { email: demoAccounts.client.email, email_verified: false },
  pending: { email: 'pending@example.com', email_verified: true },
  disabled: { email: 'disabled@example.com', email_verified: true },
};

interface TestProvider {
  issuer: string;
  close(): Promise<void>;
}

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

/**
 * A provider on a free port. The redirect URIs are known only once the app listens, so the
 * port is taken first and the provider set up behind it by `serve`.
 */
async function startProvider(options: { claimsInIdToken: boolean }) {
  const server = createServer();
  const issuer = `http://127.0.0.1:${await listen(server)}`;
  const serve = (redirectUris: string[]): TestProvider => {
    const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      format: 'jwk',
    });
    const configuration: Configuration = {
      clients: [
        {
          ...CLIENT,
          redirect_uris: redirectUris,
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      jwks: { keys: [{ ...signingKey, kid: 'test', use: 'sig', alg: 'RS256' }] },
      cookies: { keys: ['oidc-test-cookie-key'] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      // false: the scope's claims travel in the ID token as most providers send them; the
      // default (true) sends them at the userinfo endpoint only.
      conformIdTokenClaims: !options.claimsInIdToken,
      features: { devInteractions: { enabled: true } },
      ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
      findAccount: (_ctx, id) => {
        const account = providerAccounts[id];
        if (!account) return undefined;
        return { accountId: id, claims: () => ({ sub: id, ...account }) };
      },
    };
    const provider = new Provider(issuer, configuration);
    const handle = provider.callback();
    server.on('request', (req, res) => void handle(req, res));
    return { issuer, close: () => new Promise((resolve) => server.close(() => resolve())) };
  };
  return { issuer, serve };
}

/** A browser's cookies, per origin (paths and expiry are not needed for this flow). */
class CookieJar {
  private readonly jars = new Map<string, Map<string, string>>();

  store(origin: string, response: Response) {
    const jar = this.jars.get(origin) ?? new Map<string, string>();
    this.jars.set(origin, jar);
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, at).trim(), pair!.slice(at + 1).trim()];
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
  }

  get(origin: string, name: string) {
    return this.jars.get(origin)?.get(name);
  }

  delete(origin: string, name: string) {
    this.jars.get(origin)?.delete(name);
  }

  header(origin: string) {
    return [...(this.jars.get(origin) ?? [])].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

interface Journey {
  /** The provider's account to sign in as; `abort` cancels at the provider's log-in form. */
  account: string | 'abort';
  /** Changes the provider's redirect to the callback before the browser follows it. */
  tamper?: (callback: URL, jar: CookieJar) => void;
}

/**
 * From `start` through the provider to wherever the site finally sends the browser; returns
 * that place (path and query on the site) and the cookies.
 */
async function browse(appOrigin: string, start: string, journey: Journey) {
  const jar = new CookieJar();
  let url = new URL(start, appOrigin);
  let init: RequestInit = {};
  for (let hop = 0; hop < 20; hop += 1) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: jar.header(url.origin) },
      signal: AbortSignal.timeout(10_000),
    });
    jar.store(url.origin, response);
    init = {};
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin === appOrigin && next.pathname === '/api/auth/oidc/callback') {
        journey.tamper?.(next, jar);
      }
      // The site's own pages (the log-in page, the portal) end the journey.
      if (next.origin === appOrigin && !next.pathname.startsWith('/api/')) {
        return { landedAt: `${next.pathname}${next.search}`, jar };
      }
      url = next;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`${url.href} answered ${response.status}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no form at ${url.href}: ${html.slice(0, 300)}`);
    const submit = new URL(action.replace(/&amp;/g, '&'), url);
    if (prompt === 'login' && journey.account === 'abort') {
      url = new URL(`${submit.pathname}/abort`, submit);
      continue;
    }
    const form = new URLSearchParams(
      prompt === 'login' ? { prompt, login: journey.account, password: 'any' } : { prompt },
    );
    url = submit;
    init = {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('too many redirects');
}

let database: Database;
const uploadDir = mkdtempSync(path.join(tmpdir(), 'oidc-test-'));
const closers: Array<() => Promise<void>> = [];

/** The app, listening on 127.0.0.1, configured for a provider that starts behind it. */
async function startSite(options: { claimsInIdToken: boolean }) {
  const pending = await startProvider(options);
  const env = {
    OIDC_ISSUER: pending.issuer,
    OIDC_CLIENT_ID: CLIENT.client_id,
    OIDC_CLIENT_SECRET: CLIENT.client_secret,
  };
  const site = await createTestApp({ config: testConfig(env), database });
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(site.app.server.address() as AddressInfo).port}`;
  const provider = pending.serve([
    `${origin}/api/auth/oidc/callback`,
    // The redirect URI an https PUBLIC_URL gives (checked without going there).
    'https://www.example.com/api/auth/oidc/callback',
  ]);
  closers.push(site.close, provider.close);
  return { ...site, origin, env };
}

let site: Awaited<ReturnType<typeof startSite>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, { storage: localDiskStorage(uploadDir) });
  await addClientPerson(database.db, {
    email: 'pending@example.com',
    firstName: 'Pat',
    lastName: 'Pending',
  });
  await database.db.insert(users).values([
    {
      email: 'disabled@example.com',
      firstName: 'Dee',
      lastName: 'Disabled',
      role: 'agent',
      isClient: false,
      emailVerifiedAt: new Date(),
      disabledAt: new Date(),
    },
  ]);
  site = await startSite({ claimsInIdToken: true });
}, 60_000);

afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await database.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await database.db.delete(sessions);
});

const whoAmI = (origin: string, jar: CookieJar) =>
  fetch(`${origin}/api/auth/user`, { headers: { cookie: jar.header(origin) } });

describe('OpenID Connect log-in', () => {
  it('signs in the user with the verified e-mail and lands on returnTo', async () => {
    const { landedAt, jar } = await browse(
      site.origin,
      '/api/login?returnTo=%2Fclient-portal%2Fclaims%3Ftab%3Dopen',
      { account: 'dana' },
    );
    expect(landedAt).toBe('/client-portal/claims?tab=open');
    const me = await whoAmI(site.origin, jar);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      id: expect.any(String),
      email: demoAccounts.client.email,
      firstName: demoAccounts.client.firstName,
      lastName: demoAccounts.client.lastName,
      role: 'client',
      isClient: true,
      accountRole: 'holder',
    });
    // The transient cookie is gone once used.
    expect(jar.get(site.origin, 'oidc_tx')).toBeUndefined();
  });

  it('keeps state, nonce and code verifier in a short-lived signed HttpOnly cookie', async () => {
    const res = await site.app.inject({ url: '/api/login?returnTo=/client-portal' });
    expect(res.statusCode).toBe(302);
    const authorize = new URL(res.headers.location as string);
    expect(authorize.origin).toBe(site.env.OIDC_ISSUER);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: CLIENT.client_id,
      response_type: 'code',
      code_challenge_method: 'S256',
      redirect_uri: 'http://localhost:80/api/auth/oidc/callback',
      scope: 'openid email profile',
    });
    for (const param of ['state', 'nonce', 'code_challenge']) {
      expect(authorize.searchParams.get(param)).toMatch(/^[\w-]{43,}$/);
    }
    const cookie = res.cookies.find((c) => c.name === 'oidc_tx');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 600 });
    expect(cookie!.secure).toBeFalsy();
    // Signed: the verifier inside never shows in the URL the provider sees.
    expect(cookie!.value).toMatch(/\.[\w+/=-]+$/);
  });

  it('behind an https PUBLIC_URL: a __Host- Secure cookie and the public redirect URI', async () => {
    const config = testConfig({ ...site.env, PUBLIC_URL: 'https://www.example.com' });
    const other = await createTestApp({ config, database });
    try {
      const res = await other.app.inject({ url: '/api/login' });
      const authorize = new URL(res.headers.location as string);
      expect(authorize.searchParams.get('redirect_uri')).toBe(
        'https://www.example.com/api/auth/oidc/callback',
      );
      const cookie = res.cookies.find((c) => c.name === '__Host-oidc_tx');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(res.cookies.find((c) => c.name === 'oidc_tx')).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it.each([
    ['an e-mail no account uses', 'stranger'],
    ['an e-mail the provider has not verified', 'unverified'],
    ['a registration whose e-mail was never confirmed', 'pending'],
    ['an account an admin disabled', 'disabled'],
  ])('refuses %s without making an account', async (_case, account) => {
    const { landedAt, jar } = await browse(site.origin, '/api/login?returnTo=/client-portal', {
      account,
    });
    expect(landedAt).toBe('/login?error=oidc-no-account&returnTo=%2Fclient-portal');
    expect((await whoAmI(site.origin, jar)).status).toBe(401);
    const made = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'nobody@example.com'));
    expect(made).toEqual([]);
    expect(await database.db.select().from(sessions)).toEqual([]);
  });

  it.each<[string, Journey['tamper']]>([
    ['a tampered state', (callback) => callback.searchParams.set('state', 'forged-state-value')],
    ['a missing state', (callback) => callback.searchParams.delete('state')],
    ['a missing code', (callback) => callback.searchParams.delete('code')],
    // The callback opened in another browser than the one that started the log-in.
    ['no log-in cookie', (_callback, jar) => jar.delete(site.origin, 'oidc_tx')],
    [
      'a forged log-in cookie',
      (_callback, jar) => {
        const [value] = jar.get(site.origin, 'oidc_tx')!.split('.');
        jar.delete(site.origin, 'oidc_tx');
        jar.store(
          site.origin,
          new Response(null, { headers: { 'set-cookie': `oidc_tx=${value}.forged` } }),
        );
      },
    ],
  ])('sends %s to /login?error=oidc without a session', async (_case, tamper) => {
    const { landedAt, jar } = await browse(site.origin, '/api/login', { account: 'dana', tamper });
    expect(landedAt).toMatch(/^\/login\?error=oidc(&|$)/);
    expect((await whoAmI(site.origin, jar)).status).toBe(401);
    expect(await database.db.select().from(sessions)).toEqual([]);
  });

  it('sends a log-in cancelled at the provider to /login?error=oidc', async () => {
    const { landedAt } = await browse(site.origin, '/api/login?returnTo=/client-portal', {
      account: 'abort',
    });
    expect(landedAt).toBe('/login?error=oidc&returnTo=%2Fclient-portal');
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example'])(
    'never redirects off the site: returnTo %s ends on /client-portal',
    async (returnTo) => {
      const { landedAt, jar } = await browse(
        site.origin,
        `/api/login?returnTo=${encodeURIComponent(returnTo)}`,
        { account: 'dana' },
      );
      expect(landedAt).toBe('/client-portal');
      expect((await whoAmI(site.origin, jar)).status).toBe(200);
    },
  );

  it('reads the e-mail at the userinfo endpoint when the ID token leaves it out', async () => {
    const other = await startSite({ claimsInIdToken: false });
    const { landedAt, jar } = await browse(other.origin, '/api/login', { account: 'dana' });
    expect(landedAt).toBe('/client-portal');
    const me = await whoAmI(other.origin, jar);
    expect(((await me.json()) as { email: string }).email).toBe(demoAccounts.client.email);
  });
});

describe('GET /api/login without a provider', () => {
  it('goes to the log-in page when OIDC is not configured', async () => {
    const plain = await createTestApp({ database });
    try {
      const res = await plain.app.inject({ url: '/api/login?returnTo=/client-portal/claims' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?returnTo=%2Fclient-portal%2Fclaims');
      const callback = await plain.app.inject({ url: '/api/auth/oidc/callback?code=x&state=y' });
      expect(callback.headers.location).toBe('/login?error=oidc');
    } finally {
      await plain.close();
    }
  });

  it('starts and answers /login?error=oidc while the provider cannot be reached', async () => {
    const probe = createServer();
    const closedPort = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    const config = testConfig({ ...site.env, OIDC_ISSUER: `http://127.0.0.1:${closedPort}` });
    const down = await createTestApp({ config, database });
    try {
      const res = await down.app.inject({ url: '/api/login?returnTo=/client-portal' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?error=oidc&returnTo=%2Fclient-portal');
      expect(res.cookies.find((c) => c.name === 'oidc_tx')).toBeUndefined();
    } finally {
      await down.close();
    }
  });
});
