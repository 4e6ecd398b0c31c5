import * as React from 'react';
import { Link } from 'react-router';
import { ClaimStatusBadge } from './claim-status-badge';
import { formatAmount } from './claims-format';
import { formatCalendarDate } from '#shared/format';
import { cn } from '~/lib/cn';
import type { ClaimStatus } from '#shared/portal';

/** What every claims table shows of a claim. */
export interface ClaimsTableRow {
  id: number;
  claimNumber: string;
  policyNumber: string;
  policyType: string;
  status: ClaimStatus;
  amount: string | null;
  incidentDate: string;
}

interface Column<T> {
  header: string;
  cell: (claim: T) => React.ReactNode;
}

/**
 * Claims as staff see them in a list (the queue, a client's page): each number links to the
 * claim's own page. The table scrolls sideways on a narrow screen, in a region a keyboard can
 * focus, named by the caption.
 */
export function ClaimsTable<T extends ClaimsTableRow>({
  caption,
  claims,
  client,
  last,
  rowClassName,
  minWidth = 'min-w-[40rem]',
}: {
  caption: React.ReactNode;
  claims: T[];
  /** A Client column after the claim's number. */
  client?: Column<T>;
  /** The last column (when it was filed, how old it is). */
  last: Column<T>;
  rowClassName?: (claim: T) => string | undefined;
  minWidth?: string;
}) {
  const captionId = React.useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // Focusable so that a keyboard can scroll the table sideways on a narrow screen; relative,
      // so the screen-reader-only texts inside stay within it instead of widening the page.
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className={cn('w-full text-left text-sm', minWidth)}>
        <caption id={captionId} className="px-4 pt-4 pb-2 text-left font-semibold text-ink">
          {caption}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              Claim
            </th>
            {client && (
              <th scope="col" className="px-4 py-2 font-semibold">
                {client.header}
              </th>
            )}
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
              {last.header}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {claims.map((claim) => (
            <tr key={claim.id} className={rowClassName?.(claim)}>
              <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap">
                <Link
                  to={`/staff/claims/${claim.id}`}
                  className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
                >
                  {claim.claimNumber}
                </Link>
              </th>
              {client && <td className="px-4 py-3">{client.cell(claim)}</td>}
              <td className="px-4 py-3">
                <span className="block whitespace-nowrap text-ink">{claim.policyNumber}</span>
                <span className="block text-slate-600">{claim.policyType}</span>
              </td>
              <td className="px-4 py-3">
                <ClaimStatusBadge status={claim.status} />
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{formatAmount(claim.amount)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={claim.incidentDate}>{formatCalendarDate(claim.incidentDate)}</time>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{last.cell(claim)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
