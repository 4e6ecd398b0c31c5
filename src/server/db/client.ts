import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { fillPlaceholders, SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir, pgliteTemplatePath } from '../paths';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  // A folder, or 'memory://'; `from`: a dump of a cluster to start from (a copy, never changed).
  | { kind: 'pglite'; dataDir: string; from?: Blob }
  // `poolSize`: connections this instance may hold (10 unless DATABASE_POOL_SIZE says).
  | { kind: 'postgres'; url: string; poolSize?: number };

/** What a database reports while it runs: a connection lost or restored, never fatal. */
export interface DatabaseEvents {
  /** A connection failed or was closed by the server (a restart, a network cut). */
  connectionLost?: (error: Error, where: 'pool' | 'listen') => void;
  /** LISTEN holds again after a loss: notifications sent in between were missed. */
  listenRestored?: (channel: string) => void;
}

/** Socket errors and SQLSTATEs that say the database cannot be reached now, not that a query is wrong. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  '53300', // too_many_connections
]);
const UNAVAILABLE_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|is not queryable|connection ended unexpectedly|server closed the connection unexpectedly|terminating connection due to administrator command|cannot use a pool after calling end/i;

/** Whether an error (or the error behind it) means the database is unreachable for now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The advisory lock instances take to migrate and seed one at a time (any fixed number). */
const START_UP_LOCK = 7_301_110;

/** A database migrated by a newer version of the product than this one. */
export class NewerSchemaError extends Error {
  constructor(applied: number, known: number) {
    super(
      `The database's schema is newer than this version of the product (its last migration is from ${new Date(applied).toISOString()}, this version knows migrations up to ${new Date(known).toISOString()}). Start the newer version, or restore a backup taken before the upgrade.`,
    );
    this.name = 'NewerSchemaError';
  }
}

interface MigrationJournal {
  entries: { when: number; tag: string }[];
}

const readJournal = () =>
  JSON.parse(
    readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8'),
  ) as MigrationJournal;

/** The time of the newest migration this code has (drizzle's journal): the schema's version. */
export function newestKnownMigration(): number {
  return Math.max(...readJournal().entries.map((e) => e.when));
}

/** Whether `when` is the time of one of this code's migrations. */
export const isKnownMigration = (when: number) =>
  readJournal().entries.some((e) => e.when === when);

/**
 * A migrations folder holding this code's migrations up to `upTo` only (a temporary copy), for
 * bringing a database to the schema of an older export before its rows go in.
 */
