import { publicPaths } from '#shared/site-routes';
import { productNames, productPaths } from '~/routes/config/product-routes';

/**
 * Every public route, from the project's own route data: the fixed routes of src/shared and the
 * product pages the build discovers in content/products (the same two lists
 * react-router.config.ts prerenders).
 */
export const allPublicPaths: readonly string[] = [...new Set([...publicPaths, ...productPaths])];

/** Product page names (content/products/<name>.ts serves /<name>). */
export { productNames };
