import { DashboardPage } from '~/features/staff/dashboard/components/dashboard-page';
import { staffMeta } from '../../features/staff/shared/staff-meta';

export const meta = () => staffMeta('Dashboard');

export default function StaffDashboard() {
  return <DashboardPage />;
}
