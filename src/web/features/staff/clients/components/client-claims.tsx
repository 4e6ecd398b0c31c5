import * as React from 'react';
import { Link } from 'react-router';
import { portalMessages } from '../../../../../shared/portal';
import type { ClientClaim } from '../../../../../shared/staff/clients';
import { formatCalendarDate, formatDay, formatMoney } from '../lib/format';
import { ClaimStatusBadge } from './claim-status-badge';
import { ScrollTable } from './scroll-table';

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
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-5 text-slate-700">
          No claims filed.
        </p>
      ) : (
        <ScrollTable caption={`Claims of ${clientName}, newest first: ${claims.length}`}>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                Claim
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Policy
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Status
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Amount
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Incident
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Filed
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {claims.map((claim) => (
              <tr key={claim.id}>
                <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap">
                  <Link
                    to={`/staff/claims/${claim.id}`}
                    className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
                  >
                    {claim.claimNumber}
                  </Link>
                </th>
                <td className="px-4 py-3">
                  <span className="block whitespace-nowrap text-ink">{claim.policyNumber}</span>
                  <span className="block text-slate-600">{claim.policyType}</span>
                </td>
                <td className="px-4 py-3">
                  <ClaimStatusBadge status={claim.status} />
                </td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {formatMoney(claim.amount) ?? portalMessages.amountPending}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <time dateTime={claim.incidentDate}>
                    {formatCalendarDate(claim.incidentDate)}
                  </time>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <time dateTime={claim.createdAt}>{formatDay(claim.createdAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}
