import { cn } from '~/lib/cn';
import { leadStatusLabels, type LeadStatus } from '#shared/staff/leads';

const statusClasses: Record<LeadStatus, string> = {
  new: 'border-brand-100 bg-brand-50 text-brand-900',
  contacted: 'border-sky-200 bg-sky-50 text-sky-900',
  quoted: 'border-violet-200 bg-violet-50 text-violet-900',
  won: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  lost: 'border-slate-300 bg-slate-100 text-slate-800',
};

/** A lead's pipeline status, in words. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        statusClasses[status],
      )}
    >
      {leadStatusLabels[status]}
    </span>
  );
}
