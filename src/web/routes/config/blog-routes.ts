import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The blog routes; their paths are prerendered through src/shared/site-routes. */
export const blogRoutes: RouteConfigEntry[] = [
  route('blog', 'routes/blog.tsx'),
  // Also renders /blog/not-found, the page the server sends with 404 for unknown article ids.
  route('blog/:id', 'routes/blog-article.tsx'),
];
