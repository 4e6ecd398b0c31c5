import { StaffPage } from '~/features/staff/shell/staff-layout';
import { staffMeta } from '~/features/staff/shell/staff-meta';

export const meta = () => staffMeta('Lead');

// Filled by the staff-console issue's lead work.
export default function StaffLead() {
  return (
    <StaffPage title="Lead">
      <p className="text-slate-700">This section is being built.</p>
    </StaffPage>
  );
}
