import { ServiceQueuePage } from '~/features/staff/change-requests/components/service-queue-page';
import { staffMeta } from '../../features/staff/shared/staff-meta';

export const meta = () => staffMeta('Service Requests');

export default function StaffService() {
  return <ServiceQueuePage />;
}
