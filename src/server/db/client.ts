import { existsSync, readFileSync, readdirSync } from 'node:fs';
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
  { kind: 'pglite'; dataDir: string; from?: Blob } | { kind: 'postgres'; url: string };

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
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel: `handler` gets every NOTIFY payload (from any connection, any server
   * instance on PostgreSQL; in process on PGlite). Resolves with the unsubscribe function.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres'
    ? openPostgres(target.url)
    : openPglite(target.dataDir, target.from);
}

async function openPglite(dataDir: string, from?: Blob): Promise<Database> {
  const options = from ? { loadDataDir: from } : await pgliteOptions(dataDir);
  const client = await PGlite.create(dataDir, options);
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    query: async <T>(statement: SQL | BoundStatement) => {
      const { text, params } = toDriverQuery(statement);
      return (await client.query<T>(text, params)).rows;
    },
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    listen: (channel, handler) => client.listen(channel, handler),
  };
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

async function openPostgres(url: string): Promise<Database> {
  const listeners = new Set<() => Promise<void>>();
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    query: async <T>(statement: SQL | BoundStatement) => {
      const { text, params } = toDriverQuery(statement);
      return (await pool.query<T & pg.QueryResultRow>(text, params)).rows;
    },
    migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
    listen: async (channel, handler) => {
      // A connection of its own, outside the pool: a LISTEN lasts as long as its connection.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on('notification', (n) => {
        if (n.channel === channel) handler(n.payload ?? '');
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      const stop = async () => {
        listeners.delete(stop);
        await client.end();
      };
      listeners.add(stop);
      return stop;
    },
  };
}
