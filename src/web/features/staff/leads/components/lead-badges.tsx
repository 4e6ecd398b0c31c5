import { Clock, TriangleAlert } from 'lucide-react';
import { cn } from '~/lib/cn';
import {
  leadStatusLabels,
  responseDueLabel,
  type LeadStatus,
  type ResponseDue,
} from '#shared/staff/leads';

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

/**
 * The agency promises to answer a new lead within 24 hours; this badge shows how that stands: amber
 * from 18 hours, red once missed, and always the words and an icon, never colour alone.
 */
export function ResponseDueBadge({ due }: { due: ResponseDue }) {
  if (due.state === 'ok') {
    return <span className="text-xs text-slate-700">{responseDueLabel(due)}</span>;
  }
  const missed = due.state === 'missed';
  const Icon = missed ? TriangleAlert : Clock;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        missed
          ? 'border-red-300 bg-red-50 text-red-800'
          : 'border-amber-300 bg-amber-50 text-amber-900',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {responseDueLabel(due)}
    </span>
  );
}
