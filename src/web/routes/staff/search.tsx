import { SearchPage } from '~/features/staff/search/components/search-page';
import { staffMeta } from '~/features/staff/shared/staff-meta';

export const meta = () => staffMeta('Search');

export default function StaffSearch() {
  return <SearchPage />;
}
