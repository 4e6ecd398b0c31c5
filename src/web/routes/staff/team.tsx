import { StaffPage } from '~/features/staff/shell/staff-layout';
import { staffMeta } from '~/features/staff/shell/staff-meta';

export const meta = () => staffMeta('Team');

// Filled by the staff-console issue's team work.
export default function StaffTeam() {
  return (
    <StaffPage title="Team">
      <p className="text-slate-700">This section is being built.</p>
    </StaffPage>
  );
}
