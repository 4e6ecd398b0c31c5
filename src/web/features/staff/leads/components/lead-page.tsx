import { ArrowLeft } from 'lucide-react';
import { href, Link } from 'react-router';
import { StaffPage } from '../../shared/staff-layout';
import { DueBadge } from '../../shared/due-badge';
import { FailureAlert, LoadingStatus } from '../../shared/load-status';
import { ApiError, userMessage } from '~/lib/api';
import { useLead } from '../api/get-lead';
import { formatAge } from '../lib/format';
import { formatMoment } from '#shared/format';
import { LeadAssignee } from './lead-assignee';
import { LeadHistory } from './lead-history';
import { LeadInvite } from './lead-invite';
import { LeadNotes } from './lead-notes';
import { LeadSpamNotice } from './lead-spam-notice';
import { LeadStatusControl } from './lead-status-control';
import { LeadSubmission } from './lead-submission';

const backLink = (
  <Link
    to={href('/staff/leads')}
    className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    All leads
  </Link>
);

/** /staff/leads/:id: one quote request, and working it. */
export function LeadPage({ id }: { id: number }) {
  const query = useLead(id);

  if (!query.isSuccess) {
    const notFound =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <StaffPage title={notFound ? 'Lead not found' : 'Lead'} actions={backLink}>
        {query.isPending ? (
          <LoadingStatus>Loading the lead...</LoadingStatus>
        ) : (
          <FailureAlert
            title={
              notFound ? 'There is no lead with this number.' : 'The lead could not be loaded.'
            }
            reason={notFound ? undefined : userMessage(query.error, 'Please try again.')}
            className="p-6"
          />
        )}
      </StaffPage>
    );
  }

  const lead = query.data;
  const title = `${lead.firstName} ${lead.lastName}${lead.businessName ? ` (${lead.businessName})` : ''}`;
  return (
    <StaffPage title={title} actions={backLink}>
      <div className="grid gap-6 xl:grid-cols-5">
        <div className="space-y-6 xl:col-span-3">
          <LeadSpamNotice lead={lead} />
          <section
            aria-label="Working the lead"
            className="space-y-5 rounded-lg border border-slate-200 p-5"
          >
            <LeadStatusControl leadId={lead.id} status={lead.status} />
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <span>
                Received {formatAge(lead.ageHours)} ago, {formatMoment(lead.createdAt)}.
              </span>
              {lead.responseDue && <DueBadge due={lead.responseDue} />}
              {lead.contactedAt && <span>First contacted {formatMoment(lead.contactedAt)}.</span>}
            </p>
            <div className="max-w-sm">
              <LeadAssignee leadId={lead.id} assignee={lead.assignee} />
            </div>
          </section>
          {lead.status === 'won' && <LeadInvite lead={lead} />}
          <LeadSubmission lead={lead} />
        </div>
        <div className="space-y-6 xl:col-span-2">
          <LeadNotes leadId={lead.id} notes={lead.notes} />
          <LeadHistory events={lead.history} />
        </div>
      </div>
    </StaffPage>
  );
}
