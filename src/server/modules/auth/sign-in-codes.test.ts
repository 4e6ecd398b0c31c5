// Sign-in by e-mailed code: a client asks for a code and signs in with it, without a password.
// The code is six digits, stored only as an HMAC, good for ten minutes and five tries, used once,
// retired by a newer one; nothing the answers say tells a stranger who has an account.
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authMessages, KEEP_SIGNED_IN_DAYS, SIGN_IN_CODE } from '#shared/auth';
import { setUpApp } from '#tests/helpers/set-up-app';
import { sessionCookie } from '#tests/helpers/sessions';
import { emailOutbox, loginGates, rateLimits, sessions, signInCodes } from '../../db/schema';
import { demoAccounts } from '../../db/seed';
import { ACCOUNT_MAIL_LIMIT, createUser } from './accounts';
import { addClientPerson } from '../clients/accounts';
import { signInCodeStore } from './sign-in-codes';

const { t } = setUpApp({ name: 'sign-in-codes-test' });

beforeEach(async () => {
  await t.database.db.delete(rateLimits);
  await t.database.db.delete(loginGates);
  await t.database.db.delete(sessions);
  await t.database.db.delete(emailOutbox);
});

let people = 0;
/** A confirmed client of its own for each test. */
async function newClient() {
  const email = `code-${++people}@example.org`;
  const user = await createUser(t.database.db, {
    email,
    role: 'client',
    password: 'Sunflower code pass 42',
    firstName: 'Jo',
    lastName: 'Reyes',
  });
  return { id: user.id, email };
}

/** A post, and the work its route does after answering (a sign-in code). */
async function post(url: string, payload: object, remoteAddress = '198.51.100.30') {
  const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress });
  await t.app.answeredWork();
  return res;
}
const requestCode = (email: string) => post('/api/auth/code', { email });
const signIn = (email: string, code: string, remoteAddress?: string) =>
  post('/api/auth/code/verify', { email, code }, remoteAddress);

/** The code in the newest sign-in e-mail to `to`, or null when none was sent. */
async function codeSentTo(to: string): Promise<string | null> {
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, 'sign-in-code')))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  if (!mail) return null;
  const code = /portal: (\d{6})/.exec(mail.text)![1]!;
  expect(mail.subject.startsWith(`${code} is your sign-in code`)).toBe(true);
  return code;
}

/** A six-digit code other than `code`. */
const another = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/code', () => {
  it('e-mails a confirmed client a six-digit code, and stores only its HMAC', async () => {
    const client = await newClient();
    const res = await requestCode(client.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: authMessages.codeSent });
    const code = await codeSentTo(client.email);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.database.db
      .select()
      .from(signInCodes)
      .where(eq(signInCodes.userId, client.id));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(
      SIGN_IN_CODE.ttlMinutes * 60_000,
    );
  });

  it('answers the same and sends nothing to an unknown, staff or unconfirmed address', async () => {
    const unconfirmed = await addClientPerson(t.database.db, {
      email: `unconfirmed-${++people}@example.org`,
    });
    for (const email of ['nobody@example.org', demoAccounts.agent.email, unconfirmed!.email]) {
      const res = await requestCode(email);
      expect(res.statusCode, email).toBe(202);
      expect(res.json()).toEqual({ message: authMessages.codeSent });
      expect(await codeSentTo(email), email).toBeNull();
    }
  });

  it("sends no more than the hourly mail limit, except to the owner's usual browser", async () => {
    const client = await newClient();
    // The owner signed in from this browser before: it carries the device cookie.
    const login = await post('/api/auth/login', {
      email: client.email,
      password: 'Sunflower code pass 42',
    });
    const device = login.cookies.find((c) => c.name === 'ldev')!;
    await t.database.db.delete(emailOutbox);
    // A stranger asks for codes until the address's mail limit is spent.
    for (let i = 0; i <= ACCOUNT_MAIL_LIMIT.max; i++) {
      expect((await requestCode(client.email)).statusCode).toBe(202);
    }
    const sent = async () =>
      (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, client.email)))
        .length;
    expect(await sent()).toBe(ACCOUNT_MAIL_LIMIT.max);
    expect((await requestCode(client.email)).statusCode).toBe(202);
    expect(await sent()).toBe(ACCOUNT_MAIL_LIMIT.max);
    // The owner's browser still gets one.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/code',
      payload: { email: client.email },
      headers: { cookie: `ldev=${device.value}` },
      remoteAddress: '198.51.100.31',
    });
    expect(own.statusCode).toBe(202);
    await t.app.answeredWork();
    expect(await sent()).toBe(ACCOUNT_MAIL_LIMIT.max + 1);
  });

  it('refuses an address that is not one with the form message', async () => {
    const res = await requestCode('not an address');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(authMessages.email);
  });
});