function migrationsUpTo(upTo: number): string {
  const journal = readJournal();
  const entries = journal.entries.filter((e) => e.when <= upTo);
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) {
    copyFileSync(path.join(migrationsDir, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  }
  return dir;
}

/** Runs `migrate` on this code's migrations, or on those up to `upTo` only. */
async function withMigrations(
  upTo: number | undefined,
  migrate: (folder: string) => Promise<void>,
) {
  if (upTo === undefined) return migrate(migrationsDir);
  const folder = migrationsUpTo(upTo);
  try {
    await migrate(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Refuses a database some newer version has migrated: its tables are not the ones this code knows. */
async function refuseNewerSchema(query: RawQuery): Promise<void> {
  // Two statements: a statement naming a table that does not exist fails when it is planned.
  const [table] = await query<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return;
  const [{ newest } = { newest: null }] = await query<{ newest: string | null }>(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const known = newestKnownMigration();
  if (newest !== null && Number(newest) > known) throw new NewerSchemaError(Number(newest), known);
}

/** How long a request waits for a connection before the database counts as unavailable. */
export const CONNECT_TIMEOUT_MS = 2_000;
/** The longest wait between two attempts to LISTEN again. */
const LISTEN_RETRY_MAX_MS = 1_000;

/**
 * One statement straight through the driver, for the hot paths (a quote request, a rate-limit
 * counter, a chat message): written with Drizzle's `sql` tag and column references, so a renamed
 * column is a type error, but run without the query builder's session, which on PGlite copies
 * the type-parser table on every query (ADR 0006, bench/leads). Rows come back as the driver
 * parses them.
 */
export type RawQuery = <T>(statement: SQL | BoundStatement) => Promise<T[]>;

/** A statement's text and parameters, as the driver takes them. */
export interface BoundStatement {
  text: string;
  params: unknown[];
}

const dialect = new PgDialect();

/** A statement's text and parameters, as the driver takes them. */
export function toDriverQuery(statement: SQL | BoundStatement): BoundStatement {
  if (!(statement instanceof SQL)) return statement;
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { text, params };
}

/**
 * Compiles a statement once; each call binds values to its `sql.placeholder`s. For the
 * statements that run on every request (a session, a rate counter, a quote request), whose
 * compiling would cost about as much as a small write (ADR 0006).
 */
export function prepareStatement<V extends Record<string, unknown>>(
  statement: SQL,
): (values: V) => BoundStatement {
  const { text, params } = toDriverQuery(statement);
  return (values) => ({ text, params: fillPlaceholders(params, values) });
}

export interface Database {
  kind: DatabaseTarget['kind'];
  db: Db;
  query: RawQuery;
  /**
   * Applies the migrations the database lacks (those up to `upTo` only, when given: the schema
   * of an older export); refuses a schema newer than this code.
   */
  migrate(options?: { upTo?: number }): Promise<void>;
  /**
   * Runs `work` while no other instance runs its own (a PostgreSQL advisory lock; one process
   * owns an embedded database): migrations and demo data at start-up.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** The pool's connections now (PostgreSQL): open, idle, and requests waiting for one. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  close(): Promise<void>;
  /**
   * LISTEN on a channel: `handler` gets every NOTIFY payload (from any connection, any server
   * instance on PostgreSQL; in process on PGlite). Resolves with the unsubscribe function.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
}

export async function openDatabase(
  target: DatabaseTarget,
  events: DatabaseEvents = {},
): Promise<Database> {
  return target.kind === 'postgres'
    ? openPostgres(target.url, target.poolSize ?? 10, events)
    : openPglite(target.dataDir, target.from);
}

async function openPglite(dataDir: string, from?: Blob): Promise<Database> {
  const options = from ? { loadDataDir: from } : await pgliteOptions(dataDir);
  const unlock = dataDir.startsWith('memory://') ? () => {} : lockFolder(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, options);
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  const query: RawQuery = async <T>(statement: SQL | BoundStatement) => {
    const { text, params } = toDriverQuery(statement);
    return (await client.query<T>(text, params)).rows;
  };
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    query,
    migrate: async ({ upTo } = {}) => {
      await refuseNewerSchema(query);
      await withMigrations(upTo, (migrationsFolder) => migratePglite(db, { migrationsFolder }));
    },
    exclusive: (work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => undefined,
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
    listen: (channel, handler) => client.listen(channel, handler),
  };
}

/** Another process holds the embedded database's folder. */
export class FolderInUseError extends Error {
  constructor(
    dataDir: string,
    /** The process holding it. */
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}). Two processes on one embedded database corrupt it: stop that process first (for a command such as user:create, stop the server), or give this one another DATA_DIR. To run several instances, use PostgreSQL (DATABASE_URL).`,
    );
    this.name = 'FolderInUseError';
  }
}

/**
 * Takes the embedded database's folder for this process: a lock file beside it (`pglite.lock`)
 * made only if absent,
 * holding the process id. A lock left by a process that has ended (killed, crashed) is taken
 * over. Returns the release.
 */
function lockFolder(dataDir: string): () => void {
  // Beside the folder, not in it: the cluster's files are PGlite's alone.
  mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const file = `${path.resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
        } catch {
          // gone already
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(file, 'utf8'));
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new FolderInUseError(dataDir, holder);
    }
    // Left by a process that has ended: take it over.
    rmSync(file, { force: true });
  }
  throw new Error(`could not lock ${dataDir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A new PGlite folder runs initdb inside WebAssembly (about 4 s here). The build saves an empty,
 * initialised cluster; starting from it takes about 0.5 s, so the first start stays fast.
 */
async function pgliteOptions(dataDir: string) {
  if (dataDir.startsWith('memory://')) return {};
  const isNew = !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  await mkdir(dataDir, { recursive: true });
  if (!isNew || !existsSync(pgliteTemplatePath)) return {};
  return { loadDataDir: new Blob([readFileSync(pgliteTemplatePath)]) };
}

/**
 * A PostgreSQL pool that outlives its connections: a connection the server drops (a restart, an
 * idle connection terminated) is logged and replaced on the next query, a request waits at most
 * CONNECT_TIMEOUT_MS for one, and LISTEN reconnects on its own.
 */
async function openPostgres(
  url: string,
  poolSize: number,
  events: DatabaseEvents,
): Promise<Database> {
  const listeners = new Set<() => Promise<void>>();
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle connection closed by the server: the pool drops it; without a listener the error
  // would end the process.
  pool.on('error', (error) => events.connectionLost?.(error, 'pool'));
  const db = drizzlePg({ client: pool, schema });
  const query: RawQuery = async <T>(statement: SQL | BoundStatement) => {
    const { text, params } = toDriverQuery(statement);
    return (await pool.query<T & pg.QueryResultRow>(text, params)).rows;
  };
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    query,
    migrate: async ({ upTo } = {}) => {
      await refuseNewerSchema(query);
      await withMigrations(upTo, (migrationsFolder) => migratePg(db, { migrationsFolder }));
    },
    exclusive: async (work) => {
      // On a connection of its own: a session's advisory lock is held until it unlocks or ends.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
    listen: async (channel, handler) => {
      const stop = await listenWithReconnect(url, channel, handler, events);
      const unlisten = async () => {
        listeners.delete(unlisten);
        await stop();
      };
      listeners.add(unlisten);
      return unlisten;
    },
  };
}

/**
 * LISTEN on a connection of its own (a LISTEN lasts as long as its connection), connected again
 * whenever it is lost, every LISTEN_RETRY_MAX_MS at most, until stopped. The first connection
 * must succeed: start-up waits for the database before it gets here.
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  handler: (payload: string) => void,
  events: DatabaseEvents,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 100;

  const connect = async () => {
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    const lost = (error?: Error) => {
      if (client !== current || stopped) return;
      current = undefined;
      events.connectionLost?.(error ?? new Error('LISTEN connection ended'), 'listen');
      client.end().catch(() => {});
      schedule();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (n) => {
      if (n.channel === channel) handler(n.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    delay = 100;
  };

  const schedule = () => {
    retry = setTimeout(() => {
      connect().then(
        () => {
          if (!stopped) events.listenRestored?.(channel);
        },
        () => {
          delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
          if (!stopped) schedule();
        },
      );
    }, delay);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}
