// Migration 0009 (docs/adr/0013): a database from before client accounts comes out with an
// account per client, holding that client's policies and documents; nothing is lost on the way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseTargets } from '#tests/helpers/database-targets';
import type { Database } from './client';

/** The schema version just before client accounts (0008_sign_in_codes in the journal). */
const BEFORE_ACCOUNTS = 1795697306890;

describe.each(databaseTargets)('client accounts migration on $name', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await database.db.execute(query)) as unknown as { rows: T[] } | T[];
  const all = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
    const result = await rows<T>(query);
    return Array.isArray(result) ? result : result.rows;
  };

  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
    await database.migrate({ upTo: BEFORE_ACCOUNTS });
    await database.db.execute(sql`
      insert into users (id, email, "firstName", "lastName", role, "isClient", "emailVerifiedAt") values
        ('00000000-0000-4000-8000-00000000000a', 'dana@example.org', 'Dana', 'Whitfield', 'client', true, now()),
        ('00000000-0000-4000-8000-00000000000b', 'new@example.org', null, null, 'client', true, null),
        ('00000000-0000-4000-8000-00000000000c', 'agent@example.org', 'Avery', 'Morgan', 'agent', false, now())`);
    await database.db.execute(sql`
      insert into client_policies ("userId", "policyNumber", "policyType", carrier, premium,
          "effectiveDate", "expirationDate") values
        ('00000000-0000-4000-8000-00000000000a', 'OLD-1', 'Auto', 'Progressive', '100.00', '2026-01-01', '2027-01-01'),
        ('00000000-0000-4000-8000-00000000000a', 'OLD-2', 'Homeowners', 'Travelers', '200.00', '2026-01-01', '2027-01-01'),
        ('00000000-0000-4000-8000-00000000000c', 'OLD-3', 'Renters', 'Travelers', '90.00', '2026-01-01', '2027-01-01')`);
    await database.db.execute(sql`
      insert into claims ("userId", "policyId", "claimNumber", "incidentDate", description)
        select '00000000-0000-4000-8000-00000000000a', id, 'CLM-OLD-1', '2026-02-01', 'Hail'
        from client_policies where "policyNumber" = 'OLD-1'`);
    await database.db.execute(sql`
      insert into documents ("userId", "fileName", "filePath", "fileSize", "mimeType") values
        ('00000000-0000-4000-8000-00000000000a', 'a.pdf', 'k/a.pdf', 1, 'application/pdf'),
        ('00000000-0000-4000-8000-00000000000c', 'c.pdf', 'k/c.pdf', 1, 'application/pdf'),
        (null, 'orphan.pdf', 'k/orphan.pdf', 1, 'application/pdf')`);
    await database.migrate();
  });

  afterAll(async () => {
    await cleanup?.();
  });

  it('makes each client the holder of an account named as they are, seeing every policy', async () => {
    const people = await all<{
      email: string;
      accountId: string | null;
      accountRole: string | null;
      policyScope: string | null;
      firstName: string | null;
      accountEmail: string | null;
    }>(sql`select u.email, u."accountId", u."accountRole", u."policyScope", a."firstName",
        a.email as "accountEmail"
      from users u left join client_accounts a on a.id = u."accountId" order by u.email`);
    expect(people).toEqual([
      {
        email: 'agent@example.org',
        accountId: null,
        accountRole: null,
        policyScope: null,
        firstName: null,
        accountEmail: null,
      },
      expect.objectContaining({
        email: 'dana@example.org',
        accountRole: 'holder',
        policyScope: 'all',
        firstName: 'Dana',
        accountEmail: 'dana@example.org',
      }),
      expect.objectContaining({
        email: 'new@example.org',
        accountRole: 'holder',
        policyScope: 'all',
        accountEmail: 'new@example.org',
      }),
    ]);
  });

  it("moves every policy and document to its owner's account, keeping those of no client", async () => {
    const policies = await all<{ policyNumber: string; owner: string | null; name: string | null }>(
      sql`select p."policyNumber", u.email as owner, a."firstName" as name
        from client_policies p join client_accounts a on a.id = p."accountId"
        left join users u on u."accountId" = a.id order by p."policyNumber"`,
    );
    expect(policies).toEqual([
      { policyNumber: 'OLD-1', owner: 'dana@example.org', name: 'Dana' },
      { policyNumber: 'OLD-2', owner: 'dana@example.org', name: 'Dana' },
      // The agent's policy is kept, on an account named after them that nobody signs in to.
      { policyNumber: 'OLD-3', owner: null, name: 'Avery' },
    ]);
    const docs = await all<{ fileName: string; owner: string | null; business: string | null }>(
      sql`select d."fileName", u.email as owner, a."businessName" as business
        from documents d join client_accounts a on a.id = d."accountId"
        left join users u on u."accountId" = a.id order by d."fileName"`,
    );
    expect(docs).toEqual([
      { fileName: 'a.pdf', owner: 'dana@example.org', business: null },
      { fileName: 'c.pdf', owner: null, business: null },
      { fileName: 'orphan.pdf', owner: null, business: 'Documents without a client' },
    ]);
    const claims = await all<{ claimNumber: string }>(sql`select "claimNumber" from claims`);
    expect(claims).toEqual([{ claimNumber: 'CLM-OLD-1' }]);
  });
});
