// Migration 0018 (docs/adr/0018): leads worked before it get the day they were first quoted and
// the day they were won or lost, from the audit log of their status changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseTargets } from '#tests/helpers/database-targets';
import type { Database } from './client';

/** The schema version just before the leads' outcomes (0017_appointments in the journal). */
const BEFORE_OUTCOMES = 1795733633618;

describe.each(databaseTargets)('lead outcomes migration on $name', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  const all = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
    const result = (await database.db.execute(query)) as unknown as { rows: T[] } | T[];
    return Array.isArray(result) ? result : result.rows;
  };

  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
    await database.migrate({ upTo: BEFORE_OUTCOMES });
    await database.db.execute(sql`
      insert into leads (id, type, "firstName", "lastName", email, phone, "coverageTypes", status) values
        (1, 'personal', 'Won', 'Lead', 'won@example.org', '3165550100', '["auto"]', 'won'),
        (2, 'personal', 'Open', 'Lead', 'open@example.org', '3165550100', '["auto"]', 'contacted'),
        (3, 'personal', 'Never', 'Worked', 'never@example.org', '3165550100', '["auto"]', 'new')`);
    await database.db.execute(sql`
      insert into audit_log (action, "entityType", "entityId", after, "createdAt") values
        ('lead.status', 'lead', '1', '{"status":"contacted"}', '2026-11-02T15:00:00Z'),
        ('lead.status', 'lead', '1', '{"status":"quoted"}', '2026-11-03T15:00:00Z'),
        ('lead.status', 'lead', '1', '{"status":"won"}', '2026-11-04T15:00:00Z'),
        ('lead.status', 'lead', '1', '{"status":"quoted"}', '2026-11-05T15:00:00Z'),
        ('lead.status', 'lead', '1', '{"status":"won"}', '2026-11-06T15:00:00Z'),
        ('lead.status', 'lead', '2', '{"status":"won"}', '2026-11-04T15:00:00Z'),
        ('lead.status', 'lead', '2', '{"status":"contacted"}', '2026-11-05T15:00:00Z'),
        ('lead.assign', 'lead', '3', '{"status":"quoted"}', '2026-11-05T15:00:00Z')`);
    await database.migrate();
  });

  afterAll(async () => cleanup?.());

  it('takes the first quote and the last win or loss from the audit log, nothing else', async () => {
    const rows = await all<{
      id: number;
      quotedAt: Date | string | null;
      closedAt: Date | string | null;
    }>(sql`select id, "quotedAt", "closedAt" from leads order by id`);
    const iso = (value: Date | string | null) =>
      value === null ? null : new Date(value).toISOString();
    expect(rows.map((r) => [r.id, iso(r.quotedAt), iso(r.closedAt)])).toEqual([
      [1, '2026-11-03T15:00:00.000Z', '2026-11-06T15:00:00.000Z'],
      // Won once, then opened again: not closed.
      [2, null, null],
      [3, null, null],
    ]);
  });
});
