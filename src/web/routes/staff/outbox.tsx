import { OutboxPage } from '~/features/staff/outbox/components/outbox-page';
import { staffMeta } from '../../features/staff/shared/staff-meta';

export const meta = () => staffMeta('Outbox');

export default function StaffOutbox() {
  return <OutboxPage />;
}
