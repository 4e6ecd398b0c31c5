import { StaffPage } from '~/features/staff/shell/staff-layout';
import { staffMeta } from '~/features/staff/shell/staff-meta';

export const meta = () => staffMeta('Outbox');

// Filled by the staff-console issue's outbox work.
export default function StaffOutbox() {
  return (
    <StaffPage title="Outbox">
      <p className="text-slate-700">This section is being built.</p>
    </StaffPage>
  );
}
