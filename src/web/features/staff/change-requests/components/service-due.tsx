import { CircleCheck, Hourglass } from 'lucide-react';
import type { StaffServiceRow } from '#shared/staff/change-requests';
import { DueBadge } from '../../shared/due-badge';

/**
 * Where a request stands against its due time: the badge while the agency's clock runs, and in
 * words why there is none (it waits for the client's answer, or it is done).
 */
export function ServiceDue({ request }: { request: Pick<StaffServiceRow, 'due' | 'status'> }) {
  if (request.due) return <DueBadge due={request.due} />;
  if (request.status === 'needs-information') {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-semibold text-slate-700">
        <Hourglass aria-hidden="true" className="size-3.5" />
        Waiting for the client
      </span>
    );
  }
  if (request.status === 'completed') {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-slate-700">
        <CircleCheck aria-hidden="true" className="size-3.5" />
        Completed
      </span>
    );
  }
  return <span className="text-xs text-slate-700">No due time</span>;
}
