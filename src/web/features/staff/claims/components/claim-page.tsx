import { ArrowLeft } from 'lucide-react';
import * as React from 'react';
import { href, Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { StaffPage } from '../../shared/staff-layout';
import { ApiError } from '~/lib/api';
import { claimStatusText } from '#shared/claims';
import { formatUsd, formatCalendarDate, formatMoment } from '#shared/format';
import type { StaffClaim } from '#shared/staff/claims';
import { useStaffClaim } from '../api/claims';
import { formatAge, formatAmount } from '../../shared/claims-format';
import { ClaimStatusBadge } from '../../shared/claim-status-badge';
import { LoadStatus } from '../../shared/load-status';
import { ClaimAttachments } from './claim-attachments';
import { ClaimStatusForm } from './claim-status-form';
import { ClaimTimeline } from './claim-timeline';
import { Facts, Panel } from '../../shared/panel';

const backLink = (
  <Link to={href('/staff/claims')} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    Claims queue
  </Link>
);

/**
 * /staff/claims/:id: one claim, its client and policy, the client's photos and documents, its
 * timeline, and the next statuses.
 */
export function ClaimPage({ id }: { id: number | null }) {
  const claim = useStaffClaim(id);
  if (id === null || (claim.error instanceof ApiError && claim.error.status === 404)) {
    return (
      <StaffPage title="Claim not found" actions={backLink}>
        <p className="text-slate-700">There is no claim at this address.</p>
      </StaffPage>
    );
  }
  if (!claim.isSuccess) {
    return (
      <StaffPage title="Claim" actions={backLink}>
        <LoadStatus query={claim} loading="Loading the claim..." what="claim" />
      </StaffPage>
    );
  }
  return <ClaimDetails claim={claim.data} />;
}

function ClaimDetails({ claim }: { claim: StaffClaim }) {
  const { policy, client } = claim;
  return (
    <StaffPage title={`Claim ${claim.claimNumber}`} actions={backLink}>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Panel title="Summary">
            {() => (
              <div className="space-y-4">
                <div className="flex flex-wrap items-center gap-3">
                  <ClaimStatusBadge status={claim.status} />
                  <p className="text-sm text-slate-700">
                    The client reads: {claimStatusText[claim.status].text}
                  </p>
                </div>
                <p className="whitespace-pre-line text-ink">{claim.description}</p>
                <Facts
                  items={[
                    [
                      'Incident date',
                      <time key="i" dateTime={claim.incidentDate}>
                        {formatCalendarDate(claim.incidentDate)}
                      </time>,
                    ],
                    ['Estimated amount', formatAmount(claim.amount)],
                    [
                      'Filed',
                      <time key="f" dateTime={claim.createdAt}>
                        {formatMoment(claim.createdAt)}
                      </time>,
                    ],
                    ['Age', formatAge(claim.ageDays)],
                  ]}
                />
              </div>
            )}
          </Panel>
          <Panel title="Photos and documents">
            {(headingId) => (
              <ClaimAttachments attachments={claim.attachments} headingId={headingId} />
            )}
          </Panel>
          <Panel title="Change status">
            {(headingId) => <ClaimStatusForm claim={claim} headingId={headingId} />}
          </Panel>
          <Panel title="Timeline">
            {(headingId) => <ClaimTimeline history={claim.history} headingId={headingId} />}
          </Panel>
        </div>
        <div className="space-y-6">
          <Panel title="Client">
            {() => (
              <div className="space-y-3 text-sm">
                <p className="font-semibold text-ink">{client.name}</p>
                <p>
                  <a
                    href={`mailto:${client.email}`}
                    className="break-all text-brand-800 underline underline-offset-2"
                  >
                    {client.email}
                  </a>
                </p>
                <p>
                  <Link
                    to={href('/staff/clients/:id', { id: client.id })}
                    className="text-brand-800 underline underline-offset-2"
                  >
                    Open the client's page
                  </Link>
                </p>
              </div>
            )}
          </Panel>
          <Panel title="Policy">
            {() => (
              <Facts
                items={[
                  ['Number', policy.policyNumber],
                  ['Type', policy.policyType],
                  ['Carrier', policy.carrier],
                  ['Status', policy.status.charAt(0).toUpperCase() + policy.status.slice(1)],
                  [
                    'Term',
                    `${formatCalendarDate(policy.effectiveDate)} – ${formatCalendarDate(policy.expirationDate)}`,
                  ],
                  ['Premium', formatUsd(policy.premium)],
                  ['Deductible', policy.deductible ? formatUsd(policy.deductible) : 'None'],
                ]}
              />
            )}
          </Panel>
        </div>
      </div>
    </StaffPage>
  );
}
