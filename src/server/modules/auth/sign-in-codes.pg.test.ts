// Sign-in code tries on PostgreSQL 15, where tries sent at once run on connections of their own:
// the row lock counts them one by one, so never more than five reach the comparison, and the
// right code among them signs in at most once.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authMessages, SIGN_IN_CODE } from '#shared/auth';
import { startPostgres, type ThrowawayPostgres } from '#tests/helpers/postgres';
import { createTestApp } from '#tests/helpers/test-app';
import { openDatabase, type Database } from '../../db/client';
import { signInCodes } from '../../db/schema';
import { createUser } from './accounts';
import { signInCodeStore } from './sign-in-codes';

let postgres: ThrowawayPostgres;
let database: Database;
const store = signInCodeStore('p'.repeat(40));

beforeAll(async () => {
  postgres = await startPostgres();
  database = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 12 });
  await database.migrate();
}, 120_000);

afterAll(async () => {
  await database?.close();
  await postgres?.stop();
});

it('counts tries sent at once one by one: five reach the comparison, the right code wins once', async () => {
  const user = await createUser(database.db, {
    email: 'concurrent-code@example.org',
    role: 'client',
    password: 'Sunflower code pass 42',
    firstName: 'Ana',
    lastName: 'Diaz',
  });
  const code = await store.issue(database.db, user.id);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  // Three wrong tries, then the right one twice, then more wrong: all at once, each in its own
  // transaction on its own connection.
  const tries = [wrong, wrong, wrong, code, code, wrong, wrong, wrong, wrong, wrong];
  const results = await Promise.all(
    tries.map((attempt) => database.db.transaction((tx) => store.check(tx, user.id, attempt))),
  );
  expect(results.filter((r) => r === 'accepted').length).toBeLessThanOrEqual(1);
  const [row] = await database.db
    .select({ attempts: signInCodes.attempts, usedAt: signInCodes.usedAt })
    .from(signInCodes)
    .where(eq(signInCodes.userId, user.id));
  expect(row!.attempts).toBeLessThanOrEqual(SIGN_IN_CODE.tries);
  // Whatever the order the database chose: a used code was accepted exactly once.
  expect(results.filter((r) => r === 'accepted').length).toBe(row!.usedAt ? 1 : 0);
});

it("answers a confirmed client's code request before the work, so its time tells nothing", async () => {
  // A known address makes a code and queues an e-mail; an unknown one does nothing. Whatever
  // that work costs, the answer must not wait for it: here the work cannot finish at all until
  // another connection lets go of the client's row, and the answer still comes.
  const email = 'timing-code@example.org';
  const user = await createUser(database.db, {
    email,
    role: 'client',
    password: 'Sunflower code pass 42',
    firstName: 'Ana',
    lastName: 'Diaz',
  });
  const codesOf = () =>
    database.db.select().from(signInCodes).where(eq(signInCodes.userId, user.id));
  const { app, close } = await createTestApp({ database });
  const holder = new pg.Client({ connectionString: postgres.url });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('select 1 from users where id = $1 for update', [user.id]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/code',
      payload: { email },
      remoteAddress: '198.51.100.61',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: authMessages.codeSent });
    expect(await codesOf()).toEqual([]);
  } finally {
    await holder.query('commit');
    await holder.end();
  }
  // Then the work is done: the client has their code.
  await app.answeredWork();
  expect(await codesOf()).toHaveLength(1);
  await close();
});
