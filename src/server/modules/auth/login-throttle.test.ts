// The log-in gates on both databases the product runs on: parallel guesses, growing delays,
// and an owner whom an attacker elsewhere cannot lock out.
import { beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets } from '#tests/helpers/database-targets';
import { setUpApp } from '#tests/helpers/set-up-app';
import { loginGates } from '../../db/schema';
import { demoAccounts } from '../../db/seed';
import { delayAfter, LOGIN_GATES, loginThrottle } from './login-throttle';

describe.each(databaseTargets)('log-in gates on $name', (target) => {
  const { t } = setUpApp({ name: 'login-gates', target });

  beforeEach(async () => {
    await t.database.db.delete(loginGates);
  });

  const login = (password: string, ip: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoAccounts.admin.email, password },
      headers: cookie ? { cookie } : {},
      remoteAddress: ip,
    });

  it(`lets at most ${LOGIN_GATES.pair.free} of 40 guesses sent at once reach the password check`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(`guess number ${i}`, '203.0.113.66')),
    );
    const statuses = answers.map((a) => a.statusCode);
    // Every checked guess is a 401; the others were refused before the check.
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_GATES.pair.free);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LOGIN_GATES.pair.free);
    // The right password from there now waits too.
    expect((await login(demoAccounts.admin.password, '203.0.113.66')).statusCode).toBe(429);
  });

  it('lets no guesser on many addresses lock the owner out of the browser they use', async () => {
    const owner = await login(demoAccounts.admin.password, '192.0.2.1');
    const device = owner.cookies.find((c) => c.name === 'ldev')!;
    const ownersBrowser = `ldev=${device.value}`;
    // 60 guesses from 20 addresses, three at a time from each.
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(`guess ${i}`, `198.51.100.${i % 20}`)),
    );
    const checked = guesses.filter((g) => g.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_GATES.account.free);
    expect(guesses.every((g) => g.statusCode === 401 || g.statusCode === 429)).toBe(true);

    // A browser new to the account waits while it is under attack...
    expect((await login(demoAccounts.admin.password, '192.0.2.1')).statusCode).toBe(429);
    // ...the owner's own browser does not.
    expect((await login(demoAccounts.admin.password, '192.0.2.1', ownersBrowser)).statusCode).toBe(
      200,
    );
  });
});

describe('delays that grow', () => {
  it('doubles the wait after each attempt past the free ones, up to an hour', () => {
    const free = LOGIN_GATES.pair.free;
    expect(delayAfter(free - 1, free)).toBe(0);
    expect(delayAfter(free, free)).toBe(60_000);
    expect(delayAfter(free + 1, free)).toBe(120_000);
    expect(delayAfter(free + 2, free)).toBe(240_000);
    expect(delayAfter(free + 20, free)).toBe(3600_000);
  });

  describe.each(databaseTargets.slice(0, 1))('on $name', (target) => {
    const { t } = setUpApp({ name: 'login-delays', target });

    it('admits one attempt per grown delay, and forgets a pair left alone for a day', async () => {
      const throttle = loginThrottle(t.database.db);
      const source = { ip: '203.0.113.5' };
      const start = Date.UTC(2026, 10, 23, 12);
      const at = (ms: number) => throttle.admit('ann@example.com', source, start + ms);
      for (let i = 0; i < LOGIN_GATES.pair.free; i++) {
        expect(await at(i)).toEqual({ admitted: true });
      }
      expect(await at(10)).toEqual({ admitted: false, retryAfterSeconds: 60 });
      expect(await at(59_000)).toMatchObject({ admitted: false });
      expect(await at(60_010)).toEqual({ admitted: true });
      // The next wait is twice as long.
      expect(await at(60_020)).toEqual({ admitted: false, retryAfterSeconds: 120 });
      expect(await at(180_030)).toEqual({ admitted: true });
      expect(await at(180_040)).toEqual({ admitted: false, retryAfterSeconds: 240 });
      // A day later the pair starts over with its free attempts.
      const nextDay = 180_040 + LOGIN_GATES.pair.forgetAfterMs;
      for (let i = 0; i < LOGIN_GATES.pair.free; i++) {
        expect(await at(nextDay + i)).toEqual({ admitted: true });
      }
    });

    it('keeps no one waiting on an address that has failed less than its free attempts', async () => {
      const throttle = loginThrottle(t.database.db);
      const office = { ip: '203.0.113.77' };
      const start = Date.UTC(2026, 10, 26, 15);
      // Two people behind one address press Log In together; the second read the clock a
      // millisecond before the first, and its attempt queued on the address's row behind it.
      expect(await throttle.admit('cy@example.com', office, start + 1)).toEqual({ admitted: true });
      expect(await throttle.admit('di@example.com', office, start)).toEqual({ admitted: true });
      await throttle.succeeded('cy@example.com', office);
      await throttle.succeeded('di@example.com', office);

      // One failure short of its free attempts, the next attempt is the last free one and sets
      // a wait; but it was the right password, so the wait goes with it.
      for (let i = 0; i < LOGIN_GATES.address.free - 1; i++) {
        await throttle.admit(`guess${i}@example.com`, office, start + 10 + i);
      }
      expect(await throttle.admit('ed@example.com', office, start + 100)).toEqual({
        admitted: true,
      });
      await throttle.succeeded('ed@example.com', office);
      expect(await throttle.admit('fay@example.com', office, start + 101)).toEqual({
        admitted: true,
      });
      await throttle.succeeded('fay@example.com', office);
      // Failures alone reaching the gate still make the address wait.
      expect(await throttle.admit('guess@example.com', office, start + 102)).toEqual({
        admitted: true,
      });
      expect(await throttle.admit('gus@example.com', office, start + 103)).toEqual({
        admitted: false,
        retryAfterSeconds: 60,
      });
    });

    it('opens every gate of an account when its owner proves the address', async () => {
      const throttle = loginThrottle(t.database.db);
      const now = Date.now();
      for (let i = 0; i < 40; i++) {
        await throttle.admit('bo@example.com', { ip: `198.51.100.${i}` }, now + i);
      }
      expect(await throttle.admit('bo@example.com', { ip: '192.0.2.9' }, now + 50)).toMatchObject({
        admitted: false,
      });
      await throttle.openAccount('bo@example.com');
      expect(await throttle.admit('bo@example.com', { ip: '192.0.2.9' }, now + 60)).toEqual({
        admitted: true,
      });
    });
  });
});
