import { Check } from 'lucide-react';
import * as React from 'react';
import { cn } from '~/lib/cn';
import { leadStatusLabels, leadStatuses, type LeadStatus } from '#shared/staff/leads';
import { useUpdateLead } from '../api/update-lead';

/**
 * The pipeline as five toggle buttons: one click (or Enter, or Space) moves the lead; the
 * current status is the pressed one. Buttons stay focusable while a change is saved, so the
 * keyboard's place is never lost.
 */
export function LeadStatusControl({ leadId, status }: { leadId: number; status: LeadStatus }) {
  const update = useUpdateLead(leadId);
  const [message, setMessage] = React.useState('');
  const labelId = React.useId();

  function choose(next: LeadStatus) {
    if (next === status || update.isPending) return;
    setMessage('');
    update.mutate(
      { status: next },
      { onSuccess: (lead) => setMessage(`Status changed to ${leadStatusLabels[lead.status]}.`) },
    );
  }

  return (
    <div>
      <h2 id={labelId} className="text-lg font-semibold text-ink">
        Pipeline status
      </h2>
      <div role="group" aria-labelledby={labelId} className="mt-3 flex flex-wrap gap-2">
        {leadStatuses.map((option) => {
          const pressed = option === status;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={pressed}
              aria-disabled={update.isPending || undefined}
              onClick={() => choose(option)}
              className={cn(
                'inline-flex h-10 items-center gap-1.5 rounded-md border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                pressed
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-400 bg-white text-ink hover:bg-brand-50',
                update.isPending && 'cursor-wait',
              )}
            >
              {pressed && <Check aria-hidden="true" className="size-4" />}
              {leadStatusLabels[option]}
            </button>
          );
        })}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-700">
        {update.isPending ? 'Saving...' : message}
      </p>
    </div>
  );
}
