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
