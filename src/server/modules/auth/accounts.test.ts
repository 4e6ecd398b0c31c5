import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { acceptInvitation, type Invitee } from '#tests/helpers/invitations';
import { logInAs, sessionCookie } from '#tests/helpers/sessions';
import { setUpApp } from '#tests/helpers/set-up-app';
import { authMessages } from '#shared/auth';
import { accountTokens, auditLog, emailOutbox, rateLimits, sessions, users } from '../../db/schema';
import { demoAccounts } from '../../db/seed';
import { ACCOUNT_MAIL_LIMIT } from './accounts';
import { isCommonPassword } from './password-policy';

const { t } = setUpApp({ name: 'accounts-test' });

beforeEach(async () => {
  await t.database.db.delete(rateLimits);
  await t.database.db.delete(sessions);
  await t.database.db.delete(emailOutbox);
});

let counter = 0;
/** A fresh address per test, so tests do not see each other's accounts. */
const newEmail = (label: string) => `${label}-${++counter}@example.org`;
const strong = 'Prairie wind over Topeka 7';
/** Where this file's requests come from. */
const address = '198.51.100.7';

/** A post, and the work its route does after answering (a reset link, a sign-in code). */
async function post(url: string, payload: unknown, cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
    remoteAddress: address,
  });
  await t.app.answeredWork();
  return res;
}
const accept = (token: string, invitee: Invitee) =>
  acceptInvitation(t.app, token, invitee, address);
const whoAmI = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

/** The mails queued to an address, oldest first. */
const mailsTo = (to: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.id);

/** The token of the newest e-mailed link of a kind to an address. */
async function tokenFrom(to: string, kind: string): Promise<string> {
  const mail = (await mailsTo(to)).filter((m) => m.kind === kind).at(-1);
  const token = mail && /#token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no ${kind} link to ${to}`);
  return token;
}

const register = (email: string, password = strong, firstName = 'Riley') =>
  post('/api/auth/register', { firstName, lastName: 'Hart', email, password });
/** Follows a confirmation link, typing the password chosen at registration. */
const confirm = (token: string, password = strong) =>
  post('/api/auth/verify-email', { token, password });

