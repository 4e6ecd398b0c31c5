import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The staff console (/staff/*): rendered in the browser for agents and admins, never
 * prerendered; the server sends the SPA fallback for every path under /staff (appAreas).
 */
export const staffRoutes: RouteConfigEntry[] = [
  route('staff', 'routes/staff/layout.tsx', [
    index('routes/staff/dashboard.tsx'),
    route('leads', 'routes/staff/leads.tsx'),
    route('leads/:id', 'routes/staff/lead.tsx'),
    route('clients', 'routes/staff/clients.tsx'),
    route('clients/:id', 'routes/staff/client.tsx'),
    route('clients/:id/view', 'routes/staff/client-view.tsx'),
    route('claims', 'routes/staff/claims.tsx'),
    route('claims/:id', 'routes/staff/claim.tsx'),
    route('service', 'routes/staff/service.tsx'),
    route('service/:id', 'routes/staff/service-request.tsx'),
    route('renewals', 'routes/staff/renewals.tsx'),
    route('appointments', 'routes/staff/appointments.tsx'),
    route('payments', 'routes/staff/payments.tsx'),
    route('outbox', 'routes/staff/outbox.tsx'),
    route('invitations', 'routes/staff/invitations.tsx'),
    route('chat', 'routes/staff/chat.tsx'),
    route('search', 'routes/staff/search.tsx'),
    route('team', 'routes/staff/team.tsx'),
    route('import', 'routes/staff/import.tsx'),
  ]),
];
