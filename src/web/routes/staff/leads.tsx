import { StaffPage } from '~/features/staff/shell/staff-layout';
import { staffMeta } from '~/features/staff/shell/staff-meta';

export const meta = () => staffMeta('Leads');

// Filled by the staff-console issue's leads work.
export default function StaffLeads() {
  return (
    <StaffPage title="Leads">
      <p className="text-slate-700">This section is being built.</p>
    </StaffPage>
  );
}
