import * as React from 'react';
import { href, Link, useSearchParams } from 'react-router';
import { EmptyNote } from '~/components/ui/empty-note';
import { cn } from '~/lib/cn';
import { ScrollTable, wideOnly } from '~/components/ui/scroll-table';
import { formatMoment } from '#shared/format';
import { serviceRequestTypeLabels, serviceStatusText } from '#shared/change-requests';
import type { StaffMember } from '#shared/staff/leads';
import {
  serviceQueueFilters,
  type ServiceQueueFilter,
  type ServiceQueueQuery,
  type StaffServiceRow,
} from '#shared/staff/change-requests';
import { LoadStatus } from '../../shared/load-status';
import { StaffPage } from '../../shared/staff-layout';
import { FilterSelect } from '../../shared/filter-select';
import { useStaffMembers } from '../../shared/staff-members';
import { useServiceQueue } from '../api/service';
import { hasQueueFilters, queueFiltersOf, queueSearchOf } from '../lib/filters';
import { ServiceDue } from './service-due';
import { ServiceStatusBadge } from '../../shared/service-status-badge';

const statusFilterLabel = (filter: ServiceQueueFilter) => {
  if (filter === 'open') return 'Open';
  if (filter === 'all') return 'All';
  return serviceStatusText(filter, 'change').label;
};

const kindFilters = [
  ['all', 'All'],
  ['change', 'Changes'],
  ['certificate', 'Certificates'],
] as const satisfies readonly (readonly [ServiceQueueQuery['kind'], string])[];

const linkClasses = 'text-brand-800 underline underline-offset-2 hover:text-brand-900';

/**
 * /staff/service: the change and certificate requests clients sent, soonest due first, in the
 * filters the address keeps (`?status=&kind=&assignee=`), so a filtered queue is a link.
 */
export function ServiceQueuePage() {
  const [params, setParams] = useSearchParams();
  const filters = queueFiltersOf(params);
  const queue = useServiceQueue(filters);
  const members = useStaffMembers();

  const setFilter = <K extends keyof ServiceQueueQuery>(key: K, value: ServiceQueueQuery[K]) =>
    setParams(queueSearchOf({ ...filters, [key]: value }), { replace: true });

  const words = filterWords(filters, members.data ?? []);
  return (
    <StaffPage title="Service requests">
      <div
        role="group"
        aria-label="Filter service requests"
        className="mb-5 grid gap-4 sm:grid-cols-3 lg:max-w-3xl"
      >
        <FilterSelect
          label="Status"
          value={filters.status}
          onChange={(value) => setFilter('status', value as ServiceQueueFilter)}
          options={serviceQueueFilters.map((filter) => [filter, statusFilterLabel(filter)])}
        />
        <FilterSelect
          label="Type"
          value={filters.kind}
          onChange={(value) => setFilter('kind', value as ServiceQueueQuery['kind'])}
          options={kindFilters}
        />
        <FilterSelect
          label="Assignee"
          value={filters.assignee}
          onChange={(value) => setFilter('assignee', value)}
          options={assigneeOptions(filters.assignee, members)}
        />
      </div>
      <QueueContent queue={queue} words={words} filtered={hasQueueFilters(filters)} />
    </StaffPage>
  );
}

function assigneeOptions(
  current: string,
  members: ReturnType<typeof useStaffMembers>,
): [string, string][] {
  const options: [string, string][] = [
    ['anyone', 'Anyone'],
    ['me', 'Me'],
    ['unassigned', 'Unassigned'],
    ...(members.data ?? []).map((member): [string, string] => [member.id, member.name]),
  ];
  // A link may name someone the list does not (yet) hold: the select still shows the filter.
  if (!options.some(([value]) => value === current)) {
    options.push([current, members.isPending ? 'Loading staff...' : 'A former staff member']);
  }
  return options;
}

