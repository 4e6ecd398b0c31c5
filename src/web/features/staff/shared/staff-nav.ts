import { href } from 'react-router';
import type { UserRole } from '#shared/auth';

export interface StaffNavItem {
  to: string;
  label: string;
  /** Only these roles see the item (default: every staff member). */
  roles?: readonly UserRole[];
}

/** The staff console's sections, in the sidebar's order. */
export const staffNav: StaffNavItem[] = [
  { to: href('/staff'), label: 'Dashboard' },
  { to: href('/staff/leads'), label: 'Leads' },
  { to: href('/staff/clients'), label: 'Clients' },
  { to: href('/staff/claims'), label: 'Claims' },
  { to: href('/staff/service'), label: 'Service' },
  { to: href('/staff/renewals'), label: 'Renewals' },
  { to: href('/staff/appointments'), label: 'Appointments' },
  { to: href('/staff/payments'), label: 'Payments' },
  { to: href('/staff/chat'), label: 'Chat' },
  { to: href('/staff/outbox'), label: 'Outbox' },
  { to: href('/staff/invitations'), label: 'Invitations' },
  { to: href('/staff/team'), label: 'Team', roles: ['admin'] },
  { to: href('/staff/import'), label: 'Import', roles: ['admin'] },
];
