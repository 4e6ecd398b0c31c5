import * as React from 'react';
import { Button } from '~/components/ui/button';
import { ModalDialog } from '~/components/ui/modal-dialog';
import { formatCalendarDate, formatUsd } from '#shared/format';
import type { RenewalRow, RenewalUpdateInput } from '#shared/staff/renewals';
import { Facts } from '../../shared/panel';
import { NextTermForm } from './next-term-form';
import { PremiumChange } from './renewal-cells';
import { RenewalForm } from './renewal-form';

/**
 * The editor of one row, in a modal dialog: the next term the carrier sent, then the renewal's
 * status, reason, note and assignee. Open while `row` is given; Escape or Close closes it.
 */
export function RenewalEditor({
  row,
  onClose,
  onSaved,
  onReload,
}: {
  row: RenewalRow | null;
  onClose: () => void;
  onSaved: (saved: RenewalRow, update: RenewalUpdateInput) => void;
  /** Reads the board again: the row as it now is, or undefined when it left the board. */
  onReload: (policyId: number) => Promise<RenewalRow | undefined>;
}) {
  // The last row shown stays while the dialog closes, so its title does not blink.
  const [shown, setShown] = React.useState(row);
  if (row && row !== shown) setShown(row);
  return (
    <ModalDialog
      open={row !== null}
      onClose={onClose}
      title={shown ? `Renewal of ${shown.policyNumber}` : 'Renewal'}
      description={shown && `${shown.client.name}: ${shown.policyType}, ${shown.carrier}`}
      className="w-[min(42rem,calc(100vw-2rem))]"
    >
      {shown && (
        <EditorBody
          key={shown.policyId}
          row={shown}
          onClose={onClose}
          onSaved={onSaved}
          onReload={() => onReload(shown.policyId)}
        />
      )}
    </ModalDialog>
  );
}

function EditorBody({
  row,
  onClose,
  onSaved,
  onReload,
}: {
  row: RenewalRow;
  onClose: () => void;
  onSaved: (saved: RenewalRow, update: RenewalUpdateInput) => void;
  onReload: () => Promise<RenewalRow | undefined>;
}) {
  const termId = React.useId();
  const renewalId = React.useId();
  return (
    <div className="mt-5 space-y-6">
      <section aria-labelledby={termId} className="space-y-4">
        <h3 id={termId} className="text-base font-semibold text-ink">
          Renewal term
        </h3>
        <TermFacts row={row} />
        <NextTermForm row={row} headingId={termId} />
      </section>
      <section aria-labelledby={renewalId} className="space-y-4 border-t border-slate-200 pt-5">
        <h3 id={renewalId} className="text-base font-semibold text-ink">
          Renewal
        </h3>
        <RenewalForm row={row} headingId={renewalId} onSaved={onSaved} onReload={onReload} />
      </section>
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button type="button" variant="outline" data-close onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

/** The current term, and the next one with its premium change once known. */
function TermFacts({ row }: { row: RenewalRow }) {
  const next = row.nextTerm;
  return (
    <Facts
      items={[
        ['Current premium', formatUsd(row.premium)],
        ['Current term expires', formatCalendarDate(row.expirationDate)],
        [
          'Next term',
          next
            ? `${formatCalendarDate(next.effectiveDate)} to ${formatCalendarDate(next.expirationDate)}`
            : 'Not known yet',
        ],
        ['Premium change', <PremiumChange key="change" row={row} />],
      ]}
    />
  );
}
