import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/helpers/test-app';
import { prepareStatement, type RawQuery, toDriverQuery } from './client';
import { countRequest } from './rate-counter';
import { rateLimits } from './schema';
import { columnList } from './sql';

describe('statements written with the sql tag', () => {
  it('name columns through the schema: qualified in expressions, bare in column lists', () => {
    const statement = toDriverQuery(
      sql`insert into ${rateLimits} (${columnList(rateLimits.key, rateLimits.count)}) values (${'k'}, 1)
        returning ${rateLimits.count}`,
    );
    expect(statement.text).toBe(
      'insert into "rate_limits" ("key", "count") values ($1, 1)\n        returning "rate_limits"."count"',
    );
    expect(statement.params).toEqual(['k']);
  });

  it('are compiled once when prepared, and each call binds its own values', () => {
    const byKey = prepareStatement<{ key: string }>(
      sql`select ${rateLimits.count} from ${rateLimits} where ${rateLimits.key} = ${sql.placeholder('key')}`,
    );
    const first = byKey({ key: 'a' });
    const second = byKey({ key: 'b' });
    expect(first.text).toBe(second.text);
    expect([first.params, second.params]).toEqual([['a'], ['b']]);
  });

  it('run through the driver, prepared or not, and text is not a statement', async () => {
    const database = await openTestDatabase();
    try {
      const windowStart = new Date().toISOString();
      const counts = [];
      for (let i = 0; i < 3; i++) {
        counts.push((await database.query<{ count: number }>(countRequest('k', windowStart)))[0]);
      }
      expect(counts).toEqual([{ count: 1 }, { count: 2 }, { count: 3 }]);
      const rows = await database.query<{ count: number }>(
        sql`select ${rateLimits.count} from ${rateLimits} where ${rateLimits.key} = ${'k'}`,
      );
      expect(rows).toEqual([{ count: 3 }]);
      const query: RawQuery = database.query;
      // @ts-expect-error: a statement names its columns through the schema, never as text.
      const asText = () => query('select "count" from rate_limits');
      expect(typeof asText).toBe('function');
    } finally {
      await database.close();
    }
  });
});
