// Behind one proxy (TRUST_PROXY=1) the client is the address the proxy saw, the last of
// X-Forwarded-For: what a visitor writes in front of it gains them nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '#tests/helpers/test-app';
import { quoteRequestBody } from '#tests/helpers/quote-request';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ TRUST_PROXY: '1' }) });
  t.app.get('/whoami', async (request) => ({ ip: request.ip }));
  await t.app.ready();
});
afterAll(() => t.close());

const quoteRequest = (forwardedFor: string, n: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/leads',
    remoteAddress: '10.0.0.2', // the proxy
    headers: { 'x-forwarded-for': forwardedFor },
    payload: quoteRequestBody({ email: `forged-${n}@example.test` }),
  });

describe('TRUST_PROXY=1', () => {
  it('takes the address the proxy saw, not one the visitor wrote', async () => {
    const res = await t.app.inject({
      url: '/whoami',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' },
    });
    expect(res.json()).toEqual({ ip: '203.0.113.9' });
  });

  it('counts one visitor against the quote-request limit however many addresses they forge', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) {
      // What the proxy sends: the visitor's own header, then the address it saw.
      statuses.push((await quoteRequest(`198.51.100.${n + 1}, 203.0.113.10`, n)).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another visitor behind the same proxy is not held back by the first.
    expect((await quoteRequest('203.0.113.11', 99)).statusCode).toBe(201);
  });
});
