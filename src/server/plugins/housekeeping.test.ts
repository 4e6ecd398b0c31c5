// The server's hourly jobs live in one list, and every plugin names what it depends on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '#tests/helpers/test-app';
import staffRoutes from '../modules/console/routes';
import { housekeepingJobs } from './housekeeping';

const dataDir = mkdtempSync(path.join(tmpdir(), 'housekeeping-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('housekeeping', () => {
  it('lists every hourly job, and each runs against the database and counts what it removed', async () => {
    const t = await createTestApp({
      config: testConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }),
    });
    try {
      const jobs = housekeepingJobs(t.app);
      expect(jobs.map((job) => job.name)).toEqual([
        'expired sessions',
        'old account links',
        'old rate-limit windows',
        'idle log-in gates',
        'orphan document files',
        'renewal reminders sent',
      ]);
      for (const job of jobs) expect(typeof (await job.run())).toBe('number');
    } finally {
      await t.close();
    }
  });

  it('leaves the document sweep and the reminders out under test: tests run them with their own data and clock', async () => {
    const t = await createTestApp();
    try {
      const names = housekeepingJobs(t.app).map((job) => job.name);
      expect(names).not.toContain('orphan document files');
      expect(names).not.toContain('renewal reminders sent');
    } finally {
      await t.close();
    }
  });
});

describe('plugin dependencies', () => {
  it('stop start-up with the missing plugin named when the register list is out of order', async () => {
    const app = Fastify({ logger: false });
    await expect(app.register(staffRoutes).ready()).rejects.toThrow(
      /staff-routes.*session|session.*staff-routes/,
    );
    await app.close();
  });
});
