// `npm run user:create -- --email you@agency.com --role admin [--first-name A --last-name B]`
// Creates an account with a confirmed address: the first admin of a real deployment (demo data is
// off in production). The password is asked for without echo, or read from the first line of
// standard input when that is not a terminal (`… < password.txt`); never from the command line,
// where the shell history and `ps` would keep it.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loginSchema, newPasswordSchema, userRoles } from '#shared/auth';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createUser } from '../modules/auth/accounts';
import { assertAcceptablePassword } from '../modules/auth/password-policy';

const argsSchema = z.object({
  email: loginSchema.shape.email,
  role: z.enum(userRoles),
  'first-name': z.string().trim().max(100).optional(),
  'last-name': z.string().trim().max(100).optional(),
});

function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    return new Promise((resolve) => {
      const lines = createInterface({ input });
      let first: string | undefined;
      lines.once('line', (line) => {
        first = line;
        lines.close();
      });
      lines.once('close', () => resolve(first ?? ''));
    });
  }
  return new Promise((resolve) => {
    const rl = createInterface({ input, output: process.stdout, terminal: true });
    const muted = rl as unknown as { _writeToOutput: (s: string) => void };
    muted._writeToOutput = () => {};
    process.stdout.write(prompt);
    rl.question('', (answer) => {
      process.stdout.write('\n');
      rl.close();
      resolve(answer);
    });
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'client' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  const args = argsSchema.safeParse(values);
  if (!args.success) {
    const problems = args.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`);
    throw new Error(
      `${problems.join('; ')}\nUsage: npm run user:create -- --email <e-mail> --role <client|agent|admin> [--first-name <name>] [--last-name <name>]`,
    );
  }
  const password = await readPassword(`Password for ${args.data.email}: `);
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) throw new Error(checked.error.issues[0]!.message);
  assertAcceptablePassword(password);

  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.exclusive(() => database.migrate());
    const user = await createUser(database.db, {
      email: args.data.email,
      role: args.data.role,
      password,
      firstName: args.data['first-name'] ?? null,
      lastName: args.data['last-name'] ?? null,
    });
    console.log(`Created ${user.role} ${user.email} (${user.id}). They can log in now.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
