import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './src/shared/site-routes';

// Public pages are static HTML built here; the portal and staff console render in the browser.
export default {
  appDirectory: 'src/web',
  buildDirectory: 'build',
  ssr: false,
  prerender: () => prerenderedPaths,
} satisfies Config;
