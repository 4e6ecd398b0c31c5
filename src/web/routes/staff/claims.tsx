import { ClaimsQueuePage } from '~/features/staff/claims/components/claims-queue-page';
import { staffMeta } from '../../features/staff/shared/staff-meta';

export const meta = () => staffMeta('Claims');

export default function StaffClaims() {
  return <ClaimsQueuePage />;
}
