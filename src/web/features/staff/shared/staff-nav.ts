import type { UserRole } from '#shared/auth';

export interface StaffNavItem {
  to: string;
  label: string;
  /** Only these roles see the item (default: every staff member). */
  roles?: readonly UserRole[];
}

/** The staff console's sections, in the sidebar's order. */
export const staffNav: StaffNavItem[] = [
  { to: '/staff', label: 'Dashboard' },
  { to: '/staff/leads', label: 'Leads' },
  { to: '/staff/clients', label: 'Clients' },
  { to: '/staff/claims', label: 'Claims' },
  { to: '/staff/service', label: 'Service' },
  { to: '/staff/renewals', label: 'Renewals' },
  { to: '/staff/appointments', label: 'Appointments' },
  { to: '/staff/payments', label: 'Payments' },
  { to: '/staff/chat', label: 'Chat' },
  { to: '/staff/outbox', label: 'Outbox' },
  { to: '/staff/invitations', label: 'Invitations' },
  { to: '/staff/team', label: 'Team', roles: ['admin'] },
  { to: '/staff/import', label: 'Import', roles: ['admin'] },
];
