/**
 * Product pages are discovered at build time from content/products/*.ts, which needs node:fs, so
 * their paths live in src/web/routes/config/product-routes.ts (`productPaths`, Node only) and
 * react-router.config.ts adds them to the prerender list. This browser-safe list stays empty.
 */
export const productPaths: string[] = [];
