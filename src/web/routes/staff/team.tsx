import { staffMeta } from '../../features/staff/shared/staff-meta';
import { TeamPage } from '~/features/staff/team/components/team-page';

export const meta = () => staffMeta('Team');

export default function StaffTeam() {
  return <TeamPage />;
}