describe('registration with a confirmed address', () => {
  it('registers, refuses log-in until confirmed, confirms once and signs in', async () => {
    const email = newEmail('new');
    const res = await register(email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: authMessages.registered });

    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ kind: 'verify-email', status: 'pending' });
    expect(mail!.text).toMatch(/http:\/\/localhost:\d+\/verify-email#token=[\w-]{43}/);
    expect(mail!.text).toContain('24 hours');
    const [stored] = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.email, email));
    const token = await tokenFrom(email, 'verify-email');
    // Only the hash is kept.
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toContain(token);

    const early = await post('/api/auth/login', { email, password: strong });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ message: authMessages.emailNotVerified });

    const verified = await confirm(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ email, firstName: 'Riley', role: 'client' });
    expect((await whoAmI(sessionCookie(verified))).json()).toMatchObject({ email });

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: authMessages.invalidLink });
    expect((await post('/api/auth/login', { email, password: strong })).statusCode).toBe(200);
  });

  it('answers a registered address the same, and mails its owner instead of changing anything', async () => {
    const { email, password } = demoAccounts.client;
    const res = await register(email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: authMessages.registered });
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['account-exists']);
    await logInAs(t.app, { email, password });
  });

  it("gives the owner's link the owner's password when a stranger registers the address too", async () => {
    const email = newEmail('takeover');
    const [ownersPassword, strangersPassword] = ['owner chose this one', 'stranger chose this one'];
    await register(email, ownersPassword, 'Owner');
    const ownersLink = await tokenFrom(email, 'verify-email');
    await register(email, strangersPassword, 'Stranger');
    const strangersLink = await tokenFrom(email, 'verify-email');
    expect(strangersLink).not.toBe(ownersLink);

    // The link alone is not enough: a wrong password leaves the link and the account as they are.
    const guessed = await confirm(ownersLink, strangersPassword.replace('stranger', 'someone'));
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json()).toMatchObject({
      message: authMessages.registrationPasswordWrong,
      errors: [{ path: 'password' }],
    });

    const confirmed = await confirm(ownersLink, ownersPassword);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email, firstName: 'Owner' });
    const login = (password: string) => post('/api/auth/login', { email, password });
    expect((await login(ownersPassword)).statusCode).toBe(200);
    expect((await login(strangersPassword)).statusCode).toBe(401);
    // Every other link of the address died with the confirmation.
    expect((await confirm(strangersLink, strangersPassword)).json()).toEqual({
      message: authMessages.invalidLink,
    });
  });

  it("confirms with the reader's own registration whichever of the address's links they follow", async () => {
    const email = newEmail('either-link');
    await register(email, 'stranger chose this one', 'Stranger');
    const strangersLink = await tokenFrom(email, 'verify-email');
    await register(email, 'owner chose this one', 'Owner');
    const confirmed = await confirm(strangersLink, 'owner chose this one');
    expect(confirmed.json()).toMatchObject({ firstName: 'Owner' });
    expect(
      (await post('/api/auth/login', { email, password: 'stranger chose this one' })).statusCode,
    ).toBe(401);
  });

  it('changes nothing when a registration comes over the hourly mail limit', async () => {
    const email = newEmail('over-limit');
    await register(email, 'owner chose this one');
    const ownersLink = await tokenFrom(email, 'verify-email');
    for (let i = 0; i < ACCOUNT_MAIL_LIMIT.max; i++) await register(email, `stranger try ${i} ok`);
    const tokensBefore = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.email, email));
    expect(tokensBefore).toHaveLength(ACCOUNT_MAIL_LIMIT.max);
    expect((await confirm(ownersLink, 'owner chose this one')).statusCode).toBe(200);
    expect(
      (await post('/api/auth/login', { email, password: 'owner chose this one' })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired confirmation link', async () => {
    const email = newEmail('late');
    await register(email);
    const token = await tokenFrom(email, 'verify-email');
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.email, email));
    expect((await confirm(token)).json()).toEqual({
      message: authMessages.invalidLink,
    });
  });

  it('uses a link once even when two requests race with it', async () => {
    const email = newEmail('race');
    await register(email);
    const token = await tokenFrom(email, 'verify-email');
    const answers = await Promise.all([confirm(token), confirm(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it.each([
    [{ password: 'short pass' }, 'password', authMessages.passwordTooShort],
    [{ password: 'qwerty123456' }, 'password', authMessages.passwordTooCommon],
    [{ password: 'QWERTY123456' }, 'password', authMessages.passwordTooCommon],
    [{ firstName: ' ' }, 'firstName', authMessages.firstName],
    [{ email: 'not-an-address' }, 'email', authMessages.email],
  ])('refuses %j with the field message', async (change, field, message) => {
    const email = newEmail('bad');
    const res = await post('/api/auth/register', {
      firstName: 'Riley',
      lastName: 'Hart',
      email,
      password: strong,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: [{ path: field, message }] });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('ships the list of the 10,000 most common passwords', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('1qaz2wsx3edc')).toBe(true);
    expect(isCommonPassword(strong)).toBe(false);
  });
});

describe('password reset', () => {
  async function registeredUser() {
    const email = newEmail('reset');
    await register(email);
    await confirm(await tokenFrom(email, 'verify-email'));
    return email;
  }

  it('answers 202 whatever the address, and mails only an account', async () => {
    const unknown = newEmail('nobody');
    const known = await registeredUser();
    const answers = [
      await post('/api/auth/password-reset', { email: unknown }),
      await post('/api/auth/password-reset', { email: known }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: authMessages.resetRequested });
    }
    expect(await mailsTo(unknown)).toEqual([]);
    const mail = (await mailsTo(known)).at(-1)!;
    expect(mail.kind).toBe('password-reset');
    expect(mail.text).toMatch(/\/reset-password#token=[\w-]{43}/);
    expect(mail.text).toContain('within 1 hour');
  });

  it('sets the password once, ends every session and signs in afresh', async () => {
    const email = await registeredUser();
    const oldSession = await logInAs(t.app, { email, password: strong });
    await post('/api/auth/password-reset', { email });
    const token = await tokenFrom(email, 'password-reset');

    const common = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'qazwsxedcrfv',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(authMessages.passwordTooCommon);

    const res = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'a brand new passphrase',
    });
    expect(res.statusCode).toBe(200);
    expect((await whoAmI(sessionCookie(res))).statusCode).toBe(200);
    expect((await whoAmI(oldSession)).statusCode).toBe(401);
    expect((await mailsTo(email)).at(-1)!.kind).toBe('password-changed');

    const reuse = await post('/api/auth/password-reset/confirm', { token, password: strong });
    expect(reuse.json()).toEqual({ message: authMessages.invalidLink });
    expect((await post('/api/auth/login', { email, password: strong })).statusCode).toBe(401);
    await logInAs(t.app, { email, password: 'a brand new passphrase' });
  });

  it('refuses a link older than an hour', async () => {
    const email = await registeredUser();
    await post('/api/auth/password-reset', { email });
    const token = await tokenFrom(email, 'password-reset');
    const [row] = await t.database.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.email, email), eq(accountTokens.purpose, 'password-reset')));
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 3600 * 1000)).toBeLessThan(1000);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.id, row!.id));
    const res = await post('/api/auth/password-reset/confirm', { token, password: strong });
    expect(res.statusCode).toBe(400);
  });

  it(`mails an address at most ${ACCOUNT_MAIL_LIMIT.max} times an hour`, async () => {
    const email = await registeredUser();
    await t.database.db.delete(rateLimits);
    for (let i = 0; i < ACCOUNT_MAIL_LIMIT.max + 2; i++) {
      expect((await post('/api/auth/password-reset', { email })).statusCode).toBe(202);
    }
    const resets = (await mailsTo(email)).filter((m) => m.kind === 'password-reset');
    expect(resets).toHaveLength(ACCOUNT_MAIL_LIMIT.max);
  });
});

