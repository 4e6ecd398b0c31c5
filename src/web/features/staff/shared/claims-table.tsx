import * as React from 'react';
import { Link } from 'react-router';
import { ClaimStatusBadge } from './claim-status-badge';
import { formatAmount } from './claims-format';
import { formatCalendarDate } from '#shared/format';
import { ScrollTable, type TableColumn } from '~/components/ui/scroll-table';
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
 * claim's own page.
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
  const columns: TableColumn[] = [
    'Claim',
    ...(client ? [client.header] : []),
    'Policy',
    'Status',
    { label: 'Amount', numeric: true },
    'Incident',
    last.header,
  ];
  return (
    <ScrollTable caption={caption} minWidth={minWidth} columns={columns}>
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
    </ScrollTable>
  );
}
