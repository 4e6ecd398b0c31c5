// The orphan sweep at start-up: outside tests, the app removes on `ready` the files under
// DATA_DIR/uploads that no row points to and that are older than an hour.
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createTestApp, testConfig } from '#tests/helpers/test-app';
import { seedDemoData } from '../../db/seed';
import { localDiskStorage } from '#server/modules/documents/storage';

const dataDir = mkdtempSync(path.join(tmpdir(), 'documents-sweep-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function fileAged(relative: string, ageMs: number) {
  const full = path.join(dataDir, 'uploads', relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  const when = new Date(Date.now() - ageMs);
  utimesSync(full, when, when);
  return full;
}

it('removes old orphans and stale partial uploads at start-up, keeps what rows point to', async () => {
  const config = testConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
  const orphan = fileAged('0b7e4c1e-2f7d-4a57-9f0e-6f1b2d3c4e5f', 2 * 3600_000);
  const partial = fileAged('partial/9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d', 2 * 3600_000);
  const young = fileAged('1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 60_000);
  const t = await createTestApp({ config });
  try {
    await seedDemoData(t.database.db, { storage: localDiskStorage(config.uploadDir) });
    const letter = path.join(config.uploadDir, 'demo', 'welcome-letter.pdf');
    utimesSync(letter, new Date(0), new Date(0));
    await t.app.ready();
    await expect.poll(() => existsSync(orphan)).toBe(false);
    await expect.poll(() => existsSync(partial)).toBe(false);
    expect(existsSync(young)).toBe(true);
    expect(existsSync(letter)).toBe(true);
  } finally {
    await t.close();
  }
});
