import * as React from 'react';
import { claimStatusText, portalMessages, type Claim, type ClaimStatus } from '#shared/portal';
import { formatUsd, formatCalendarDate, formatDay, formatMoment } from '#shared/format';
import { Badge, Facts } from '~/components/ui/portal-notice';

export const claimStatusClasses: Record<ClaimStatus, string> = {
  submitted: 'bg-brand-100 text-brand-900',
  processing: 'bg-sun-200 text-ink',
  approved: 'bg-green-100 text-green-800',
  denied: 'bg-red-100 text-red-800',
  closed: 'bg-slate-200 text-slate-800',
};

type ClaimEvent = Claim['history'][number];

function eventText(event: ClaimEvent): string {
  const to = claimStatusText[event.toStatus].label;
  return event.fromStatus === null
    ? `Filed as ${to}`
    : `${claimStatusText[event.fromStatus].label} to ${to}`;
}

/** The claim's status changes, oldest first, as a small timeline. */
function ClaimHistory({ history, headingId }: { history: ClaimEvent[]; headingId: string }) {
  const events = [...history].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return (
    <div className="border-t border-slate-200 pt-4">
      <h4 id={headingId} className="text-sm font-semibold text-ink">
        Status history
      </h4>
      <ol aria-labelledby={headingId} className="mt-3 space-y-3 border-l-2 border-brand-100 pl-4">
        {events.map((event, index) => (
          <li key={`${event.createdAt}-${index}`} className="relative text-sm">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand-700"
            />
            <p className="font-medium text-ink">{eventText(event)}</p>
            <p className="text-slate-600">
              <time dateTime={event.createdAt}>{formatMoment(event.createdAt)}</time>
            </p>
            {event.note && <p className="mt-1 text-slate-700">{event.note}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** One claim: number, status with what it means, the incident, the money and its history. */
export function ClaimCard({ claim }: { claim: Claim }) {
  const id = React.useId();
  const status = claimStatusText[claim.status];
  return (
    <article
      aria-labelledby={`${id}-heading`}
      className="flex w-full flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`${id}-heading`} className="text-xl font-bold text-ink">
            {claim.claimNumber}
          </h3>
          <p className="text-slate-700">
            {claim.policyType} · {claim.policyNumber}
          </p>
        </div>
        <Badge className={claimStatusClasses[claim.status]}>{status.label}</Badge>
      </div>
      <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">{status.text}</p>
      <p className="text-ink">{claim.description}</p>
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
            value: claim.amount === null ? portalMessages.amountPending : formatUsd(claim.amount),
          },
          {
            label: 'Filed',
            value: <time dateTime={claim.createdAt}>{formatDay(claim.createdAt)}</time>,
          },
        ]}
      />
      {claim.history.length > 0 && (
        <ClaimHistory history={claim.history} headingId={`${id}-history`} />
      )}
    </article>
  );
}
