import { LeadsPage } from '~/features/staff/leads/components/leads-page';
import { staffMeta } from '../../features/staff/shared/staff-meta';

export const meta = () => staffMeta('Leads');

export default function StaffLeads() {
  return <LeadsPage />;
}
