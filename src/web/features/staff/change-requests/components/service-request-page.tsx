import { ArrowLeft } from 'lucide-react';
import { href, Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { ApiError } from '~/lib/api';
import { formatMoment } from '#shared/format';
import { serviceRequestTypeLabels, serviceStatusText } from '#shared/change-requests';
import type { StaffServiceRequest } from '#shared/staff/change-requests';
import { LoadStatus } from '../../shared/load-status';
import { StaffPage } from '../../shared/staff-layout';
import { useServiceRequest } from '../api/service';
import { Facts, Panel } from '../../shared/panel';
import { ServiceDetails } from './service-details';
import { ServiceDue } from './service-due';
import { ServiceStatusBadge } from '../../shared/service-status-badge';
import { ServiceTimeline } from './service-timeline';
import { ServiceWorkForm } from './service-work-form';
import { IssueCertificate } from './issue-certificate';

const linkClasses = 'text-brand-800 underline underline-offset-2 hover:text-brand-900';

const backLink = (
  <Link to={href('/staff/service')} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    Service queue
  </Link>
);

/** /staff/service/:id: one request, what the client asked, its timeline, and working it. */
export function ServiceRequestPage({ id }: { id: number | null }) {
  const request = useServiceRequest(id);
  if (id === null || (request.error instanceof ApiError && request.error.status === 404)) {
    return (
      <StaffPage title="Service request not found" actions={backLink}>
        <p className="text-slate-700">There is no service request at this address.</p>
      </StaffPage>
    );
  }
  if (!request.isSuccess) {
    return (
      <StaffPage title="Service request" actions={backLink}>
        <LoadStatus query={request} loading="Loading the request..." what="service request" />
      </StaffPage>
    );
  }
  return <RequestDetails request={request.data} />;
}

function RequestDetails({ request }: { request: StaffServiceRequest }) {
  const { client, policy, requestedBy } = request;
  return (
    <StaffPage title={request.reference} actions={backLink}>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Panel title={serviceRequestTypeLabels[request.type]}>
            {() => (
              <div className="space-y-4">
                <p className="whitespace-pre-line text-ink">{request.summary}</p>
                <div className="flex flex-wrap items-center gap-3">
                  <ServiceStatusBadge status={request.status} kind={request.kind} />
                  <p className="text-sm text-slate-700">
                    The client reads: {serviceStatusText(request.status, request.kind).text}
                  </p>
                </div>
                <Facts
                  items={[
                    [
                      'Due',
                      <span key="d" className="flex flex-wrap items-center gap-2">
                        <ServiceDue request={request} />
                        <time dateTime={request.dueAt} className="font-normal text-slate-700">
                          {formatMoment(request.dueAt)}
                        </time>
                      </span>,
                    ],
                    [
                      'Received',
                      <time key="r" dateTime={request.createdAt}>
                        {formatMoment(request.createdAt)}
                      </time>,
                    ],
                    ['Assignee', request.assignee?.name ?? 'Unassigned'],
                  ]}
                />
              </div>
            )}
          </Panel>
          <Panel title="What they asked">{() => <ServiceDetails request={request} />}</Panel>
          {request.kind === 'certificate' && (
            <Panel title="Issue the certificate">
              {() => <IssueCertificate request={request} />}
            </Panel>
          )}
          <Panel title="Work this request">
            {(headingId) => <ServiceWorkForm request={request} headingId={headingId} />}
          </Panel>
          <Panel title="Timeline">
            {(headingId) => (
              <ServiceTimeline
                history={request.history}
                kind={request.kind}
                headingId={headingId}
              />
            )}
          </Panel>
        </div>
        <div className="space-y-6">
          <Panel title="Client">
            {() => (
              <Facts
                items={[
                  [
                    'Client',
                    <Link
                      key="c"
                      to={href('/staff/clients/:id', { id: client.id })}
                      className={linkClasses}
                    >
                      {client.name}
                    </Link>,
                  ],
                  [
                    'Policy',
                    policy ? (
                      <span key="p">
                        <span className="block">{policy.policyNumber}</span>
                        <span className="block font-normal text-slate-600">
                          {policy.policyType}
                        </span>
                      </span>
                    ) : (
                      'No policy'
                    ),
                  ],
                  [
                    'Requested by',
                    requestedBy ? (
                      <span key="b">
                        <span className="block">{requestedBy.name}</span>
                        <a
                          href={`mailto:${requestedBy.email}`}
                          className={`block font-normal break-all ${linkClasses}`}
                        >
                          {requestedBy.email}
                        </a>
                      </span>
                    ) : (
                      'Not recorded'
                    ),
                  ],
                ]}
              />
            )}
          </Panel>
        </div>
      </div>
    </StaffPage>
  );
}
