// /metrics: only with METRICS_TOKEN, only for its bearer; requests by route, rate-limit refusals,
// the outbox's backlog and the chat's sockets in Prometheus's format.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '#tests/helpers/test-app';
import { quoteRequestBody } from '#tests/helpers/quote-request';
import { emailOutbox } from '#server/db/schema';

const token = 'metrics-token-0123456789';
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ METRICS_TOKEN: token }) });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

describe('/metrics', () => {
  it('answers only the bearer of the token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer wrong-token-0123456789')).statusCode).toBe(401);
    expect((await scrape(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('counts requests by route and the refusals of the rate limits', async () => {
    await t.app.inject({ url: '/healthz' });
    for (let i = 0; i < 11; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/leads',
        remoteAddress: '203.0.113.77',
        payload: quoteRequestBody({ email: `metric-${i}@example.test` }),
      });
    }
    // A reminder dated tomorrow is not behind; a retry waiting for its next try is.
    const later = new Date(Date.now() + 86_400_000);
    const mail = {
      kind: 'appointment-reminder',
      to: 'later@example.test',
      subject: 'S',
      text: 'T',
    };
    await t.database.db.insert(emailOutbox).values([
      { ...mail, nextAttemptAt: later },
      { ...mail, nextAttemptAt: later, attempts: 2 },
    ]);
    const body = (await scrape(`Bearer ${token}`)).body;
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} 1\b/,
    );
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/leads",status="201"\} 10\b/,
    );
    expect(body).toMatch(/rate_limit_refusals_total\{route="\/api\/leads"\} 1\b/);
    // Ten leads, two e-mails each, none sent in this test, and the retry.
    expect(body).toMatch(/^outbox_backlog 21$/m);
    expect(body).toMatch(/^chat_sockets 0$/m);
  });
});

describe('/metrics without a token configured', () => {
  it('does not exist', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
