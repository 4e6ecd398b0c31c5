import { StaffPage } from '~/features/staff/shell/staff-layout';
import { staffMeta } from '~/features/staff/shell/staff-meta';

export const meta = () => staffMeta('Clients');

// Filled by the staff-console issue's clients work.
export default function StaffClients() {
  return (
    <StaffPage title="Clients">
      <p className="text-slate-700">This section is being built.</p>
    </StaffPage>
  );
}
