import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { legalSlugs } from '#shared/site-routes/legal-paths';

/** The legal pages' routes: one template, one route per page (its path names the content file). */
export const legalRoutes: RouteConfigEntry[] = legalSlugs.map((slug) =>
  route(slug, 'routes/legal-page.tsx', { id: `legal/${slug}` }),
);
