import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** `sid=…` of a response's Set-Cookie, ready for a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie?.value) throw new Error(`no session cookie in ${JSON.stringify(res.cookies)}`);
  return `sid=${cookie.value}`;
}

/** Logs in through the API and returns the session's Cookie header value. */
export async function logInAs(
  app: FastifyInstance,
  account: { email: string; password: string },
  remoteAddress = '203.0.113.10',
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`log-in failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

/**
 * Sessions kept between tests: `cookieOf(account)` answers the account's last session while it is
 * still live (one `GET /api/auth/user`, no password hash to verify) and logs in again once a test
 * ended it (a log-out, a password change, the account disabled). A session holds only who is
 * signed in, so a kept one starts a test as a new one would.
 */
export function keptSessions(app: () => FastifyInstance, remoteAddress = '203.0.113.10') {
  const kept = new Map<string, string>();
  return async function cookieOf(account: { email: string; password: string }): Promise<string> {
    const cookie = kept.get(account.email);
    if (cookie) {
      const res = await app().inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie },
        remoteAddress,
      });
      if (res.statusCode === 200) return cookie;
    }
    const fresh = await logInAs(app(), account, remoteAddress);
    kept.set(account.email, fresh);
    return fresh;
  };
}

/**
 * Logs in over HTTP to a server process (or a proxy in front of it) and returns the headers its
 * later requests need: the session cookie, and the site's origin for writes.
 */
export async function logInOverHttp(
  url: string,
  account: { email: string; password: string },
  origin = url,
): Promise<{ cookie: string; origin: string }> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (res.status !== 200) throw new Error(`log-in failed: ${res.status} ${await res.text()}`);
  return { cookie: res.headers.getSetCookie()[0]!.split(';')[0]!, origin };
}
