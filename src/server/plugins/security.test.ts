import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openTestDatabase, testConfig } from '#tests/helpers/test-app';
import type { Database } from '../db/client';
import { HttpError } from './errors';
import { demoAccounts, seedDemoData } from '../db/seed';
import { logInAs } from '#tests/helpers/sessions';
import { isCrossSiteNavigation, isCrossSiteRequest, isCrossSiteWrite } from './security';
import { localDiskStorage } from '#server/modules/documents/storage';

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const stream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  app = await buildApp(testConfig(), { database, logger: { level: 'info', stream } });
  // Routes that exist only in this test, to drive the error handler.
  app.get('/api/test/explode', async () => {
    throw new Error('connection string postgres://secret@db leaked?');
  });
  // A value the schemas let through that the database refuses, and a query that fails; both
  // carry personal data in their parameters.
  app.get('/api/test/refused-value', async () =>
    database.db.execute(sql`select ${'jane.doe@example.com'}::int`),
  );
  app.get('/api/test/broken-query', async () =>
    database.db.execute(sql`select * from no_such_table where "name" = ${'Jane Q. Doe'}`),
  );
  app.get('/api/test/teapot', async () => {
    throw new HttpError(409, 'That policy number is already taken');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('a proxy in front without TRUST_PROXY', () => {
  it('is named in one warning at the first forwarded request', async () => {
    const warnings = () =>
      logLines.filter((l) => l.level === 40 && String(l.msg).includes('TRUST_PROXY'));
    await app.inject({ url: '/healthz' });
    expect(warnings()).toEqual([]);
    for (let i = 0; i < 3; i++) {
      await app.inject({ url: '/healthz', headers: { 'x-forwarded-for': '198.51.100.1' } });
    }
    expect(warnings()).toHaveLength(1);
  });
});

describe('security headers', () => {
  it.each(['/', '/api/no-such-thing', '/healthz'])(
    '%s carries the baseline headers',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
      expect(res.headers['x-request-id']).toBeTruthy();
    },
  );
});

/**
 * Helmet's headers and the site's Content-Security-Policy, written out: every answer carries
 * exactly these, so a header that goes missing or changes on any kind of answer fails here.
 */
const helmetHeaders = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const siteCsp = (scripts = '') =>
  "default-src 'self'; base-uri 'self'; connect-src 'self'; font-src 'self'; " +
  "form-action 'self'; frame-ancestors 'none'; img-src 'self' data:; object-src 'none'; " +
  `script-src 'self'${scripts}; script-src-attr 'none'; style-src 'self'`;

/** The policy of a prerendered page: the site's, allowing the page's inline scripts by hash. */
function pageCsp(html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .filter((code) => code.trim())
    .map((code) => ` 'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  expect(hashes.length).toBeGreaterThan(0);
  return siteCsp(hashes.join(''));
}

describe('the security headers of every kind of answer', () => {
  const crossSite = {
    method: 'POST',
    url: '/api/leads',
    payload: '{}',
    headers: { 'content-type': 'application/json', origin: 'https://attacker.example' },
  } satisfies InjectOptions;
  it.each<[string, InjectOptions, number]>([
    ['a page', { url: '/' }, 200],
    ['a page in brotli', { url: '/', headers: { 'accept-encoding': 'gzip, br' } }, 200],
    ['a page in gzip', { url: '/auto-insurance', headers: { 'accept-encoding': 'gzip' } }, 200],
    ['a page asked with HEAD', { method: 'HEAD', url: '/' }, 200],
    ['an asset', { url: '/favicon.svg' }, 200],
    ['the 404 page', { url: '/no-such-page' }, 404],
    ["the blog's 404 page", { url: '/blog/99' }, 404],
    ['a page the browser renders', { url: '/login' }, 200],
    ['a health check', { url: '/healthz' }, 200],
    ['the sitemap', { url: '/sitemap.xml' }, 200],
    ['an API answer', { url: '/api/auth/user' }, 401],
    ['an unknown API path', { url: '/api/no-such-thing' }, 404],
    ['an API error', { url: '/api/test/explode' }, 500],
    ['a refused cross-site write', crossSite, 403],
    ['an unreadable URL', { url: '/%' }, 400],
  ])('%s', async (_kind, request, status) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBe(status);
    for (const [name, value] of Object.entries(helmetHeaders)) {
      expect(res.headers[name], name).toBe(value);
    }
    const isPage = String(res.headers['content-type']).startsWith('text/html');
    // A HEAD or compressed answer has no readable body: the page's own is fetched for its hashes.
    const html = isPage ? (await app.inject({ url: request.url! })).body : '';
    expect(res.headers['content-security-policy']).toBe(isPage ? pageCsp(html) : siteCsp());
  });

  it('are the same on a 304 as on the page', async () => {
    const page = await app.inject({ url: '/' });
    const again = await app.inject({ url: '/', headers: { 'if-none-match': page.headers.etag } });
    expect(again.statusCode).toBe(304);
    for (const name of [...Object.keys(helmetHeaders), 'content-security-policy']) {
      expect(again.headers[name], name).toBe(page.headers[name]);
    }
  });
});

describe('answers before routing', () => {
  it.each(['/%', '/api/%', '/%E0%A4%A'])(
    '%s (a URL the router cannot read) carries the baseline headers and the API error shape',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid request' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    },
  );
});

describe('caching', () => {
  it('keeps every API answer out of caches; pages keep their own rules', async () => {
    for (const url of ['/api/auth/user', '/api/no-such-thing', '/api/test/teapot']) {
      expect((await app.inject({ url })).headers['cache-control'], url).toBe('no-store');
    }
    expect((await app.inject({ url: '/healthz' })).headers['cache-control']).toBeUndefined();
  });
});

describe('request log', () => {
  it.each<[InjectOptions['method'], string, number]>([
    ['GET', '/', 200],
    ['GET', '/auto-insurance?ref=mail', 200],
    ['HEAD', '/favicon.svg', 200],
    ['GET', '/no-such-page', 404],
    ['POST', '/api/no-such-thing', 404],
  ])(
    'writes one line for %s %s: method, URL, status code and response time',
    async (method, url, statusCode) => {
      const id = `req-line-${method}-${url}`.replace(/[^\w-]/g, '_');
      await app.inject({ method, url, headers: { 'x-request-id': id } });
      const lines = logLines.filter((line) => line.reqId === id);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: 30,
        msg: 'request completed',
        method,
        url,
        statusCode,
      });
      expect(lines[0]!.ms).toBeTypeOf('number');
      expect(lines[0]!.ms).toBeGreaterThanOrEqual(0);
    },
  );

  it('writes one line per request carrying the request id, echoed in x-request-id', async () => {
    const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'req-log-1' } });
    expect(res.headers['x-request-id']).toBe('req-log-1');
    const lines = logLines.filter((line) => line.reqId === 'req-log-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request completed', statusCode: 200, url: '/healthz' });
  });

  it("names the client's address, and the signed-in user's id, in the request's line", async () => {
    await app.inject({
      url: '/healthz',
      remoteAddress: '203.0.113.44',
      headers: { 'x-request-id': 'req-log-ip' },
    });
    const [line] = logLines.filter((l) => l.reqId === 'req-log-ip');
    expect(line).toMatchObject({ ip: '203.0.113.44' });
    expect(line).not.toHaveProperty('userId');

    await seedDemoData(database.db, { storage: localDiskStorage('/nonexistent-uploads') });
    const cookie = await logInAs(app, demoAccounts.client);
    await app.inject({
      url: '/api/auth/user',
      headers: { cookie, 'x-request-id': 'req-log-user' },
    });
    const [signedIn] = logLines.filter((l) => l.reqId === 'req-log-user');
    const [user] = await database.query<{ id: string }>(
      sql`select id from users where email = ${demoAccounts.client.email}`,
    );
    expect(signedIn).toMatchObject({ userId: user!.id });
    expect(JSON.stringify(signedIn)).not.toContain(demoAccounts.client.email);
  });
});

describe('error handler', () => {
  it('answers 413 with a message when a JSON body exceeds 1 MB', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ additionalInfo: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large' });
  });

  it('answers 400 with a message for malformed JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });

  it('passes a user-facing error through with its status', async () => {
    const res = await app.inject({ url: '/api/test/teapot' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'That policy number is already taken' });
  });

  it('answers 5xx without internals and logs the error with the request id', async () => {
    const res = await app.inject({
      url: '/api/test/explode',
      headers: { 'x-request-id': 'req-test-500' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('postgres://');
    expect(res.body).not.toContain('at ');
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    const logged = logLines.find((line) => line.reqId === 'req-test-500' && line.level === 50);
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain('leaked?');
    // The error with what failed and where, then the request's own line with its status.
    expect(logged).toMatchObject({
      msg: 'request failed',
      err: { type: 'Error', message: expect.stringContaining('leaked?') },
    });
    expect((logged!.err as { stack: string }).stack).toMatch(/\n {4}at /);
    const requestLines = logLines.filter(
      (line) => line.reqId === 'req-test-500' && line.msg === 'request completed',
    );
    expect(requestLines).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api/test/explode', statusCode: 500 }),
    ]);
  });
});

describe('database errors', () => {
  it('answer a value the database refuses (a data exception) with 400, not 500', async () => {
    const res = await app.inject({ url: '/api/test/refused-value' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Invalid request' });
  });

  it('are logged with the statement and its code, never the values it carried', async () => {
    const res = await app.inject({
      url: '/api/test/broken-query',
      headers: { 'x-request-id': 'req-test-sql' },
    });
    expect(res.statusCode).toBe(500);
    await app.inject({
      url: '/api/test/refused-value',
      headers: { 'x-request-id': 'req-test-sql' },
    });
    const logged = JSON.stringify(logLines.filter((line) => line.reqId === 'req-test-sql'));
    expect(logged).toContain('no_such_table');
    expect(logged).toContain('42P01');
    expect(logged).not.toContain('Jane Q. Doe');
    expect(logged).not.toContain('jane.doe@example.com');
  });
});

describe('cross-site writes', () => {
  it.each([
    'application/json',
    'multipart/form-data; boundary=----x',
    'application/x-www-form-urlencoded',
    'text/plain',
  ])('refuses a %s POST from another site before reading it', async (contentType) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: 'a=1',
      headers: { 'content-type': contentType, origin: 'https://attacker.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
  });

  it.each([
    [{ 'sec-fetch-site': 'cross-site' }, true],
    [{ 'sec-fetch-site': 'same-site' }, true],
    [{ origin: 'null' }, true],
    [{ origin: 'https://portal.example.com.attacker.example' }, true],
    [{ origin: 'not a url' }, true],
    [{ origin: 'http://site.example' }, false],
    [{ origin: 'https://www.site.example' }, false],
    [{ 'sec-fetch-site': 'same-origin', origin: 'http://site.example' }, false],
    [{}, false],
    // The scheme counts: a page on http is not the https site, nor another port the same one.
    [{ origin: 'https://site.example' }, true],
    [{ origin: 'http://www.site.example' }, true],
    [{ origin: 'http://site.example:8080' }, true],
  ])('judges %j (cross-site: %s), as at a WebSocket upgrade', (headers, crossSite) => {
    const site = { self: 'http://site.example', publicOrigin: 'https://www.site.example' };
    expect(isCrossSiteRequest(headers, site)).toBe(crossSite);
    expect(isCrossSiteWrite('GET', headers, site)).toBe(false);
  });

  it.each([
    [{ referer: 'https://attacker.example/page' }, true],
    [{ referer: 'http://site.example/client-portal' }, false],
    [{ referer: 'https://www.site.example/' }, false],
    [{}, false],
  ])('judges the navigation %j (cross-site: %s), as at a log-out link', (headers, crossSite) => {
    const site = { self: 'http://site.example', publicOrigin: 'https://www.site.example' };
    expect(isCrossSiteNavigation(headers, site)).toBe(crossSite);
  });
});
