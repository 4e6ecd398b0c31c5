import { DocumentsTab } from '~/features/documents/components/documents-tab';
import { PortalPage } from '~/features/portal/components/portal-page';
import { agency } from '~/lib/agency';

export function meta() {
  return [{ title: `Client Portal | ${agency.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function ClientPortal() {
  return <PortalPage documentsTab={<DocumentsTab />} />;
}
