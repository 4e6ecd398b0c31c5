import { StatusChange } from '~/components/ui/status-change';
import { claimStatusText } from '#shared/claims';
import type { StaffClaimEvent } from '#shared/staff/claims';
import {
  ClientNote,
  EventTimeline,
  InternalNote,
  TimelineEvent,
} from '../../shared/event-timeline';

/** Every status change of a claim, oldest first: who, when, from → to and both notes. */
export function ClaimTimeline({
  history,
  headingId,
}: {
  history: StaffClaimEvent[];
  headingId: string;
}) {
  return (
    <EventTimeline headingId={headingId}>
      {history.map((event) => (
        <TimelineEvent
          key={event.id}
          title={
            <StatusChange
              first="Filed as"
              from={event.fromStatus}
              to={event.toStatus}
              label={(status) => claimStatusText[status].label}
            />
          }
          createdAt={event.createdAt}
          who={event.changedBy}
        >
          {event.note && <ClientNote text={event.note} />}
          {event.internalNote && <InternalNote text={event.internalNote} />}
        </TimelineEvent>
      ))}
    </EventTimeline>
  );
}
