import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('health', () => {
  it('/healthz answers while the process is alive', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 while the database answers, 503 once it does not', async () => {
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    await t.database.close();
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Database unavailable' });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
