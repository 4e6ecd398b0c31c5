import { defineConfig } from 'vite';
import { webAlias, webDefine } from './vite.config';

// The islands of the prerendered public pages (src/web/islands/main.tsx), built after the app
// into the same assets folder. Preact's compatibility layer stands in for React here only: the
// components are the app's own, the runtime a tenth of the size. The page scripts step reads the
// manifest to give each page its entry and preload the chunks its islands need.
export default defineConfig({
  resolve: {
    alias: {
      ...webAlias,
      'react-dom/client': 'preact/compat/client',
      'react-dom': 'preact/compat',
      'react/jsx-runtime': 'preact/jsx-runtime',
      react: 'preact/compat',
    },
  },
  define: webDefine,
  logLevel: 'warn',
  build: {
    outDir: 'build/client',
    assetsDir: 'assets/islands',
    emptyOutDir: false,
    manifest: 'islands-manifest.json',
    target: 'es2022',
    // Asking for an island's code asks for the chunks it imports at the same time (Vite's preload
    // helper adds their modulepreload links), not once the island's own chunk has arrived. Nothing
    // is preloaded by the page itself: the first paint has the network first.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: 'src/web/islands/main.tsx',
      onwarn(warning, warn) {
        // TanStack Query marks its modules "use client", which means nothing here.
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
