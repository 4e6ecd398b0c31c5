import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { accountRoutes } from './routes/config/account-routes';
import { blogRoutes } from './routes/config/blog-routes';
import { legalRoutes } from './routes/config/legal-routes';
import { pageRoutes } from './routes/config/page-routes';
import { productRoutes } from './routes/config/product-routes';
import { staffRoutes } from './routes/config/staff-routes';

// Each area lists its own routes (routes/config/*), so areas grow without touching each other.
export default [
  index('routes/home.tsx'),
  route('personal-insurance', 'routes/personal-insurance.tsx'),
  route('commercial-insurance', 'routes/commercial-insurance.tsx'),
  ...productRoutes,
  ...pageRoutes,
  ...blogRoutes,
  ...legalRoutes,
  ...accountRoutes,
  ...staffRoutes,
  // Any other path: the 404 page (prerendered as /404, sent by the server with status 404).
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
