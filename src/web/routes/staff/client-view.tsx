import { useSearchParams } from 'react-router';
import { DocumentsTab } from '~/features/documents/components/documents-tab';
import { documentsKey } from '~/features/documents/api/documents';
import { claimsKey } from '~/features/portal/claims/api/claims';
import { IdCardPdfLink, idCardsKey } from '~/features/portal/policies/api/id-cards';
import { policiesCurrentAsOfKey, policiesKey } from '~/features/portal/policies/api/policies';
import { PortalTabs } from '~/features/portal/components/portal-tabs';
import { ViewAsClientPage } from '~/features/staff/clients/components/view-as-client-page';
import { staffMeta } from '~/features/staff/shared/staff-meta';
import { urlOf } from '~/lib/api';
import { SeededQueries } from '~/lib/seeded-queries';
import { staffClientEndpoints } from '#shared/staff/clients';
import type { Route } from './+types/client-view';

export const meta = () => staffMeta('Viewing as the client');

/** The client's own portal tabs, filled from the staff API, read-only. */
export default function StaffClientView({ params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const personId = search.get('person');
  return (
    <ViewAsClientPage
      key={`${params.id}:${personId}`}
      id={params.id}
      personId={personId}
      portal={(view) => (
        <SeededQueries
          entries={[
            [policiesKey, view.policies],
            [policiesCurrentAsOfKey, view.currentAsOf],
            [claimsKey, view.claims],
            [documentsKey, view.documents],
            [idCardsKey, view.idCards],
          ]}
        >
          <IdCardPdfLink.Provider
            value={(policyId, vehicleId) =>
              urlOf(staffClientEndpoints.idCardPdf, {
                params: { id: params.id, policyId, vehicleId },
              })
            }
          >
            <PortalTabs documentsTab={<DocumentsTab />} readOnly />
          </IdCardPdfLink.Provider>
        </SeededQueries>
      )}
    />
  );
}
