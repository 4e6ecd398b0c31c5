import { StaffLayout } from '~/features/staff/shell/staff-layout';

export default function Staff() {
  return <StaffLayout />;
}
