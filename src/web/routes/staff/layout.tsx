import { ConsoleSearch } from '../../features/staff/search/components/console-search';
import { StaffLayout } from '../../features/staff/shared/staff-layout';

export default function Staff() {
  return <StaffLayout search={<ConsoleSearch />} />;
}
