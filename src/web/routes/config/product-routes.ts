// Runs at build time in Node (routes.ts and react-router.config.ts), never in the browser: the
// product pages are whatever content/products/*.ts holds, so adding a page is adding a file.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { importProductPage } from '#content/product-pages';
import { parseProductPage, productNamesIn } from '#shared/content/product-page';

const productsDir = fileURLToPath(new URL('../../../../content/products/', import.meta.url));

export const productNames = productNamesIn(readdirSync(productsDir));

/** Public paths of the product pages: prerendered and, through the build, listed in the sitemap. */
export const productPaths: string[] = productNames.map((name) => `/${name}`);

/** One route per content file, all rendered by the one product template. */
export const productRoutes: RouteConfigEntry[] = productNames.map((name) =>
  route(`/${name}`, 'routes/product.tsx', { id: `product-${name}` }),
);

/**
 * Checks every content file against the schema before anything is prerendered, so a bad file
 * fails the build with its name and zod's message rather than a bare prerender 500.
 */
export async function checkProductContent(
  load: (name: string) => Promise<{ default: unknown }> = importProductPage,
): Promise<void> {
  const problems: string[] = [];
  for (const name of productNames) {
    try {
      parseProductPage(name, (await load(name)).default);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length > 0) throw new Error(`Invalid product content.\n${problems.join('\n')}`);
}
