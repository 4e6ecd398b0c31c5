import { PaymentsPage } from '~/features/staff/payments/components/payments-page';
import { staffMeta } from '~/features/staff/shared/staff-meta';

export const meta = () => staffMeta('Carrier Payments');

export default function StaffPayments() {
  return <PaymentsPage />;
}
