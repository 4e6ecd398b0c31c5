import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('personal-insurance', 'routes/personal-insurance.tsx'),
  route('commercial-insurance', 'routes/commercial-insurance.tsx'),
  // Any other path: the 404 page (prerendered as /404, sent by the server with status 404).
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
