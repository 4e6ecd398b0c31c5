// The prerendered site answers from memory before Fastify's pipeline when the server listens
// (app.ts `frontDoor`): each answer must be the one the `/*` route gives through the pipeline
// (what `inject()` sees), header for header and byte for byte, every security header included.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSecurityHeaders } from '#tests/helpers/page-expectations';
import { createTestApp } from '#tests/helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

function overHttp(method: string, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent: false });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** What only the connection or the moment decides. */
const perConnection = ['date', 'connection', 'keep-alive', 'x-request-id', 'transfer-encoding'];
const comparable = (headers: Answer['headers']) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !perConnection.includes(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

describe('the front door', () => {
  const cases: [string, string, Record<string, string>][] = [
    ['GET', '/', {}],
    ['GET', '/auto-insurance', { 'accept-encoding': 'gzip, deflate, br' }],
    ['GET', '/auto-insurance/', { 'accept-encoding': 'gzip' }],
    ['GET', '/auto-insurance?utm_source=news', {}],
    ['HEAD', '/about', { 'accept-encoding': 'br' }],
    ['GET', '/client-portal', {}],
    ['GET', '/favicon.svg', {}],
    ['GET', '/404', {}],
    ['GET', '/no-such-page', {}],
    ['GET', '/healthz', {}],
    ['GET', '/sitemap.xml', {}],
    ['GET', '/api/auth/user', {}],
  ];

  it.each(cases)('answers %s %s %j as the pipeline does', async (method, url, headers) => {
    const direct = await overHttp(method, url, headers);
    const piped = await t.app.inject({ method: method as 'GET' | 'HEAD', url, headers });
    expect(direct.status).toBe(piped.statusCode);
    expect(comparable(direct.headers)).toEqual(comparable(piped.headers));
    expect(direct.body.equals(piped.rawPayload)).toBe(true);
    expect(direct.headers['x-request-id']).toMatch(/^[\w-]{1,64}$/);
  });

  it('answers 304 to a matching ETag as the pipeline does, and keeps a caller’s request id', async () => {
    const first = await overHttp('GET', '/about', { 'accept-encoding': 'br' });
    const headers = {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
      'x-request-id': 'trace-42',
    };
    const direct = await overHttp('GET', '/about', headers);
    const piped = await t.app.inject({ url: '/about', headers });
    expect(direct.status).toBe(304);
    expect(comparable(direct.headers)).toEqual(comparable(piped.headers));
    expect(direct.body.length).toBe(0);
    expect(direct.headers['x-request-id']).toBe('trace-42');
  });

  it('gives each answer of the same file its own request id, and only one', async () => {
    const answers = await Promise.all(
      ['first', 'second', ''].map((id) =>
        overHttp('GET', '/about', id ? { 'x-request-id': id } : {}),
      ),
    );
    const ids = answers.map((a) => a.headers['x-request-id']);
    expect(ids.slice(0, 2)).toEqual(['first', 'second']);
    expect(ids[2]).toMatch(/^[\w-]+-[0-9a-z]+$/);
    expect(ids[2]).not.toMatch(/^(first|second)$/);
  });

  it('carries every security header on a page, its own script hashes in the CSP', async () => {
    const page = await overHttp('GET', '/', {});
    for (const name of pageSecurityHeaders) expect(page.headers[name], name).toBeDefined();
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  });
});
