import { RenewalsBoard } from '~/features/staff/renewals/components/renewals-board';
import { staffMeta } from '~/features/staff/shared/staff-meta';

export const meta = () => staffMeta('Renewals');

export default function StaffRenewals() {
  return <RenewalsBoard />;
}
