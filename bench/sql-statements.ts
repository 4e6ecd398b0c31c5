// What writing the hot statements with Drizzle's `sql` tag costs, against the same statement as
// plain text. Runs the quote request's statement (count + lead + two outbox rows in one round
// trip: modules/leads/service.ts) three ways, interleaved round by round, on PGlite and on a
// throwaway PostgreSQL 15:
//
// - baseline: the statement's text and parameters, ready, sent straight to the driver (what
//   hand-written SQL strings did);
// - product:  the statement prepared once (`prepareStatement`), values bound per call and sent
//   through RawQuery (what the product does);
// - compiled: the `sql` statement compiled on every call, then sent through RawQuery (what the
//   product would do without preparing).
//
// Prints microseconds per statement and each way's ratio to the baseline (1.00: as fast).
// A measurement, not a test: `npx tsx bench/sql-statements.ts` (BENCH_STATEMENTS, BENCH_ROUNDS).
import { type Database, openDatabase, prepareStatement } from '#server/db/client';
import { type InsertLeadValues, insertLeadWithMailSql } from '#server/modules/leads/service';
import { startPostgres } from '#tests/helpers/postgres';

const STATEMENTS = Number(process.env.BENCH_STATEMENTS ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const emails = JSON.stringify(
  ['agent@example.com', 'jane@example.com'].map((to) => ({
    kind: 'lead',
    to,
    subject: 'New quote request #{{leadId}}',
    text: 'A quote request came in. '.repeat(40),
    html: `<p>${'A quote request came in. '.repeat(40)}</p>`,
  })),
);

const values = (): InsertLeadValues => ({
  key: 'bench 203.0.113.7',
  windowStart: new Date(Math.floor(Date.now() / 600_000) * 600_000).toISOString(),
  max: 1e9,
  type: 'personal',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '(316) 555-0100',
  businessName: null,
  industry: null,
  coverageTypes: JSON.stringify(['auto', 'home']),
  additionalInfo: 'Renewal in May',
  sourcePage: '/auto-insurance',
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  referrerHost: null,
  details: null,
  detailsTokenHash: 'f'.repeat(64),
  spamReason: null,
  idempotencyKey: null,
  emails,
});

type Way = 'baseline' | 'product' | 'compiled';

/** The driver underneath RawQuery: PGlite's client or the pg pool. */
function rawDriver(database: Database) {
  const { $client } = database.db as unknown as {
    $client: { query: (text: string, params: unknown[]) => Promise<unknown> };
  };
  return (text: string, params: unknown[]) => $client.query(text, params);
}

async function runWay(database: Database, way: Way): Promise<number> {
  const prepared = prepareStatement<InsertLeadValues>(insertLeadWithMailSql);
  const ready = prepared(values());
  const driver = rawDriver(database);
  const started = process.hrtime.bigint();
  for (let i = 0; i < STATEMENTS; i++) {
    if (way === 'baseline') await driver(ready.text, ready.params);
    else if (way === 'product') await database.query(prepared(values()));
    else await database.query(prepareStatement<InsertLeadValues>(insertLeadWithMailSql)(values()));
  }
  return Number(process.hrtime.bigint() - started) / 1000 / STATEMENTS;
}

async function measure(name: string, database: Database) {
  await database.migrate();
  const ways: Way[] = ['baseline', 'product', 'compiled'];
  const times: Record<Way, number[]> = { baseline: [], product: [], compiled: [] };
  await runWay(database, 'baseline'); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? ways : [...ways].reverse();
    for (const way of order) times[way].push(await runWay(database, way));
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1]!;
  const base = median(times.baseline);
  const line = ways
    .map((way) => {
      const us = median(times[way]);
      return `${way} ${us.toFixed(0)} µs${way === 'baseline' ? '' : ` (ratio ${(base / us).toFixed(2)})`}`;
    })
    .join(', ');
  console.log(`${name}: ${line}`);
}

const pglite = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
try {
  await measure('PGlite', pglite);
} finally {
  await pglite.close();
}
const cluster = await startPostgres();
try {
  const postgres = await openDatabase({ kind: 'postgres', url: cluster.url });
  try {
    await measure('PostgreSQL 15', postgres);
  } finally {
    await postgres.close();
  }
} finally {
  await cluster.stop();
}
console.log(
  `(${STATEMENTS} statements per way and round, ${ROUNDS} rounds, medians; ratio = baseline / way)`,
);
