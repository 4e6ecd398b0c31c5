import { beforeEach } from 'vitest';
import { rateLimits } from '#server/db/schema';
import type { DatabaseTarget } from './database-targets';
import { activePolicy, policiesOf } from './portal-policies';
import { setUpApp } from './set-up-app';

/**
 * The demo app (./set-up-app.ts), on PGlite or the target given, for the client portal's API
 * tests: the two demo clients and the agent logged in. Each test starts with no request counted against an
 * hourly limit (the limits are kept in the database); a limit's own test fills it. `get` reads a
 * URL as the person signed in with `cookie` (anonymous without one); `policiesOf` and
 * `activePolicy` are the portal's lists of ./portal-policies.ts on this app.
 */
export function setUpPortalApp({ name, target }: { name: string; target?: DatabaseTarget }) {
  const { t, config, cookies } = setUpApp({
    name,
    target,
    logIn: ['client', 'second', 'agent'],
  });

  beforeEach(async () => {
    await t.database.db.delete(rateLimits);
  });

  return {
    t,
    config,
    cookies,
    get: (url: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }),
    policiesOf: (cookie: string) => policiesOf(t.app, cookie),
    activePolicy: (cookie: string, type: string) => activePolicy(t.app, cookie, type),
  };
}
