import { ClientDocuments } from '~/features/documents/components/client-documents';
import { clientsKey } from '~/features/staff/shared/clients-key';
import { ClientPage } from '~/features/staff/clients/components/client-page';
import { ClientPolicySections } from '~/features/staff/policies/components/client-policy-sections';
import { staffMeta } from '~/features/staff/shared/staff-meta';
import type { Route } from './+types/client';

export const meta = () => staffMeta('Client');

export default function StaffClient({ params }: Route.ComponentProps) {
  // A new page (fresh dialogs and forms) for each client.
  return (
    <ClientPage
      key={params.id}
      id={params.id}
      policies={(client) => <ClientPolicySections client={client} />}
      documents={(client) => (
        <ClientDocuments
          clientId={client.id}
          clientName={client.name}
          documents={client.documents}
          refreshKey={clientsKey}
        />
      )}
    />
  );
}
