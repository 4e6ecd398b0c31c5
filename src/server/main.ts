import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, ensureSessionSecret, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { demoAccounts, seedDemoData, seedDemoLeads } from './db/seed';
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

async function main() {
  const startedAt = performance.now();
  const config = readConfig();
  if (config.database.kind === 'pglite') ensureSessionSecret(config);

  const database = await openDatabase(config.database);
  await database.migrate();
  if (config.demoData) {
    await seedDemoData(database.db, { uploadDir: config.uploadDir });
    await seedDemoLeads(database.db);
  }

  const app = await buildApp(config, { database });
  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  const lines = [
    `${config.agency.name} is running at ${url} (${config.database.kind}, ready in ${Math.round(performance.now() - startedAt)} ms)`,
  ];
  if (config.demoData) {
    lines.push('Demo accounts:');
    for (const account of Object.values(demoAccounts)) {
      lines.push(`  ${account.role.padEnd(6)} ${account.email} / ${account.password}`);
    }
  }
  console.log(lines.join('\n'));

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
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
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
  console.error(error);
  process.exit(1);
});
