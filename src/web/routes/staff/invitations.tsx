import { InvitationsPage } from '~/features/staff/invitations/components/invitations-page';
import { staffMeta } from '../../features/staff/shared/staff-meta';

export const meta = () => staffMeta('Invitations');

export default function StaffInvitations() {
  return <InvitationsPage />;
}
