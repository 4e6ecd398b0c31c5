import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The blog routes; their paths are prerendered through src/shared/site-routes. */
export const blogRoutes: RouteConfigEntry[] = [];
