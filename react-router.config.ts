import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './src/shared/site-routes';
import { checkProductContent, productPaths } from './src/web/routes/config/product-routes';

// Public pages are static HTML built here; the portal and staff console render in the browser.
export default {
  appDirectory: 'src/web',
  buildDirectory: 'build',
  ssr: false,
  prerender: async () => {
    await checkProductContent();
    return [...prerenderedPaths, ...productPaths];
  },
} satisfies Config;
