import { RenewalsPage } from '~/features/staff/renewals/components/renewals-page';
import { staffMeta } from '~/features/staff/shared/staff-meta';

export const meta = () => staffMeta('Renewals');

export default function StaffRenewals() {
  return <RenewalsPage />;
}
