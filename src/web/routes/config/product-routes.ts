import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The product routes; their paths are prerendered through src/shared/site-routes. */
export const productRoutes: RouteConfigEntry[] = [];
