import { useParams } from 'react-router';
import { LeadPage } from '~/features/staff/leads/components/lead-page';
import { staffMeta } from '../../features/staff/shared/staff-meta';

export const meta = () => staffMeta('Lead');

export default function StaffLead() {
  const { id } = useParams();
  const leadId = Number(id);
  // A path like /staff/leads/abc asks for a lead no one has: the page says so (the API 400s).
  return <LeadPage key={id} id={Number.isInteger(leadId) && leadId > 0 ? leadId : 0} />;
}
