// An unknown e-mail is answered after the same work as a wrong password: one argon2id
// verification, against a hash no account has. Counted, not timed: a busy machine stretches time.
import { expect, it, vi } from 'vitest';
import { authMessages } from '#shared/auth';
import { demoAccounts } from '../../db/seed';

const verified = vi.hoisted(() => [] as string[]);
vi.mock('./passwords', async (original) => {
  const passwords = await original<typeof import('./passwords')>();
  return {
    ...passwords,
    verifyPassword: (hashed: string, password: string) => {
      verified.push(hashed);
      return passwords.verifyPassword(hashed, password);
    },
  };
});

// The files of a worker share their modules: this one loads the app again, with the mock.
vi.resetModules();
const { setUpApp } = await import('#tests/helpers/set-up-app');
const { t } = setUpApp({ name: 'auth-unknown-email' });

const login = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'not-the-password-123' },
  });

it('verifies a password hash for an unknown e-mail as for a wrong password, and answers alike', async () => {
  verified.length = 0;
  const wrong = await login(demoAccounts.client.email);
  const unknown = await login('nobody@example.com');
  for (const res of [wrong, unknown]) {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: authMessages.invalidCredentials });
  }
  expect(verified).toHaveLength(2);
  const [accountHash, otherHash] = verified;
  expect(otherHash).toMatch(/^\$argon2id\$/);
  expect(otherHash).not.toBe(accountHash);
});
