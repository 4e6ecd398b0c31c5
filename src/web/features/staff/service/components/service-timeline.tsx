import { Lock, MessageSquareReply } from 'lucide-react';
import { formatMoment } from '#shared/format';
import { serviceStatusText, type ServiceRequestKind } from '#shared/service-requests';
import type { StaffServiceRequest } from '#shared/staff/service';

type ServiceEvent = StaffServiceRequest['history'][number];

const fromClient = (event: ServiceEvent) => event.actor?.role === 'client';

function What({ event, kind }: { event: ServiceEvent; kind: ServiceRequestKind }) {
  const label = (status: NonNullable<ServiceEvent['toStatus']>) =>
    serviceStatusText(status, kind).label;
  if (event.toStatus === null) {
    if (fromClient(event)) return <>Answer from the client</>;
    return <>{event.note ? 'Note to the client' : 'Internal note'}</>;
  }
  if (event.fromStatus === null) return <>Sent in as {label(event.toStatus)}</>;
  return (
    <>
      {label(event.fromStatus)} <span aria-hidden="true">→</span>
      <span className="sr-only">to</span> {label(event.toStatus)}
    </>
  );
}

function who(event: ServiceEvent) {
  if (!event.actor) return 'who: not recorded';
  return `by ${event.actor.name} (${event.actor.role})`;
}

/**
 * Everything that happened to a request, oldest first: each status change, note to the client
 * and internal note, and the client's own answers, marked as theirs.
 */
export function ServiceTimeline({
  history,
  kind,
  headingId,
}: {
  history: ServiceEvent[];
  kind: ServiceRequestKind;
  headingId: string;
}) {
  if (history.length === 0) return <p className="text-sm text-slate-700">Nothing yet.</p>;
  return (
    <ol aria-labelledby={headingId} className="space-y-4 border-l-2 border-brand-100 pl-5">
      {history.map((event) => (
        <li key={event.id} className="relative text-sm">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.55rem] size-2.5 rounded-full bg-brand-700"
          />
          <p className="font-semibold text-ink">
            <What event={event} kind={kind} />
          </p>
          <p className="text-slate-700">
            <time dateTime={event.createdAt}>{formatMoment(event.createdAt)}</time> · {who(event)}
          </p>
          {event.note &&
            (fromClient(event) ? (
              <div className="mt-2 rounded-md border border-sky-300 bg-sky-50 px-3 py-2">
                <p className="flex items-center gap-1 text-xs font-semibold text-sky-900">
                  <MessageSquareReply aria-hidden="true" className="size-3.5" />
                  From the client
                </p>
                <p className="whitespace-pre-line text-ink">{event.note}</p>
              </div>
            ) : (
              <div className="mt-2 rounded-md bg-slate-50 px-3 py-2">
                <p className="text-xs font-semibold text-slate-700">Note to the client</p>
                <p className="whitespace-pre-line text-ink">{event.note}</p>
              </div>
            ))}
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
