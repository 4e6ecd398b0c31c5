import * as React from 'react';
import { href, Link } from 'react-router';
import { EmptyNote } from '~/components/ui/empty-note';
import { RowDialogButton } from '../../shared/row-dialog-button';
import { ScrollTable, wideOnly } from '~/components/ui/scroll-table';
import { cn } from '~/lib/cn';
import { formatCalendarDate } from '#shared/format';
import { renewalBucketLabels, type RenewalBucket, type RenewalRow } from '#shared/staff/renewals';
import {
  changeFigure,
  daysLeftWords,
  PremiumChange,
  RenewalStatusBadge,
  RiskFlag,
} from './renewal-cells';

const linkClasses = 'text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** One bucket of the board under its heading: its renewals in a table, or "None.". */
export function BucketSection({
  bucket,
  rows,
  words,
  workButton,
  onWork,
}: {
  bucket: RenewalBucket;
  rows: RenewalRow[];
  words: string;
  workButton: (policyId: number) => (button: HTMLButtonElement | null) => void;
  onWork: (row: RenewalRow) => void;
}) {
  const headingId = React.useId();
  const label = renewalBucketLabels[bucket];
  const count = `${rows.length} ${rows.length === 1 ? 'policy' : 'policies'}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {label} ({rows.length})
      </h2>
      {rows.length === 0 ? (
        <EmptyNote>None.</EmptyNote>
      ) : (
        <ScrollTable
          caption={`${label}: ${count}${words ? ` (${words})` : ''}`}
          minWidth="md:min-w-[62rem]"
          columns={[
            'Policy',
            { label: 'Client', wide: true },
            'Expires',
            { label: 'Premium change', wide: true },
            'Status',
            { label: 'Assignee', wide: true },
            { label: 'Actions', srOnly: true },
          ]}
        >
          {rows.map((row) => (
            <RenewalTableRow
              key={row.policyId}
              row={row}
              workButton={workButton(row.policyId)}
              onWork={() => onWork(row)}
            />
          ))}
        </ScrollTable>
      )}
    </section>
  );
}

/** A cell's padding: narrower on a phone, where the policy, expiry, status and Work stay. */
const cell = 'px-4 py-3 max-md:px-2';

function RenewalTableRow({
  row,
  workButton,
  onWork,
}: {
  row: RenewalRow;
  workButton: (button: HTMLButtonElement | null) => void;
  onWork: () => void;
}) {
  return (
    <tr className="align-top">
      <th scope="row" className={cn(cell, 'font-semibold')}>
        <Link
          to={href('/staff/clients/:id', { id: row.client.id })}
          className={cn(linkClasses, '[overflow-wrap:anywhere]')}
        >
          {row.policyNumber}
        </Link>
        <span className="block font-normal text-slate-600">{row.policyType}</span>
        {/* A phone has no Client nor Premium change column: the name and the change go here. */}
        <span className="block font-normal text-slate-700 md:hidden">{row.client.name}</span>
        {row.change && (
          <span className="mt-1 flex flex-wrap items-center gap-1 font-normal md:hidden">
            Premium {changeFigure(row.change)}
            {row.risk && <RiskFlag />}
          </span>
        )}
      </th>
      <td className={cn(cell, wideOnly)}>{row.client.name}</td>
      <td className={cn(cell, 'md:whitespace-nowrap')}>
        <time dateTime={row.expirationDate} className="block">
          {formatCalendarDate(row.expirationDate)}
        </time>
        <span className="block text-slate-700">{daysLeftWords(row.daysLeft)}</span>
      </td>
      <td className={cn(cell, wideOnly)}>
        <PremiumChange row={row} />
      </td>
      <td className={cell}>
        <RenewalStatusBadge row={row} />
      </td>
      <td className={cn(cell, wideOnly)}>
        {row.assignee?.name ?? <span className="text-slate-700">Nobody</span>}
      </td>
      <td className={cell}>
        <RowDialogButton ref={workButton} onClick={onWork}>
          Work<span className="sr-only"> renewal of {row.policyNumber}</span>
        </RowDialogButton>
      </td>
    </tr>
  );
}
