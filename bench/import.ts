// `npm run bench:import`: how fast the book import takes a 20,000-row policy file (the agency's
// day one: every client and policy new), and the same file again (next month's export, nothing
// changed), on the embedded database and on PostgreSQL 15; against a bare COPY of the same
// policy rows into a table of the same shape and indexes, in the same run. Figures in
// bench/README.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase, type Database } from '#server/db/client';
import { clientAccounts, users } from '#server/db/schema';
import { bookImportService } from '#server/modules/import/service';
import { startPostgres } from '#tests/helpers/postgres';

const POLICIES = Number(process.env.BENCH_IMPORT_ROWS ?? 20_000);
const CLIENTS = Math.ceil(POLICIES / 2.5);
const GOALS = { postgres: 60, pglite: 120 } as const;

const carriers = ['Progressive', 'Travelers', 'Nationwide', 'Safeco Insurance', 'Chubb'];
const lines = ['Auto', 'Homeowners', 'Renters', 'Umbrella', 'Business Owners Policy'];
const firstNames = ['Erin', 'Luis', 'Maya', 'Wendell', 'Rosa', 'Sam', 'Dana', 'Marcus'];
const lastNames = ['Holloway', 'Ortega', 'Chen', 'Price', 'Delgado', 'Becker', 'Lee', 'Nguyen'];

/** A management system's policy export: every client named on each of their policies. */
function policyFile(): Buffer {
  const rows: string[][] = [
    [
      'Policy Number',
      'Client Code',
      'First Name',
      'Last Name',
      'Email',
      'Address',
      'City',
      'State',
      'Zip',
      'Carrier',
      'Line of Business',
      'Effective Date',
      'Expiration Date',
      'Premium',
      'Deductible',
      'Status',
    ],
  ];
  for (let i = 0; i < POLICIES; i++) {
    const c = i % CLIENTS;
    const month = String((i % 12) + 1).padStart(2, '0');
    rows.push([
      `BENCH-${String(i).padStart(6, '0')}`,
      `C-${c}`,
      firstNames[c % firstNames.length]!,
      `${lastNames[c % lastNames.length]!} ${c}`,
      `client${c}@bench.example`,
      `${(c % 900) + 100} Quivira Rd`,
      'Olathe',
      'KS',
      '66061',
      carriers[i % carriers.length]!,
      lines[i % lines.length]!,
      `2026-${month}-01`,
      `2027-${month}-01`,
      `$${(300 + (i % 2000)).toLocaleString('en-US')}.00`,
      String(250 * ((i % 4) + 1)),
      'Active',
    ]);
  }
  return Buffer.from(stringify(rows));
}

/** The same policies as COPY takes them: the stored columns, one account for all. */
function copyRows(accountId: string): string {
  const rows: string[][] = [];
  for (let i = 0; i < POLICIES; i++) {
    const month = String((i % 12) + 1).padStart(2, '0');
    rows.push([
      accountId,
      `BENCH-${String(i).padStart(6, '0')}`,
      lines[i % lines.length]!,
      carriers[i % carriers.length]!,
      `${300 + (i % 2000)}.00`,
      `${250 * ((i % 4) + 1)}.00`,
      `2026-${month}-01`,
      `2027-${month}-01`,
      'active',
    ]);
  }
  return stringify(rows);
}

const copyColumns = `("accountId", "policyNumber", "policyType", "carrier", "premium", "deductible",
  "effectiveDate", "expirationDate", "status")`;

interface Figures {
  name: string;
  first: number;
  again: number;
  copy: number;
}

async function importTwice(database: Database, file: Buffer) {
  await database.migrate();
  const [admin] = await database.db
    .insert(users)
    .values({ email: 'bench.admin@example.com', role: 'admin', emailVerifiedAt: new Date() })
    .returning();
  const service = bookImportService(database.db);
  const request = { kind: 'policies' as const, sourceSystem: 'Bench', fileName: 'policies.csv' };
  const timed = async () => {
    const started = performance.now();
    const result = await service.run(file, request, admin!.id, () => {});
    return { seconds: (performance.now() - started) / 1000, result };
  };
  const first = await timed();
  if (first.result.counts.create !== POLICIES) {
    throw new Error(`expected ${POLICIES} created, got ${JSON.stringify(first.result.counts)}`);
  }
  const again = await timed();
  if (again.result.counts.unchanged !== POLICIES) {
    throw new Error(`expected ${POLICIES} unchanged, got ${JSON.stringify(again.result.counts)}`);
  }
  const [account] = await database.db
    .select({ id: clientAccounts.id })
    .from(clientAccounts)
    .limit(1);
  return { first: first.seconds, again: again.seconds, accountId: account!.id };
}

async function onPglite(file: Buffer): Promise<Figures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-import-'));
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    const { first, again, accountId } = await importTwice(database, file);
    await database.close();
    // The baseline, on the same folder: COPY into a table shaped as client_policies.
    const raw = await PGlite.create(dir);
    await raw.exec('create table bench_copy (like client_policies including all)');
    const started = performance.now();
    await raw.query(`copy bench_copy ${copyColumns} from '/dev/blob' with (format csv)`, [], {
      blob: new Blob([copyRows(accountId)]),
    });
    const copy = (performance.now() - started) / 1000;
    await raw.close();
    return { name: 'PGlite (embedded, on disk)', first, again, copy };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(file: Buffer): Promise<Figures> {
  const server = await startPostgres();
  try {
    const database = await openDatabase({ kind: 'postgres', url: server.url });
    const { first, again, accountId } = await importTwice(database, file);
    await database.close();
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    await client.query('create table bench_copy (like client_policies including all)');
    const started = performance.now();
    await pipeline(
      Readable.from([copyRows(accountId)]),
      client.query(copyFrom(`copy bench_copy ${copyColumns} from stdin with (format csv)`)),
    );
    const copy = (performance.now() - started) / 1000;
    await client.end();
    return { name: 'PostgreSQL 15', first, again, copy };
  } finally {
    await server.stop();
  }
}

const file = policyFile();
console.log(
  `Importing ${POLICIES.toLocaleString('en-US')} policies of ${CLIENTS.toLocaleString('en-US')} new clients (${(file.length / 1024 / 1024).toFixed(1)} MB of CSV)`,
);
for (const [run, goal] of [
  [onPglite, GOALS.pglite],
  [onPostgres, GOALS.postgres],
] as const) {
  const f = await run(file);
  const rate = (seconds: number) => Math.round(POLICIES / seconds).toLocaleString('en-US');
  console.log(
    `${f.name}: first import ${f.first.toFixed(1)} s (${rate(f.first)} rows/s, goal < ${goal} s: ${f.first < goal ? 'met' : 'MISSED'}); ` +
      `again, unchanged ${f.again.toFixed(1)} s (${rate(f.again)} rows/s); ` +
      `bare COPY ${f.copy.toFixed(2)} s (${rate(f.copy)} rows/s); ` +
      `import ÷ COPY time ${(f.first / f.copy).toFixed(1)}×`,
  );
}
