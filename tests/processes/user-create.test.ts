import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild } from '#tests/helpers/server-process';
import { rootDir } from '#server/paths';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client';
import { users } from '#server/db/schema';
import { verifyPassword } from '#server/modules/auth/passwords';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'user-create-'));
// The built command, as `npm run user:create` runs it.
const script = path.join(rootDir, 'dist/server/user-create.js');

/** Runs the command as an operator would, the password on standard input. */
function userCreate(args: string[], password: string) {
  const child = run(process.execPath, [script, ...args], {
    cwd: rootDir,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
  });
  child.child.stdin!.end(`${password}\n`);
  return child.then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
  );
}

beforeAll(() => ensureBuild());
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run user:create', () => {
  it('creates a confirmed admin with an argon2id password, once', async () => {
    const args = ['--email', 'Owner@Agency.example', '--role', 'admin', '--first-name', 'Pat'];
    const created = await userCreate(args, 'a long admin passphrase');
    expect(created).toMatchObject({ code: 0 });
    expect(created.out).toMatch(/^Created admin owner@agency\.example/);

    const again = await userCreate(args, 'a long admin passphrase');
    expect(again.code).toBe(1);
    expect(again.out).toContain('An account with this e-mail address already exists');

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const [row] = await database.query<{
        role: string;
        password: string;
        emailVerifiedAt: Date | null;
        firstName: string;
      }>(sql`select * from ${users} where ${users.email} = 'owner@agency.example'`);
      expect(row).toMatchObject({ role: 'admin', firstName: 'Pat' });
      expect(row!.emailVerifiedAt).not.toBeNull();
      expect(row!.password).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row!.password, 'a long admin passphrase')).toBe(true);
    } finally {
      await database.close();
    }
  });

  it.each([
    [['--email', 'x@agency.example', '--role', 'admin'], 'short', 'Use at least 12 characters'],
    [['--email', 'x@agency.example', '--role', 'admin'], 'qwerty123456', 'most common'],
    [['--email', 'x@agency.example', '--role', 'boss'], 'a long admin passphrase', '--role'],
    [['--role', 'admin'], 'a long admin passphrase', '--email'],
  ])('refuses %j with password %s', async (args, password, message) => {
    const res = await userCreate(args, password);
    expect(res.code).toBe(1);
    expect(res.out).toContain(message);
  });
});
