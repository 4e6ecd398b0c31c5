import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import agencyBase from './content/agency.ts';
import { pickAgencyEnv, resolveAgencyProfile } from './src/shared/agency.ts';

const apiPort = process.env.API_PORT ?? '3001';

/** Where `~/` imports point. */
export const webAlias = { '~': new URL('./src/web', import.meta.url).pathname };

// AGENCY_* overrides of the agency profile are baked into the prerendered pages.
// PUBLIC_URL (the site's origin) is baked into canonical and Open Graph URLs.
export const webDefine = {
  // Checked here, at build time, so the browser needs no schema library to trust it.
  __AGENCY__: JSON.stringify(resolveAgencyProfile(agencyBase, pickAgencyEnv(process.env))),
  __PUBLIC_URL__: JSON.stringify(process.env.PUBLIC_URL || 'http://localhost:3000'),
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: webAlias },
  define: webDefine,
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/ws': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
  build: { target: 'es2022', assetsInlineLimit: 0 },
});
