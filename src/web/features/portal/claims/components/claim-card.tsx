import * as React from 'react';
import { type Claim, type ClaimStatus, claimMessages, claimStatusText } from '#shared/claims';
import { formatUsd, formatCalendarDate, formatDay } from '#shared/format';
import { Badge, Facts } from '~/components/ui/portal-notice';
import { StatusChange } from '~/components/ui/status-change';
import { ClaimAttachmentList } from './claim-attachments';
import { AddClaimFiles } from './claim-files';
import { RecordCard, RecordHistory } from '../../shared/record-card';

export const claimStatusClasses: Record<ClaimStatus, string> = {
  submitted: 'bg-brand-100 text-brand-900',
  processing: 'bg-sun-200 text-ink',
  approved: 'bg-green-100 text-green-800',
  denied: 'bg-red-100 text-red-800',
  closed: 'bg-slate-200 text-slate-800',
};

type ClaimEvent = Claim['history'][number];

/**
 * A step in the words of the staff console's timeline: "Filed as Submitted", then
 * "Submitted → Processing", the arrow read out as "to".
 */
function EventText({ event }: { event: ClaimEvent }) {
  return (
    <StatusChange
      first="Filed as"
      from={event.fromStatus}
      to={event.toStatus}
      label={(status) => claimStatusText[status].label}
    />
  );
}

type HeadingLevel = 3 | 4;
/** A heading one level below the card's own. */
function SubHeading({
  level,
  ...props
}: { level: HeadingLevel } & Omit<React.ComponentProps<'h4'>, 'className'>) {
  const className = 'text-sm font-semibold text-ink';
  return level === 3 ? (
    <h4 className={className} {...props} />
  ) : (
    <h5 className={className} {...props} />
  );
}

/** The claim's status changes, oldest first, as a small timeline. */
function ClaimHistory({
  history,
  headingId,
  level,
}: {
  history: ClaimEvent[];
  headingId: string;
  level: HeadingLevel;
}) {
  return (
    <div className="border-t border-slate-200 pt-4">
      <SubHeading level={level} id={headingId}>
        Status history
      </SubHeading>
      <RecordHistory
        headingId={headingId}
        events={history}
        title={(event) => <EventText event={event} />}
        note={(event) => event.note && <p className="mt-1 text-slate-700">{event.note}</p>}
      />
    </div>
  );
}

/** The claim's photos and documents, and, while it is open, a picker to add more. */
function ClaimFiles({
  claim,
  headingId,
  level,
}: {
  claim: Claim;
  headingId: string;
  level: HeadingLevel;
}) {
  const open = claim.status !== 'closed';
  if (!open && claim.attachments.length === 0) return null;
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      <SubHeading level={level} id={headingId}>
        Photos and documents
      </SubHeading>
      {claim.attachments.length > 0 ? (
        <ClaimAttachmentList attachments={claim.attachments} label={headingId} />
      ) : (
        <p className="text-sm text-slate-700">None yet.</p>
      )}
      {open ? (
        <AddClaimFiles
          claimId={claim.id}
          claimNumber={claim.claimNumber}
          attachedIds={claim.attachments.map((file) => file.id)}
        />
      ) : (
        <p className="text-sm text-slate-700">{claimMessages.claimClosed}</p>
      )}
    </div>
  );
}

/**
 * One claim: number, status with what it means, the incident, the money, its photos and
 * documents, and its history. `level` is its heading's (4 under the Closed claims heading).
 */
export function ClaimCard({ claim, level = 3 }: { claim: Claim; level?: HeadingLevel }) {
  const id = React.useId();
  const status = claimStatusText[claim.status];
  return (
    <RecordCard
      title={claim.claimNumber}
      level={level}
      about={
        <p className="text-slate-700">
          {claim.policyType} · {claim.policyNumber}
        </p>
      }
      badge={<Badge className={claimStatusClasses[claim.status]}>{status.label}</Badge>}
      className="p-4"
    >
      <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">{status.text}</p>
      <p className="break-words whitespace-pre-line text-ink">{claim.description}</p>
      <Facts
        items={[
          {
            label: 'Incident date',
            value: (
              <time dateTime={claim.incidentDate}>{formatCalendarDate(claim.incidentDate)}</time>
            ),
          },
          {
            label: 'Estimated amount',
            value: claim.amount === null ? claimMessages.amountPending : formatUsd(claim.amount),
          },
          {
            label: 'Filed',
            value: <time dateTime={claim.createdAt}>{formatDay(claim.createdAt)}</time>,
          },
        ]}
      />
      <ClaimFiles claim={claim} headingId={`${id}-files`} level={level} />
      {claim.history.length > 0 && (
        <ClaimHistory history={claim.history} headingId={`${id}-history`} level={level} />
      )}
    </RecordCard>
  );
}
