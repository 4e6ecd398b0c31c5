import { ClaimPage } from '~/features/staff/claims/components/claim-page';
import { staffMeta } from '../../features/staff/shared/staff-meta';
import type { Route } from './+types/claim';

export const meta = () => staffMeta('Claim');

export default function StaffClaim({ params }: Route.ComponentProps) {
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : null;
  return <ClaimPage id={id} />;
}
