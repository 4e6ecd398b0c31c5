import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeOldRateWindows } from '../db/rate-counter';
import { loginThrottle } from '../modules/auth/login-throttle';
import { sweepOrphanFiles } from '../modules/documents/service';
import { sendRenewalReminders } from '../modules/renewals/reminders';
import { siteOrigin } from '../config';

const HOUR = 3600 * 1000;

export interface HousekeepingJob {
  name: string;
  /** What it removed (or sent), for the log line when there was something. */
  run: () => Promise<number | void>;
  /** Also once when the server starts. */
  atStart?: boolean;
}

/**
 * Every job the server runs on its own, once an hour: what has outlived its use is removed, and
 * the renewal reminders due are sent. The one list of the server's timers. A job that fails is
 * logged and tried again at the next hour; none blocks a request.
 */
export function housekeepingJobs(app: FastifyInstance): HousekeepingJob[] {
  const { db } = app.database;
  const jobs: HousekeepingJob[] = [
    { name: 'expired sessions', run: () => app.sessions.purgeExpired() },
    { name: 'old account links', run: () => app.accounts.purgeOldTokens() },
    { name: 'old rate-limit windows', run: () => purgeOldRateWindows(db) },
    { name: 'idle log-in gates', run: () => loginThrottle(db).purgeIdle() },
  ];
  // Not under test: an in-memory test database knows none of the rows of the developer's
  // DATA_DIR (the default), and the sweep would empty its uploads; the reminders would add
  // e-mails to every test's outbox. Tests call both directly, with their own clock.
  if (app.config.env !== 'test') {
    jobs.push(
      {
        name: 'orphan document files',
        run: () => sweepOrphanFiles(db, app.documentStorage),
        atStart: true,
      },
      {
        name: 'renewal reminders sent',
        run: () =>
          sendRenewalReminders(db, { agency: app.config.agency, origin: siteOrigin(app.config) }),
        atStart: true,
      },
    );
  }
  return jobs;
}

export default fp(
  async (app) => {
    const jobs = housekeepingJobs(app);
    const run = (job: HousekeepingJob) =>
      job
        .run()
        .then((removed) => {
          if (removed) app.log.info({ count: removed }, `housekeeping: ${job.name}: ${removed}`);
        })
        .catch((err: unknown) => app.log.warn({ err }, `housekeeping: ${job.name} failed`));

    app.addHook('onReady', async () => {
      for (const job of jobs) if (job.atStart) void run(job);
    });
    const timer = setInterval(() => {
      for (const job of jobs) void run(job);
    }, HOUR).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping', dependencies: ['session', 'accounts', 'documents'] },
);