describe('requests from one address', () => {
  it('are limited to 20 an hour on the account routes', async () => {
    for (let i = 0; i < 20; i++) {
      expect(
        (await post('/api/auth/password-reset', { email: newEmail('limit') })).statusCode,
      ).toBe(202);
    }
    const refused = await post('/api/auth/password-reset', { email: newEmail('limit') });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many requests from your network. Please try again in an hour.',
    });
  });
});

describe('changing the password', () => {
  it('needs the current password and ends the other sessions only', async () => {
    const email = newEmail('change');
    await register(email);
    await confirm(await tokenFrom(email, 'verify-email'));
    const here = await logInAs(t.app, { email, password: strong });
    const elsewhere = await logInAs(t.app, { email, password: strong });
    const change = (currentPassword: string, newPassword: string, cookie = here) =>
      post('/api/auth/password', { currentPassword, newPassword }, cookie);

    expect((await change(strong, 'another long passphrase', '')).statusCode).toBe(401);
    const wrong = await change('not it at all', 'another long passphrase');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: authMessages.currentPasswordWrong,
      errors: [{ path: 'currentPassword' }],
    });
    const common = await change(strong, '123456qwerty');
    expect(common.json()).toMatchObject({ errors: [{ path: 'newPassword' }] });

    const res = await change(strong, 'another long passphrase');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.passwordChanged });
    expect((await whoAmI(here)).statusCode).toBe(200);
    expect((await whoAmI(elsewhere)).statusCode).toBe(401);
    expect((await mailsTo(email)).at(-1)!.kind).toBe('password-changed');
    await logInAs(t.app, { email, password: 'another long passphrase' });
  });
  it('kills a reset link mailed before the password was changed', async () => {
    const email = newEmail('change-kills-reset');
    await register(email);
    await confirm(await tokenFrom(email, 'verify-email'));
    await post('/api/auth/password-reset', { email });
    const resetLink = await tokenFrom(email, 'password-reset');
    const session = await logInAs(t.app, { email, password: strong });
    const changed = await post(
      '/api/auth/password',
      { currentPassword: strong, newPassword: 'changed while signed in' },
      session,
    );
    expect(changed.statusCode).toBe(200);
    const reset = await post('/api/auth/password-reset/confirm', {
      token: resetLink,
      password: 'the reset would set this',
    });
    expect(reset.json()).toEqual({ message: authMessages.invalidLink });
    await logInAs(t.app, { email, password: 'changed while signed in' });
  });
});

