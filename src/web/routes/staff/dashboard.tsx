import { StaffPage } from '~/features/staff/shell/staff-layout';
import { staffMeta } from '~/features/staff/shell/staff-meta';

export const meta = () => staffMeta('Dashboard');

// Filled by the staff-console issue's dashboard work.
export default function StaffDashboard() {
  return (
    <StaffPage title="Dashboard">
      <p className="text-slate-700">This section is being built.</p>
    </StaffPage>
  );
}
