import { Clock } from 'lucide-react';
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { EmptyNote } from '~/components/ui/empty-note';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { ClaimsTable } from '~/features/staff/shared/claims-table';
import { StaffPage } from '../../shared/staff-layout';
import { LoadStatus } from '../../shared/load-status';
import {
  CLAIM_AGE_WARNING_DAYS,
  claimQueueFilterLabels,
  claimQueueFilters,
  type ClaimQueueFilter,
  type StaffClaimRow,
} from '#shared/staff/claims';
import { useClaimQueue } from '../api/claims';
import { formatAge } from '../../shared/claims-format';
import { formatDay } from '#shared/format';

const isFilter = (value: string | null): value is ClaimQueueFilter =>
  (claimQueueFilters as readonly (string | null)[]).includes(value);

const isOld = (claim: StaffClaimRow) =>
  claim.status !== 'closed' && claim.ageDays > CLAIM_AGE_WARNING_DAYS;

/** /staff/claims: every claim in one filter (open by default, kept in ?status=), oldest first. */
export function ClaimsQueuePage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const filter: ClaimQueueFilter = isFilter(raw) ? raw : 'open';
  const queue = useClaimQueue(filter);
  const selectId = React.useId();

  return (
    <StaffPage title="Claims">
      <div className="mb-5 flex flex-wrap items-end gap-4">
        <div className="w-full max-w-xs space-y-1.5">
          <Label htmlFor={selectId}>Show</Label>
          <NativeSelect
            id={selectId}
            value={filter}
            onChange={(event) => {
              const next = event.target.value;
              setParams(next === 'open' ? {} : { status: next }, { replace: true });
            }}
          >
            {claimQueueFilters.map((value) => (
              <option key={value} value={value}>
                {claimQueueFilterLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <Clock aria-hidden="true" className="size-4 text-amber-800" />
          Marks a claim open for more than {CLAIM_AGE_WARNING_DAYS} days.
        </p>
      </div>
      <QueueContent filter={filter} queue={queue} />
    </StaffPage>
  );
}

function QueueContent({
  filter,
  queue,
}: {
  filter: ClaimQueueFilter;
  queue: ReturnType<typeof useClaimQueue>;
}) {
  if (!queue.isSuccess) {
    return <LoadStatus query={queue} loading="Loading claims..." what="claims" />;
  }
  const claims = queue.data;
  if (claims.length === 0) {
    return (
      <EmptyNote role="status" className="p-6">
        No claims to show: {claimQueueFilterLabels[filter].toLowerCase()}.
      </EmptyNote>
    );
  }
  return <QueueTable filter={filter} claims={claims} />;
}

function QueueTable({ filter, claims }: { filter: ClaimQueueFilter; claims: StaffClaimRow[] }) {
  return (
    <ClaimsTable
      caption={`${claimQueueFilterLabels[filter]}, oldest first: ${claims.length} ${
        claims.length === 1 ? 'claim' : 'claims'
      }`}
      claims={claims}
      minWidth="md:min-w-[56rem]"
      rowClassName={(claim) => (isOld(claim) ? 'bg-amber-50' : undefined)}
      client={{
        header: 'Client',
        short: (claim) => claim.client.name,
        cell: (claim) => (
          <>
            <span className="block font-medium text-ink">{claim.client.name}</span>
            <span className="block break-all text-slate-600">{claim.client.email}</span>
          </>
        ),
      }}
      last={{
        header: 'Age',
        cell: (claim) => (
          <>
            <Age claim={claim} />
            <span className="block text-slate-600 max-md:hidden">
              Filed <time dateTime={claim.createdAt}>{formatDay(claim.createdAt)}</time>
            </span>
          </>
        ),
      }}
    />
  );
}

function Age({ claim }: { claim: StaffClaimRow }) {
  if (!isOld(claim)) return <span className="block text-ink">{formatAge(claim.ageDays)}</span>;
  return (
    <span className="flex items-center gap-1 font-semibold text-amber-900">
      <Clock aria-hidden="true" className="size-4" />
      {formatAge(claim.ageDays)}
      <span className="sr-only"> (open more than {CLAIM_AGE_WARNING_DAYS} days)</span>
    </span>
  );
}