describe('staff invitations', () => {
  const invite = (body: object, cookie?: string) => post('/api/staff/clients/invite', body, cookie);

  it('is for staff only', async () => {
    const email = newEmail('invitee');
    expect((await invite({ email })).statusCode).toBe(401);
    const client = await logInAs(t.app, demoAccounts.client);
    expect((await invite({ email }, client)).statusCode).toBe(404);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('mails a link where the client chooses name and password, once', async () => {
    const agent = await logInAs(t.app, demoAccounts.agent);
    const email = newEmail('invitee');
    const res = await invite({ email, firstName: 'Sam', lastName: 'Ortiz' }, agent);
    expect(res.statusCode).toBe(201);
    const { expiresAt } = res.json<{ email: string; expiresAt: string }>();
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const token = await tokenFrom(email, 'invitation');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client.invite'), eq(auditLog.entityId, email)));
    expect(audit).toMatchObject({ entityType: 'invitation', after: { email, firstName: 'Sam' } });

    const lookup = await post('/api/auth/invitation', { token });
    expect(lookup.json()).toEqual({ email, firstName: 'Sam', lastName: 'Ortiz', role: 'client' });

    const accepted = await accept(token, {
      firstName: 'Samuel',
      lastName: 'Ortiz',
      password: strong,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ email, firstName: 'Samuel', role: 'client' });
    expect((await whoAmI(sessionCookie(accepted))).statusCode).toBe(200);

    for (const url of ['/api/auth/invitation', '/api/auth/accept-invite']) {
      const reuse = await post(url, { token, firstName: 'X', lastName: 'Y', password: strong });
      expect(reuse.json()).toEqual({ message: authMessages.invalidLink });
    }
    // The address is confirmed: the client logs in at once.
    await logInAs(t.app, { email, password: strong });
    expect((await invite({ email }, agent)).statusCode).toBe(409);
  });

  it('signs a client in by the link alone when they leave the password blank', async () => {
    const agent = await logInAs(t.app, demoAccounts.agent);
    const email = newEmail('no-password');
    await invite({ email, firstName: 'Ada' }, agent);
    const [mail] = await mailsTo(email);
    expect(mail!.text).toContain('no password to remember');
    const token = await tokenFrom(email, 'invitation');
    const accepted = await accept(token, { firstName: 'Ada', lastName: 'Nwosu', password: '' });
    expect(accepted.statusCode).toBe(200);
    expect((await whoAmI(sessionCookie(accepted))).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.password).toBeNull();
    expect(row!.emailVerifiedAt).not.toBeNull();
    // No password opens it; an e-mailed code does.
    const guess = await post('/api/auth/login', { email, password: 'any password at all' });
    expect(guess.statusCode).toBe(401);
    expect((await post('/api/auth/code', { email })).statusCode).toBe(202);
    expect((await mailsTo(email)).map((m) => m.kind)).toContain('sign-in-code');
  });

  it('still refuses a short password a client did type', async () => {
    const agent = await logInAs(t.app, demoAccounts.agent);
    const email = newEmail('short-password');
    await invite({ email }, agent);
    const token = await tokenFrom(email, 'invitation');
    const res = await accept(token, { firstName: 'Bo', lastName: 'Lind', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(authMessages.passwordTooShort);
  });

  it('refuses an address that already has an account, and an expired invitation', async () => {
    const agent = await logInAs(t.app, demoAccounts.agent);
    const taken = await invite({ email: demoAccounts.second.email }, agent);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: authMessages.accountExists });

    const email = newEmail('expired');
    await invite({ email }, agent);
    const token = await tokenFrom(email, 'invitation');
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.email, email));
    expect((await post('/api/auth/invitation', { token })).statusCode).toBe(400);
  });
});

