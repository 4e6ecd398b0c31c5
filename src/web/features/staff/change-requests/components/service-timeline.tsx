import { MessageSquareReply } from 'lucide-react';
import { StatusChange } from '~/components/ui/status-change';
import { type ServiceRequestKind, serviceStatusText } from '#shared/change-requests';
import type { StaffServiceRequest } from '#shared/staff/change-requests';
import {
  ClientNote,
  EventTimeline,
  InternalNote,
  TimelineEvent,
} from '../../shared/event-timeline';

type ServiceEvent = StaffServiceRequest['history'][number];

const fromClient = (event: ServiceEvent) => event.actor?.role === 'client';

function What({ event, kind }: { event: ServiceEvent; kind: ServiceRequestKind }) {
  if (event.toStatus === null) {
    if (fromClient(event)) return <>Answer from the client</>;
    return <>{event.note ? 'Note to the client' : 'Internal note'}</>;
  }
  return (
    <StatusChange
      first="Sent in as"
      from={event.fromStatus}
      to={event.toStatus}
      label={(status) => serviceStatusText(status, kind).label}
    />
  );
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
    <EventTimeline headingId={headingId}>
      {history.map((event) => (
        <TimelineEvent
          key={event.id}
          title={<What event={event} kind={kind} />}
          createdAt={event.createdAt}
          who={event.actor}
        >
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
              <ClientNote text={event.note} />
            ))}
          {event.internalNote && <InternalNote text={event.internalNote} />}
        </TimelineEvent>
      ))}
    </EventTimeline>
  );
}
