import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/**
 * Runs `during` while every insert into `table` fails (a trigger raises, as a full disk or a lost
 * connection would mid-request), then takes the trigger away again whatever happened.
 */
export async function whileInsertsFail<T>(
  db: Db,
  table: string,
  during: () => Promise<T>,
): Promise<T> {
  const fail = sql.identifier(`fail_${table}`);
  const message = sql.raw(`'injected ${table} failure'`);
  await db.execute(sql`create function ${fail}() returns trigger language plpgsql as $$
    begin raise exception ${message}; end $$`);
  await db.execute(sql`create trigger ${fail} before insert on ${sql.identifier(table)}
    for each row execute function ${fail}()`);
  try {
    return await during();
  } finally {
    await db.execute(sql`drop trigger ${fail} on ${sql.identifier(table)}`);
    await db.execute(sql`drop function ${fail}`);
  }
}
