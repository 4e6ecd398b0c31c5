import { StaffPage } from '~/features/staff/shell/staff-layout';
import { staffMeta } from '~/features/staff/shell/staff-meta';

export const meta = () => staffMeta('Claims');

// Filled by the staff-console issue's claims work.
export default function StaffClaims() {
  return (
    <StaffPage title="Claims">
      <p className="text-slate-700">This section is being built.</p>
    </StaffPage>
  );
}
