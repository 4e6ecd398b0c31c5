import { staffMeta } from '../../features/staff/shared/staff-meta';
import { ImportPage } from '~/features/staff/import/components/import-page';

export const meta = () => staffMeta('Import the book');

export default function StaffImport() {
  return <ImportPage />;
}
