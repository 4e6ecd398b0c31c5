import { ChangeRequestPage } from '~/features/portal/change-requests/components/change-request-page';
import { agency } from '~/lib/agency';

export function meta() {
  return [{ title: `Make a Change | ${agency.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function ClientPortalChange() {
  return <ChangeRequestPage />;
}
