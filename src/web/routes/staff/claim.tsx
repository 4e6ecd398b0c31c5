import { StaffPage } from '~/features/staff/shell/staff-layout';
import { staffMeta } from '~/features/staff/shell/staff-meta';

export const meta = () => staffMeta('Claim');

// Filled by the staff-console issue's claim work.
export default function StaffClaim() {
  return (
    <StaffPage title="Claim">
      <p className="text-slate-700">This section is being built.</p>
    </StaffPage>
  );
}
