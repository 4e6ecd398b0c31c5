import { ClientsPage } from '~/features/staff/clients/components/clients-page';
import { staffMeta } from '../../features/staff/shared/staff-meta';

export const meta = () => staffMeta('Clients');

export default function StaffClients() {
  return <ClientsPage />;
}
