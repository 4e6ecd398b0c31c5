// A quote request acknowledged with 201 must survive the server being killed right after.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { leads } from '#server/db/schema';
import { ensureBuild, startServer, type ServerProcess } from '../helpers/server-process';

const ROUNDS = 5;

let dataDir: string;
const running = new Set<ServerProcess>();

async function start() {
  const server = await startServer({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
  });
  running.add(server);
  void server.exited.then(() => running.delete(server));
  return server;
}

beforeAll(() => {
  ensureBuild();
  dataDir = mkdtempSync(path.join(tmpdir(), 'durability-'));
});

afterAll(() => {
  for (const server of running) server.child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('durability of acknowledged writes (embedded PGlite)', () => {
  it(`keeps every 201-acknowledged lead across ${ROUNDS} kill -9 restarts`, async () => {
    const acknowledged: { id: number; email: string }[] = [];
    let server = await start();

    for (let round = 1; round <= ROUNDS; round++) {
      const email = `durability-${round}-${randomUUID()}@example.test`;
      const res = await fetch(`${server.url}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'personal',
          firstName: 'Kill',
          lastName: `Round${round}`,
          email,
          phone: '3165550100',
          coverageTypes: ['auto'],
          fillMs: 5000,
        }),
      });
      // Kill the moment the acknowledgement arrives, before anything else can flush.
      if (res.status === 201) server.child.kill('SIGKILL');
      expect(res.status, server.output()).toBe(201);
      const body = (await res.json()) as { id: number };
      acknowledged.push({ id: body.id, email });

      expect((await server.exited).signal).toBe('SIGKILL');
      // The same data folder must open again after the crash.
      server = await start();
    }

    // A graceful stop closes the database; then read the folder directly.
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const stored = await database.db
        .select({ id: leads.id, email: leads.email })
        .from(leads)
        .where(
          inArray(
            leads.email,
            acknowledged.map((a) => a.email),
          ),
        );
      const lost = acknowledged.filter(
        (a) => !stored.some((s) => s.id === a.id && s.email === a.email),
      );
      expect(lost, `leads lost after kill -9: ${JSON.stringify(lost)}`).toEqual([]);
      expect(stored).toHaveLength(ROUNDS);
    } finally {
      await database.close();
    }
  });
});
