import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, ensureSessionSecret, loadConfig, type Config } from './config';
import {
  FolderInUseError,
  isDatabaseUnavailable,
  NewerSchemaError,
  openDatabase,
  type Database,
  type DatabaseEvents,
} from './db/client';
import { exportArchive, serveExportRequests } from './db/archive';
import { demoAccounts, seedDemoData, seedDemoLeads } from './db/seed';
import { openDocumentStorage } from './modules/documents/service';
import { startOutboxWorker } from './modules/mail/outbox-worker';
import { createMailFileTransport, createMailTransport, mailFrom } from './modules/mail/transport';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * SMTP when SMTP_URL is set. Otherwise, outside production, e-mail is written to DATA_DIR/mail
 * (the demo's links can be followed); in production it waits in the outbox until SMTP is set.
 */
function mailTransport(config: Config) {
  if (config.smtpUrl) return createMailTransport(config.smtpUrl);
  if (config.env !== 'production')
    return createMailFileTransport(path.join(config.dataDir, 'mail'));
  return null;
}

/** The innermost error's code or first line: "ECONNREFUSED", not the statement that failed. */
function rootReason(error: unknown): string {
  let e = error as Error & { cause?: unknown; code?: unknown };
  while (e.cause instanceof Error) e = e.cause as typeof e;
  return typeof e.code === 'string' ? e.code : (e.message.split('\n')[0] ?? 'unknown');
}

/**
 * The database, migrated: a database that is not reachable yet (starting in another container,
 * restarting) is waited for, 0.5 s more between tries up to 5 s, for as long as it takes.
 */
async function openWhenReachable(config: Config, events: DatabaseEvents): Promise<Database> {
  for (let attempt = 1; ; attempt++) {
    const database = await openDatabase(config.database, events);
    try {
      // One instance at a time: instances started together on a fresh database would each
      // create the same tables, and seed the demo data twice.
      await database.exclusive(async () => {
        await database.migrate();
        if (config.demoData) {
          await seedDemoData(database.db, { storage: openDocumentStorage(config) });
          await seedDemoLeads(database.db);
        }
      });
      return database;
    } catch (error) {
      await database.close().catch(() => {});
      if (error instanceof NewerSchemaError || !isDatabaseUnavailable(error)) throw error;
      const waitMs = Math.min(500 * attempt, 5_000);
      console.warn(
        `The database cannot be reached yet (${rootReason(error)}); trying again in ${waitMs / 1000} s.`,
      );
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

async function main() {
  const startedAt = performance.now();
  const config = readConfig();
  if (config.database.kind === 'pglite') ensureSessionSecret(config);

  // Until the app's logger exists, what the database reports goes to the console.
  let warn = (message: string, err?: unknown) => console.warn(message, err ?? '');
  const events: DatabaseEvents = {
    connectionLost: (err, where) => warn(`database connection lost (${where})`, err),
    listenRestored: (channel) => warn(`LISTEN ${channel} restored`),
  };
  const database = await openWhenReachable(config, events);

  // The log goes out in writes of a few kilobytes, not one system call per line (about 15 µs a
  // page hit), at the latest a quarter of a second after its line, and whole at exit.
  const logStream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => logStream.flush(), 250).unref();
  process.on('exit', () => {
    try {
      logStream.flushSync();
    } catch {
      // A write still in flight: nothing more can be done at exit.
    }
  });
  const app = await buildApp(config, { database, logger: { stream: logStream } });
  warn = (message, err) => app.log.warn({ err }, message);
  // A promise nobody waited for that failed is logged, never the end of every visitor's page.
  process.on('unhandledRejection', (err) => app.log.error({ err }, 'unhandled rejection'));
  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  const lines = [
    `${config.agency.name} is running at ${url} (${config.database.kind}, documents in ${app.documentStorage.location}, ready in ${Math.round(performance.now() - startedAt)} ms)`,
  ];
  if (config.demoData) {
    lines.push('Demo accounts:');
    for (const account of Object.values(demoAccounts)) {
      lines.push(`  ${account.role.padEnd(6)} ${account.email} / ${account.password}`);
    }
  }
  console.log(lines.join('\n'));

  // `npm run backup` beside a running embedded server asks it for the copy (SIGUSR2).
  if (config.database.kind === 'pglite') {
    serveExportRequests(
      config.dataDir,
      (dir) => exportArchive(database, app.documentStorage, dir),
      app.log.child({ module: 'backup' }),
    );
  }

  const mailWorker = startOutboxWorker({
    db: database.db,
    transport: mailTransport(config),
    from: mailFrom(config),
    log: app.log.child({ module: 'mail' }),
    pollMs: config.mailPollMs,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s after the drain; exiting');
      process.exit(1);
    }, config.shutdownDrainMs + SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      // Readiness first: the load balancer takes this instance out while it still serves.
      app.lifecycle.draining = true;
      if (config.shutdownDrainMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      }
      // Stops accepting connections and waits for requests in flight, then the database.
      // The mail worker finishes the e-mail it is sending before the database goes.
      await Promise.all([app.close(), mailWorker.stop()]);
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // An error that says what to do is said plainly; anything else with its stack.
  console.error(
    error instanceof FolderInUseError || error instanceof NewerSchemaError ? error.message : error,
  );
  process.exit(1);
});