describe('staff invitations by an admin', () => {
  const inviteStaff = (body: object, cookie: string) =>
    post('/api/staff/team/invite', body, cookie);

  it('keeps a client invitation free of any role', async () => {
    const agent = await logInAs(t.app, demoAccounts.agent);
    const email = newEmail('plain-client');
    await post('/api/staff/clients/invite', { email, firstName: 'Lee' }, agent);
    const [row] = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.email, email));
    expect(row!.data).toEqual({ firstName: 'Lee' });
  });

  it('asks staff for a password, and keeps the link for the answer', async () => {
    const admin = await logInAs(t.app, demoAccounts.admin);
    const email = newEmail('staff-no-password');
    expect((await inviteStaff({ email, role: 'agent' }, admin)).statusCode).toBe(201);
    const token = await tokenFrom(email, 'staff-invitation');
    const blank = await accept(token, { firstName: 'Quinn', lastName: 'Agent', password: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      message: authMessages.staffPasswordRequired,
      errors: [{ path: 'password', message: authMessages.staffPasswordRequired }],
    });
    const accepted = await accept(token, {
      firstName: 'Quinn',
      lastName: 'Agent',
      password: strong,
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('makes the invited role, taking over an unconfirmed registration of the address', async () => {
    const admin = await logInAs(t.app, demoAccounts.admin);
    const email = newEmail('staff-takeover');
    await register(email);
    const [registered] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(registered).toMatchObject({ role: 'client', isClient: true, emailVerifiedAt: null });

    expect((await inviteStaff({ email, role: 'agent' }, admin)).statusCode).toBe(201);
    const token = await tokenFrom(email, 'staff-invitation');
    const accepted = await accept(token, {
      firstName: 'Quinn',
      lastName: 'Agent',
      password: strong,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ email, role: 'agent', isClient: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ id: registered!.id, role: 'agent', isClient: false });
    expect(row!.emailVerifiedAt).not.toBeNull();
    // The registration's confirmation link is retired with the invitation.
    const verify = await tokenFrom(email, 'verify-email');
    expect((await post('/api/auth/verify-email', { token: verify })).statusCode).toBe(400);
  });
});

describe('e-mailed links', () => {
  it('point at PUBLIC_URL, never at the Host header a stranger sends', async () => {
    const email = newEmail('host');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'A', lastName: 'B', email, password: strong },
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
    });
    const [mail] = await mailsTo(email);
    expect(mail!.text).not.toContain('attacker.example');
    expect(mail!.html).not.toContain('attacker.example');
  });

  it('are refused when posted from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: demoAccounts.client.email },
      headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    await t.app.answeredWork();
    expect(await mailsTo(demoAccounts.client.email)).toEqual([]);
  });
});

describe('a disabled account', () => {
  it('loses its sessions, cannot log in or reset its password', async () => {
    const email = newEmail('disabled');
    await register(email);
    await confirm(await tokenFrom(email, 'verify-email'));
    const session = await logInAs(t.app, { email, password: strong });
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, email));

    expect((await whoAmI(session)).statusCode).toBe(401);
    const login = await post('/api/auth/login', { email, password: strong });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: authMessages.accountDisabled });
    const wrong = await post('/api/auth/login', { email, password: 'not the password at all' });
    expect(wrong.statusCode).toBe(401);
    await post('/api/auth/password-reset', { email });
    expect((await mailsTo(email)).some((m) => m.kind === 'password-reset')).toBe(false);
  });
});
