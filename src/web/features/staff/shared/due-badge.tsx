import { Clock, TriangleAlert } from 'lucide-react';
import { cn } from '~/lib/cn';
import { responseDueLabel, type ResponseDue } from '#shared/staff/leads';

/**
 * How a promise stands (a new lead's 24 hours, a service request's due time): plain words while
 * there is time, amber once due soon, red once missed, and always the words and an icon, never
 * colour alone. The server decides which state applies.
 */
export function DueBadge({ due }: { due: ResponseDue }) {
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
