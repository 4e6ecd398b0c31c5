import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The page routes; their paths are prerendered through src/shared/site-routes. */
export const pageRoutes: RouteConfigEntry[] = [
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('claims', 'routes/claims.tsx'),
  route('tabs', 'routes/tabs.tsx'),
  route('insurance-carriers', 'routes/insurance-carriers.tsx'),
  route('site-map', 'routes/site-map.tsx'),
  // Where a quote form sent before the page's script ran lands (POST /quote-request).
  route('quote-received', 'routes/quote-received.tsx'),
  route('quote-not-sent', 'routes/quote-not-sent.tsx'),
  route('callback-requested', 'routes/callback-requested.tsx'),
];