describe('POST /api/auth/code/verify', () => {
  it('signs the client in with the code, once', async () => {
    const client = await newClient();
    await requestCode(client.email);
    const code = (await codeSentTo(client.email))!;
    const res = await signIn(client.email, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: client.id, email: client.email, role: 'client' });
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.json()).toMatchObject({ id: client.id });

    const again = await signIn(client.email, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: authMessages.codeRefused });
  });

  it('keeps the client signed in for 30 days when asked', async () => {
    const client = await newClient();
    await requestCode(client.email);
    const code = (await codeSentTo(client.email))!;
    const res = await post('/api/auth/code/verify', { email: client.email, code, remember: true });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(new Date(cookie.expires!).getTime() - Date.now()).toBeGreaterThan(
      (KEEP_SIGNED_IN_DAYS * 24 - 1) * 3600_000,
    );
  });

  it('counts five tries per code, the refused ones too, and then refuses the right code', async () => {
    const client = await newClient();
    await requestCode(client.email);
    const code = (await codeSentTo(client.email))!;
    // From addresses of their own: the log-in throttle's gate for one address and one account
    // would answer 429 before the code's own count is reached.
    const from = (i: number) => `198.51.100.${60 + i}`;
    for (let i = 0; i < SIGN_IN_CODE.tries; i++) {
      const wrong = await signIn(client.email, another(code), from(i));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: authMessages.codeRefused });
    }
    expect((await signIn(client.email, code, from(5))).statusCode).toBe(401);
    // A new code starts again.
    await requestCode(client.email);
    const next = (await codeSentTo(client.email))!;
    expect((await signIn(client.email, next, from(6))).statusCode).toBe(200);
  });

  it('counts tries sent at once one by one: never more than five reach the comparison', async () => {
    const client = await newClient();
    await requestCode(client.email);
    const code = (await codeSentTo(client.email))!;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn(client.email, another(code), `198.51.100.${100 + i}`),
      ),
    );
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 429)).toBe(true);
    const [row] = await t.database.db
      .select({ attempts: signInCodes.attempts })
      .from(signInCodes)
      .where(eq(signInCodes.userId, client.id));
    expect(row!.attempts).toBe(SIGN_IN_CODE.tries);
  });

  it('takes only the newest code', async () => {
    const client = await newClient();
    await requestCode(client.email);
    const first = (await codeSentTo(client.email))!;
    await requestCode(client.email);
    const second = (await codeSentTo(client.email))!;
    if (first !== second) expect((await signIn(client.email, first)).statusCode).toBe(401);
    expect((await signIn(client.email, second)).statusCode).toBe(200);
  });

  it('gives an unknown address the same answer as a wrong code', async () => {
    const res = await signIn('nobody-here@example.org', '123456');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: authMessages.codeRefused });
  });

  it('refuses what is not six digits with the form message', async () => {
    const client = await newClient();
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await signIn(client.email, code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message).toBe(authMessages.code);
    }
  });
});

describe('signInCodeStore', () => {
  const store = signInCodeStore('s'.repeat(40));

  it('refuses a code after its ten minutes', async () => {
    const client = await newClient();
    const start = Date.now();
    const code = await store.issue(t.database.db, client.id, start);
    const later = start + SIGN_IN_CODE.ttlMinutes * 60_000 + 1;
    expect(await store.check(t.database.db, client.id, code, later)).toBe('refused');
    expect(await store.check(t.database.db, client.id, code, start + 1000)).toBe('accepted');
  });

  it('keys the hash with the secret: another secret does not accept the code', async () => {
    const client = await newClient();
    const code = await store.issue(t.database.db, client.id);
    const other = signInCodeStore('o'.repeat(40));
    expect(await other.check(t.database.db, client.id, code)).toBe('refused');
  });

  it('forgets codes a day after they expired', async () => {
    const client = await newClient();
    const longAgo = Date.now() - 2 * 24 * 3600_000;
    await store.issue(t.database.db, client.id, longAgo);
    expect(await store.purgeOld(t.database.db)).toBeGreaterThanOrEqual(1);
    const [left] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(signInCodes)
      .where(eq(signInCodes.userId, client.id));
    expect(left!.n).toBe(0);
  });
});
