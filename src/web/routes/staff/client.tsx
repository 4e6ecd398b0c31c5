import { StaffPage } from '~/features/staff/shell/staff-layout';
import { staffMeta } from '~/features/staff/shell/staff-meta';

export const meta = () => staffMeta('Client');

// Filled by the staff-console issue's client work.
export default function StaffClient() {
  return (
    <StaffPage title="Client">
      <p className="text-slate-700">This section is being built.</p>
    </StaffPage>
  );
}
