import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The legal pages' routes; their paths are prerendered through src/shared/site-routes. */
export const legalRoutes: RouteConfigEntry[] = [];
