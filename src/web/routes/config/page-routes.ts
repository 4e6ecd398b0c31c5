import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The page routes; their paths are prerendered through src/shared/site-routes. */
export const pageRoutes: RouteConfigEntry[] = [];
