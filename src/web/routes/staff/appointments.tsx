import { AppointmentsPage } from '~/features/staff/appointments/components/appointments-page';
import { staffMeta } from '~/features/staff/shared/staff-meta';

export const meta = () => staffMeta('Appointments');

export default function StaffAppointments() {
  return <AppointmentsPage />;
}
