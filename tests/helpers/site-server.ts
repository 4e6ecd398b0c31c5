import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ES module without types
import { withCurrentBuild } from '../../scripts/fingerprint.mjs';
import { startServer, type ServerProcess } from './server-process';

export interface SiteServer {
  url: string;
  server: ServerProcess;
  stop: () => Promise<void>;
}

/**
 * The built server (`dist/server/main.js`, the bundle `npm start` runs) on a free port, with a
 * throwaway data directory and no demo accounts: the public pages need neither.
 *
 * It starts under the build lock, building first when the build is stale: the server reads the
 * whole site into memory at start-up, and a build started by another command at that moment
 * (it empties build/) would leave it with half a site.
 */
export async function startSiteServer(): Promise<SiteServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-'));
  let server: ServerProcess;
  try {
    server = await withCurrentBuild(() => startServer({ DATA_DIR: dataDir, DEMO_DATA: 'false' }));
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: server.url,
    server,
    stop: async () => {
      if (server.child.exitCode === null) server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
