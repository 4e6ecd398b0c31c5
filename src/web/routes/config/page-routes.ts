import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The page routes; their paths are prerendered through src/shared/site-routes. */
export const pageRoutes: RouteConfigEntry[] = [
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('claims', 'routes/claims.tsx'),
  route('tabs', 'routes/tabs.tsx'),
  route('insurance-carriers', 'routes/insurance-carriers.tsx'),
  route('site-map', 'routes/site-map.tsx'),
];
