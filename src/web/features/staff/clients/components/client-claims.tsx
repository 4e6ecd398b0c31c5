import * as React from 'react';
import { ClaimsTable } from '~/features/staff/shared/claims-table';
import type { ClientClaim } from '#shared/staff/clients';
import { formatDay } from '#shared/format';
import { EmptyNote } from '~/components/ui/empty-note';

/** The client's claims, newest first; each is worked on its own page in the claims queue. */
export function ClientClaims({
  clientName,
  claims,
}: {
  clientName: string;
  claims: ClientClaim[];
}) {
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        Claims
      </h2>
      {claims.length === 0 ? (
        <EmptyNote>No claims filed.</EmptyNote>
      ) : (
        <ClaimsTable
          caption={`Claims of ${clientName}, newest first: ${claims.length}`}
          claims={claims}
          last={{
            header: 'Filed',
            cell: (claim) => <time dateTime={claim.createdAt}>{formatDay(claim.createdAt)}</time>,
          }}
        />
      )}
    </section>
  );
}
