import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Signed-in areas and the pages that lead into them: rendered in the browser (the SPA fallback,
 * hydrated at once), never prerendered or listed in the sitemap; paths in src/shared/site-routes.
 */
export const accountRoutes: RouteConfigEntry[] = [
  route('login', 'routes/login.tsx'),
  route('login/code', 'routes/login-code.tsx'),
  route('register', 'routes/register.tsx'),
  route('verify-email', 'routes/verify-email.tsx'),
  route('accept-invite', 'routes/accept-invite.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('change-password', 'routes/change-password.tsx'),
  route('client-portal', 'routes/client-portal.tsx'),
  route('client-portal/people', 'routes/client-portal-people.tsx'),
  route('client-portal/change', 'routes/client-portal-change.tsx'),
  route('client-portal/appointments', 'routes/client-portal-appointments.tsx'),
  route('book-appointment', 'routes/book-appointment.tsx'),
];
