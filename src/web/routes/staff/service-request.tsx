import { ServiceRequestPage } from '~/features/staff/change-requests/components/service-request-page';
import { staffMeta } from '../../features/staff/shared/staff-meta';
import type { Route } from './+types/service-request';

export const meta = () => staffMeta('Service Request');

export default function StaffServiceRequest({ params }: Route.ComponentProps) {
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : null;
  return <ServiceRequestPage id={id} />;
}
