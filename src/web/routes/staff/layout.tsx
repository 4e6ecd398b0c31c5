import { StaffLayout } from '../../features/staff/shared/staff-layout';

export default function Staff() {
  return <StaffLayout />;
}
