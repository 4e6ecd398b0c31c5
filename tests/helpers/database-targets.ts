import { openDatabase, type Database } from '#server/db/client';
import { emptyCluster } from './pglite-dumps';
import { startPostgres, type ThrowawayPostgres } from './postgres';

/** The two databases the product runs on, for `describe.each(databaseTargets)`. */
export interface DatabaseTarget {
  name: string;
  /** A fresh, empty (unmigrated) database and how to dispose of it. */
  open(): Promise<{ database: Database; cleanup(): Promise<void> }>;
}

const allTargets: DatabaseTarget[] = [
  {
    name: 'PGlite (in-memory)',
    // A copy of a cluster as initdb left it, as a new PGlite folder starts from the build's.
    open: async () => {
      const database = await openDatabase({
        kind: 'pglite',
        dataDir: 'memory://',
        from: await emptyCluster(),
      });
      return { database, cleanup: () => database.close() };
    },
  },
  {
    name: 'PostgreSQL 15 (throwaway cluster)',
    open: async () => {
      const server: ThrowawayPostgres = await startPostgres();
      try {
        const database = await openDatabase({ kind: 'postgres', url: server.url });
        return {
          database,
          cleanup: async () => {
            try {
              await database.close();
            } finally {
              await server.stop();
            }
          },
        };
      } catch (error) {
        await server.stop();
        throw error;
      }
    },
  },
];

/** The embedded database alone: for suites whose queries PostgreSQL answers no differently. */
export const pglite: DatabaseTarget = allTargets[0]!;

/** Both, except in the edit loop's tier (`npm run test:fast`), which runs on PGlite alone. */
export const databaseTargets: DatabaseTarget[] =
  process.env.TEST_TIER === 'fast' ? allTargets.slice(0, 1) : allTargets;
