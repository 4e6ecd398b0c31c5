// The book import: an admin's dry run of each kind of file, then the run, all or nothing;
// re-importing updates what changed and never duplicates.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  csvProblem,
  importMessages,
  type ImportPreview,
  type ImportResult,
  type ImportRunLine,
} from '#shared/staff/import';
import {
  auditLog,
  certificateHolders,
  clientAccounts,
  clientPolicies,
  importMappings,
  policyDrivers,
  policyVehicles,
} from '#server/db/schema';
import { multipartBody } from '#tests/fixtures/documents';
import { setUpApp } from '#tests/helpers/set-up-app';

const samples = path.resolve(import.meta.dirname, '../../../../docs/samples');
const sample = (name: string) => readFileSync(path.join(samples, name));

describe('book import', () => {
  const { t, cookies } = setUpApp({
    name: 'import',
    logIn: ['admin', 'agent'],
    firstHost: 90,
  });

  const send = (
    step: 'preview' | 'run',
    kind: string,
    file: Buffer,
    extra: Record<string, unknown> = {},
    cookie = cookies.admin,
  ) => {
    const body = multipartBody([
      { name: 'kind', value: kind },
      { name: 'sourceSystem', value: String(extra.sourceSystem ?? 'Plain export') },
      ...(extra.mapping ? [{ name: 'mapping', value: JSON.stringify(extra.mapping) }] : []),
      ...(extra.decisions ? [{ name: 'decisions', value: JSON.stringify(extra.decisions) }] : []),
      { name: 'file', filename: `${kind}.csv`, contentType: 'text/csv', data: file },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/staff/import/${step}`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  };

  async function preview(kind: string, file: Buffer, extra: Record<string, unknown> = {}) {
    const res = await send('preview', kind, file, extra);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ImportPreview>();
  }

  async function run(kind: string, file: Buffer, extra: Record<string, unknown> = {}) {
    const res = await send('run', kind, file, extra);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as ImportRunLine);
    const last = lines.at(-1)!;
    return {
      lines,
      last,
      result: last.type === 'done' ? last.result : (null as ImportResult | null),
    };
  }

  const rowsOf = (p: ImportPreview, action: string) =>
    p.rows.filter((r) => r.action === action).map((r) => [r.row, r.reason]);
  const accountCount = async () =>
    (await t.database.db.select({ n: count() }).from(clientAccounts))[0]!.n;
  const policyCount = async () =>
    (await t.database.db.select({ n: count() }).from(clientPolicies))[0]!.n;
  /** The rows of a client's code, or of a policy number: one once imported. */
  const accountsCoded = (externalId: string) =>
    t.database.db.select().from(clientAccounts).where(eq(clientAccounts.externalId, externalId));
  const policiesNumbered = (policyNumber: string) =>
    t.database.db
      .select()
      .from(clientPolicies)
      .where(eq(clientPolicies.policyNumber, policyNumber));

  it('dry-runs the clients file: what it would create and which rows it refuses, why, writing nothing', async () => {
    const before = await accountCount();
    const dry = await preview('clients', sample('clients.csv'));
    expect(dry.rowCount).toBe(7);
    expect(dry.mapping).toMatchObject({
      clientCode: 'Client Code',
      firstName: 'First Name',
      businessName: 'Business Name',
      email: 'Email',
      postalCode: 'Zip',
      type: 'Type',
    });
    expect(dry.counts).toEqual({ create: 4, update: 0, unchanged: 0, reject: 3, uncertain: 0 });
    expect(rowsOf(dry, 'reject')).toEqual([
      [6, 'E-mail "maya.chen@example" is not an e-mail address'],
      [7, 'The row has no name'],
      [8, 'The E-mail cell starts with "=" like a spreadsheet formula: enter the value itself'],
    ]);
    expect(dry.rows.find((r) => r.row === 4)).toMatchObject({
      action: 'create',
      label: 'Prairie Bakery LLC (client C-1003)',
    });
    expect(await accountCount()).toBe(before);
  });

  it('imports clients, then policies, saving the mapping and auditing the counts', async () => {
    const clients = await run('clients', sample('clients.csv'));
    expect(clients.result).toMatchObject({
      rowCount: 7,
      counts: { create: 4, reject: 3 },
      message: 'Imported: 4 created, 0 updated.',
    });
    const [bakery] = await accountsCoded('C-1003');
    expect(bakery).toMatchObject({
      kind: 'business',
      businessName: 'Prairie Bakery LLC',
      firstName: 'Rosa',
      email: 'office@prairie-bakery.example.net',
      city: 'Lawrence',
      sourceSystem: 'Plain export',
    });

    const dry = await preview('policies', sample('policies.csv'));
    expect(dry.counts).toEqual({ create: 6, update: 0, unchanged: 0, reject: 4, uncertain: 0 });
    expect(rowsOf(dry, 'reject')).toEqual([
      [8, 'Effective date "13/45/2026" is not a date (use 2026-03-15 or 3/15/2026)'],
      [9, 'The expiration date is before the effective date'],
      [10, 'The same policy number is on row 2'],
      [
        11,
        "No client has the code C-9999: import the clients file first, or add the client's name to this row",
      ],
    ]);
    const policies = await run('policies', sample('policies.csv'));
    expect(policies.result?.counts).toMatchObject({ create: 6, reject: 4 });
    const [renters] = await policiesNumbered('KS-RENT-7003');
    expect(renters).toMatchObject({
      status: 'active',
      premium: '186.00',
      deductible: '250.00',
      effectiveDate: '2026-06-01',
    });
    const [holloway] = await t.database.db
      .select({ n: count() })
      .from(clientPolicies)
      .innerJoin(clientAccounts, eq(clientAccounts.id, clientPolicies.accountId))
      .where(eq(clientAccounts.externalId, 'C-1001'));
    expect(holloway!.n).toBe(3);

    const [mapping] = await t.database.db
      .select()
      .from(importMappings)
      .where(
        and(eq(importMappings.sourceSystem, 'Plain export'), eq(importMappings.kind, 'policies')),
      );
    expect(mapping!.mapping).toMatchObject({ policyNumber: 'Policy Number', premium: 'Premium' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'import.policies'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({
      fileName: 'policies.csv',
      rows: 10,
      counts: { create: 6, reject: 4 },
    });
  });

  it('re-imports next month: shows and applies what changed, keeps the rest, never duplicates', async () => {
    const before = await policyCount();
    const [old] = await policiesNumbered('KS-HOME-7002');
    const next = sample('policies.csv')
      .toString()
      .replace('"$1,980.50","1,000"', '"$2,104.00","1,000"');
    const dry = await preview('policies', Buffer.from(next));
    expect(dry.counts).toEqual({ create: 0, update: 1, unchanged: 5, reject: 4, uncertain: 0 });
    expect(dry.rows.find((r) => r.action === 'update')).toMatchObject({
      row: 3,
      changes: [{ field: 'premium', label: 'Premium', from: '1980.50', to: '2104.00' }],
    });
    await run('policies', Buffer.from(next));
    expect(await policyCount()).toBe(before);
    const [home, rent] = await Promise.all(
      ['KS-HOME-7002', 'KS-RENT-7003'].map(async (n) => (await policiesNumbered(n))[0]!),
    );
    expect(home!.premium).toBe('2104.00');
    // Unchanged or not, every policy the file held is current as of this import.
    expect(home!.currentAsOf.getTime()).toBeGreaterThan(old!.currentAsOf.getTime());
    expect(rent!.currentAsOf.getTime()).toBe(home!.currentAsOf.getTime());
    // The clients file again: nothing to do.
    expect((await preview('clients', sample('clients.csv'))).counts).toMatchObject({
      create: 0,
      update: 0,
      unchanged: 4,
    });
  });

  it('imports vehicles, drivers and certificate holders onto the records they name', async () => {
    // The demo's auto policy has its own drivers, its business its holders: counted apart.
    const demoDrivers = await t.database.db.$count(policyDrivers);
    const demoHolders = await t.database.db.$count(certificateHolders);
    const vehicles = await run('vehicles', sample('vehicles.csv'));
    expect(vehicles.result?.counts).toMatchObject({ create: 3, reject: 2 });
    const drivers = await run('drivers', sample('drivers.csv'));
    expect(drivers.result?.counts).toMatchObject({ create: 3, reject: 1 });
    const holders = await preview('holders', sample('holders.csv'));
    expect(rowsOf(holders, 'reject')).toEqual([
      [4, 'No client has the code C-7777: import the clients file first'],
    ]);
    await run('holders', sample('holders.csv'));
    const [tesla] = await t.database.db
      .select()
      .from(policyVehicles)
      .where(eq(policyVehicles.vin, '5YJ3E1EA2KF317000'));
    expect(tesla).toMatchObject({ year: 2019, make: 'Tesla', model: 'Model 3' });
    expect(await t.database.db.$count(policyDrivers)).toBe(demoDrivers + 3);
    expect(await t.database.db.$count(certificateHolders)).toBe(demoHolders + 2);
    // Again: the same records, not new ones.
    expect((await preview('vehicles', sample('vehicles.csv'))).counts).toMatchObject({
      create: 0,
      unchanged: 3,
    });
  });

  it('lists a client matched only by name and address for a person to confirm', async () => {
    const other = Buffer.from(
      'Client Number,First Name,Last Name,Address,Zip\nHS-88,Erin,Holloway,14 Quivira Road,66061-1234\nHS-89,Erin,Holloway,14 Quivira Rd.,66061\n',
    );
    const dry = await preview('clients', other, { sourceSystem: 'HawkSoft' });
    // "Road" is not "Rd": only the second row is a likely match.
    expect(dry.counts).toMatchObject({ create: 1, uncertain: 1 });
    const uncertain = dry.rows.find((r) => r.action === 'uncertain')!;
    expect(uncertain).toMatchObject({
      row: 3,
      reason: 'Looks like Erin Holloway (same name and address): confirm',
      match: { name: 'Erin Holloway', address: '14 Quivira Rd, Olathe, KS 66061' },
    });
    const before = await accountCount();
    const res = await run('clients', other, {
      sourceSystem: 'HawkSoft',
      decisions: { '3': 'same' },
    });
    expect(res.result?.counts).toMatchObject({ create: 1, update: 1, uncertain: 0 });
    expect(await accountCount()).toBe(before + 1);
    const [linked] = await t.database.db
      .select()
      .from(clientAccounts)
      .where(eq(clientAccounts.id, uncertain.match!.accountId));
    expect(linked).toMatchObject({ externalId: 'HS-89', sourceSystem: 'HawkSoft' });
  });

  it('refuses a file it cannot read, or a mapping that does not fit, with what to do', async () => {
    const before = await accountCount();
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Policy Number\n1\n', 'utf16le'),
    ]);
    const latin1 = Buffer.from('Client Code,Last Name\nC-1,M\xfcller\n', 'latin1');
    const quote = Buffer.from('Client Code,Last Name\nC-1,"Smith\nC-2,Jones\n');
    for (const [file, message] of [
      [utf16, importMessages.notText],
      [latin1, importMessages.notText],
      [quote, csvProblem(2, 'a quotation mark opens a cell and never closes it')],
      [Buffer.from('Client Code,Last Name\n'), importMessages.empty],
    ] as const) {
      const res = await send('preview', 'clients', file);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const noPremium = sample('policies.csv').toString().replace('Premium,', 'Cost,');
    const missing = await send('run', 'policies', Buffer.from(noPremium));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(importMessages.missingColumn('Premium'));
    const unknown = await send('preview', 'clients', sample('clients.csv'), {
      mapping: { lastName: 'Surname' },
    });
    expect(unknown.json().message).toBe(importMessages.unknownColumn('Surname'));

    const huge = await send('preview', 'clients', Buffer.alloc(51 * 1024 * 1024, 'a'));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(importMessages.tooLarge);
    expect(await accountCount()).toBe(before);
  });

  it('writes nothing when any write fails: one transaction per file', async () => {
    const before = await policyCount();
    const accounts = await accountCount();
    const file = Buffer.from(
      'Policy Number,Client Code,First Name,Last Name,Carrier,Line,Effective Date,Expiration Date,Premium\n' +
        Array.from(
          { length: 1200 },
          (_, i) =>
            `TX-${i},NEW-${i % 300},Pat,Lee ${i % 300},Progressive,Auto,2026-01-01,2027-01-01,100`,
        ).join('\n'),
    );
    await t.database.db
      .execute(sql`create function fail_late() returns trigger language plpgsql as $$
      begin if new."policyNumber" = 'TX-1100' then raise exception 'injected'; end if; return new; end $$`);
    await t.database.db.execute(sql`create trigger fail_late before insert on client_policies
      for each row execute function fail_late()`);
    try {
      const failed = await run('policies', file);
      expect(failed.last).toEqual({
        type: 'error',
        message: 'The import could not finish. Nothing was changed: please try again in a minute.',
      });
      // Its progress was told as it went.
      expect(failed.lines.some((l) => l.type === 'progress' && l.done < l.total)).toBe(true);
    } finally {
      await t.database.db.execute(sql`drop trigger fail_late on client_policies`);
      await t.database.db.execute(sql`drop function fail_late`);
    }
    expect(await policyCount()).toBe(before);
    expect(await accountCount()).toBe(accounts);

    const done = await run('policies', file);
    expect(done.result?.counts).toMatchObject({ create: 1200 });
    const progress = done.lines.filter((l) => l.type === 'progress');
    expect(progress.at(-1)).toEqual({ type: 'progress', done: 1500, total: 1500 });
    expect(await accountCount()).toBe(accounts + 300);
  });

  it('refuses cells that start with a TAB or a CR, or spaces before a formula, like any formula', async () => {
    const file = Buffer.from(
      [
        'Client Code,First Name,Last Name,Email',
        'F-1,"\t=HYPERLINK(""https://x.example"")",Tab,tab@example.net',
        'F-2,Carr,"\r=cmd|\' /C calc\'!A0",cr@example.net',
        'F-3,Space,"  =1+1",space@example.net',
      ].join('\n'),
    );
    const dry = await preview('clients', file);
    expect(rowsOf(dry, 'reject')).toEqual([
      [
        2,
        'The First name cell starts with a tab like a spreadsheet formula: enter the value itself',
      ],
      [
        3,
        'The Last name cell starts with a line break like a spreadsheet formula: enter the value itself',
      ],
      [4, 'The Last name cell starts with "=" like a spreadsheet formula: enter the value itself'],
    ]);
  });

  it("refuses a policy row that names another client by name alone, instead of changing that client's policy", async () => {
    const file = Buffer.from(
      [
        'Policy Number,First Name,Last Name,Carrier,Line of Business,Effective Date,Expiration Date,Premium',
        'KS-AUTO-7001,Luis,Ortega,Progressive,Auto,01/15/2026,01/15/2027,$9.99',
      ].join('\n'),
    );
    const before = await policiesNumbered('KS-AUTO-7001');
    const dry = await preview('policies', file);
    expect(rowsOf(dry, 'reject')).toEqual([
      [
        2,
        'This policy belongs to Erin Holloway, not to Luis Ortega: change it in the console if it moved',
      ],
    ]);
    await run('policies', file);
    const after = await policiesNumbered('KS-AUTO-7001');
    expect(after).toEqual(before);
  });

  it('is for admins only', async () => {
    const res = await send('preview', 'clients', sample('clients.csv'), {}, cookies.agent);
    expect(res.statusCode).toBe(404);
  });
});
