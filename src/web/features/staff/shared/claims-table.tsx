import * as React from 'react';
import { href, Link } from 'react-router';
import { ClaimStatusBadge } from './claim-status-badge';
import { formatAmount } from './claims-format';
import { formatCalendarDate } from '#shared/format';
import { ScrollTable, wideOnly, type TableColumn } from '~/components/ui/scroll-table';
import { cn } from '~/lib/cn';
import type { ClaimStatus } from '#shared/claims';

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

/** A cell's padding: narrower on a phone, where the columns that stay share its width. */
const cell = 'px-4 py-3 max-md:px-3';

interface Column<T> {
  header: string;
  cell: (claim: T) => React.ReactNode;
}

/** The Client column, which a phone folds under the claim's number (`short`, a name). */
interface ClientColumn<T> extends Column<T> {
  short: (claim: T) => string;
}

/**
 * Claims as staff see them in a list (the queue, a client's page): each number links to the
 * claim's own page. A phone keeps the claim (with its client's name under it), its status and
 * the last column.
 */
export function ClaimsTable<T extends ClaimsTableRow>({
  caption,
  claims,
  client,
  last,
  rowClassName,
  minWidth = 'md:min-w-[40rem]',
}: {
  caption: React.ReactNode;
  claims: T[];
  /** A Client column after the claim's number. */
  client?: ClientColumn<T>;
  /** The last column (when it was filed, how old it is). */
  last: Column<T>;
  rowClassName?: (claim: T) => string | undefined;
  minWidth?: string;
}) {
  const columns: TableColumn[] = [
    'Claim',
    ...(client ? [{ label: client.header, wide: true }] : []),
    { label: 'Policy', wide: true },
    'Status',
    { label: 'Amount', numeric: true, wide: true },
    { label: 'Incident', wide: true },
    last.header,
  ];
  return (
    <ScrollTable caption={caption} minWidth={minWidth} columns={columns}>
      {claims.map((claim) => (
        <tr key={claim.id} className={rowClassName?.(claim)}>
          <th scope="row" className={cn(cell, 'font-semibold md:whitespace-nowrap')}>
            <Link
              to={href('/staff/claims/:id', { id: String(claim.id) })}
              className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {claim.claimNumber}
            </Link>
            {client && (
              <span className="block font-normal text-slate-700 md:hidden">
                {client.short(claim)}
              </span>
            )}
          </th>
          {client && <td className={cn(cell, wideOnly)}>{client.cell(claim)}</td>}
          <td className={cn(cell, wideOnly)}>
            <span className="block text-ink [overflow-wrap:anywhere]">{claim.policyNumber}</span>
            <span className="block text-slate-600">{claim.policyType}</span>
          </td>
          <td className={cell}>
            <ClaimStatusBadge status={claim.status} />
          </td>
          <td className={cn(cell, wideOnly, 'text-right tabular-nums')}>
            {formatAmount(claim.amount)}
          </td>
          <td className={cn(cell, wideOnly, 'whitespace-nowrap')}>
            <time dateTime={claim.incidentDate}>{formatCalendarDate(claim.incidentDate)}</time>
          </td>
          <td className={cn(cell, 'md:whitespace-nowrap')}>{last.cell(claim)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