/** The filters in words, for the table's caption and the empty queue: "open, changes, assigned to me". */
function filterWords(filters: ServiceQueueQuery, members: StaffMember[]): string {
  const words = [
    filters.status === 'all' ? 'all statuses' : statusFilterLabel(filters.status).toLowerCase(),
  ];
  if (filters.kind === 'change') words.push('changes');
  if (filters.kind === 'certificate') words.push('certificates');
  if (filters.assignee === 'me') words.push('assigned to me');
  else if (filters.assignee === 'unassigned') words.push('unassigned');
  else if (filters.assignee !== 'anyone') {
    const member = members.find((m) => m.id === filters.assignee);
    words.push(member ? `assigned to ${member.name}` : 'assigned to one staff member');
  }
  return words.join(', ');
}

function QueueContent({
  queue,
  words,
  filtered,
}: {
  queue: ReturnType<typeof useServiceQueue>;
  words: string;
  filtered: boolean;
}) {
  if (!queue.isSuccess) {
    return (
      <LoadStatus query={queue} loading="Loading service requests..." what="service requests" />
    );
  }
  const requests = queue.data;
  if (requests.length === 0) {
    return (
      <EmptyNote role="status" className="p-6">
        {filtered
          ? `No service requests to show (${words}).`
          : 'No open service requests: the queue is clear.'}
      </EmptyNote>
    );
  }
  return (
    <ScrollTable
      caption={`${requests.length} ${requests.length === 1 ? 'request' : 'requests'}, soonest due first (${words})`}
      minWidth="md:min-w-[60rem]"
      columns={[
        'Due',
        'Reference',
        'Status',
        { label: 'Type', wide: true },
        { label: 'Client', wide: true },
        { label: 'Policy', wide: true },
        { label: 'Assignee', wide: true },
        { label: 'Received', wide: true },
      ]}
    >
      {requests.map((request) => (
        <QueueRow key={request.id} request={request} />
      ))}
    </ScrollTable>
  );
}

/** A cell's padding: narrower on a phone, where the due time, reference and status stay. */
const cell = 'px-4 py-3 max-md:px-3';

function QueueRow({ request }: { request: StaffServiceRow }) {
  return (
    <tr className={request.due?.state === 'missed' ? 'bg-red-50/60 align-top' : 'align-top'}>
      <td className={cell}>
        <ServiceDue request={request} />
      </td>
      <th scope="row" className={cn(cell, 'font-semibold md:whitespace-nowrap')}>
        <Link to={href('/staff/service/:id', { id: String(request.id) })} className={linkClasses}>
          {request.reference}
        </Link>
        {/* A phone has no Client column: the name goes under the reference. */}
        <span className="block font-normal text-slate-700 md:hidden">{request.client.name}</span>
      </th>
      <td className={cell}>
        <ServiceStatusBadge status={request.status} kind={request.kind} />
      </td>
      <td className={cn(cell, wideOnly)}>
        <span className="block font-medium text-ink">{serviceRequestTypeLabels[request.type]}</span>
        <span className="line-clamp-2 block max-w-xs text-slate-600" title={request.summary}>
          {request.summary}
        </span>
      </td>
      <td className={cn(cell, wideOnly)}>
        <Link to={href('/staff/clients/:id', { id: request.client.id })} className={linkClasses}>
          {request.client.name}
        </Link>
      </td>
      <td className={cn(cell, wideOnly)}>
        {request.policy ? (
          <>
            <span className="block text-ink [overflow-wrap:anywhere]">
              {request.policy.policyNumber}
            </span>
            <span className="block text-slate-600">{request.policy.policyType}</span>
          </>
        ) : (
          <span className="text-slate-700">No policy</span>
        )}
      </td>
      <td className={cn(cell, wideOnly)}>
        {request.assignee?.name ?? <span className="text-slate-700">Unassigned</span>}
      </td>
      <td className={cn(cell, wideOnly)}>
        <time dateTime={request.createdAt}>{formatMoment(request.createdAt)}</time>
      </td>
    </tr>
  );
}
