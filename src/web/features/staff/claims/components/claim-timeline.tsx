import { Lock } from 'lucide-react';
import { claimStatusText } from '#shared/portal';
import type { StaffClaimEvent } from '#shared/staff/claims';
import { formatMoment } from '#shared/format';

function Change({ event }: { event: StaffClaimEvent }) {
  const to = claimStatusText[event.toStatus].label;
  if (event.fromStatus === null) return <>Filed as {to}</>;
  return (
    <>
      {claimStatusText[event.fromStatus].label} <span aria-hidden="true">→</span>
      <span className="sr-only">to</span> {to}
    </>
  );
}

function who(event: StaffClaimEvent) {
  if (!event.changedBy) return 'who: not recorded';
  return `by ${event.changedBy.name} (${event.changedBy.role})`;
}

/** Every status change of a claim, oldest first: who, when, from → to and both notes. */
export function ClaimTimeline({
  history,
  headingId,
}: {
  history: StaffClaimEvent[];
  headingId: string;
}) {
  return (
    <ol aria-labelledby={headingId} className="space-y-4 border-l-2 border-brand-100 pl-5">
      {history.map((event) => (
        <li key={event.id} className="relative text-sm">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.55rem] size-2.5 rounded-full bg-brand-700"
          />
          <p className="font-semibold text-ink">
            <Change event={event} />
          </p>
          <p className="text-slate-700">
            <time dateTime={event.createdAt}>{formatMoment(event.createdAt)}</time> · {who(event)}
          </p>
          {event.note && (
            <div className="mt-2 rounded-md bg-slate-50 px-3 py-2">
              <p className="text-xs font-semibold text-slate-700">Note to the client</p>
              <p className="whitespace-pre-line text-ink">{event.note}</p>
            </div>
          )}
          {event.internalNote && (
            <div className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2">
              <p className="flex items-center gap-1 text-xs font-semibold text-amber-900">
                <Lock aria-hidden="true" className="size-3.5" />
                Internal<span className="sr-only"> note, staff only:</span>
              </p>
              <p className="whitespace-pre-line text-ink">{event.internalNote}</p>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
