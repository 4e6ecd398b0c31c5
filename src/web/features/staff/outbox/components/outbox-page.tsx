import { RotateCw } from 'lucide-react';
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { EmptyNote } from '~/components/ui/empty-note';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { ScrollTable } from '~/components/ui/scroll-table';
import { ActionOutcome } from '~/features/staff/shared/action-outcome';
import { StaffPage } from '../../shared/staff-layout';
import { LoadStatus } from '../../shared/load-status';
import { userMessage } from '~/lib/api';
import { isUnauthorized } from '~/lib/query-client';
import { cn } from '~/lib/cn';
import {
  OUTBOX_LIST_LIMIT,
  outboxMessages,
  outboxStatusLabels,
  outboxStatuses,
  type OutboxEmail,
  type OutboxStatus,
} from '#shared/staff/outbox';
import { useOutbox, useRetryEmail } from '../api/outbox';
import { formatMoment } from '#shared/format';

const isStatus = (value: string | null): value is OutboxStatus =>
  (outboxStatuses as readonly (string | null)[]).includes(value);

const statusClasses: Record<OutboxStatus, string> = {
  pending: 'bg-brand-100 text-brand-900',
  sending: 'bg-sun-200 text-ink',
  sent: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

/** /staff/outbox: the e-mails the site sends, newest first, with a retry for failed ones. */
export function OutboxPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : null;
  const outbox = useOutbox(status);
  const retry = useRetryEmail();
  const [done, setDone] = React.useState<string | null>(null);
  const outcome = React.useRef<HTMLDivElement>(null);
  const selectId = React.useId();

  const onRetry = (email: OutboxEmail) => {
    if (retry.isPending) return;
    setDone(null);
    retry.mutate(email.id, {
      onSuccess: () => setDone(outboxMessages.retried(email.to)),
      // The row leaves a "failed" list, taking the focused button along: focus the outcome.
      onSettled: () => outcome.current?.focus(),
    });
  };
  const failure =
    retry.isError && !isUnauthorized(retry.error)
      ? userMessage(retry.error, outboxMessages.retryFailed)
      : null;

  return (
    <StaffPage title="Outbox">
      <p className="mb-5 max-w-3xl text-slate-700">
        Every e-mail the site sends waits here until it is delivered. An e-mail that failed every
        attempt can be sent again.
      </p>
      <div className="mb-5 w-full max-w-xs space-y-1.5">
        <Label htmlFor={selectId}>Show</Label>
        <NativeSelect
          id={selectId}
          value={status ?? ''}
          onChange={(event) => {
            const next = event.target.value;
            setParams(next ? { status: next } : {}, { replace: true });
          }}
        >
          <option value="">All e-mails</option>
          {outboxStatuses.map((value) => (
            <option key={value} value={value}>
              {outboxStatusLabels[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ActionOutcome ref={outcome} done={done} failure={failure} className="mb-4" />
      {!outbox.isSuccess ? (
        <LoadStatus query={outbox} loading="Loading e-mails..." what="outbox" />
      ) : outbox.data.length === 0 ? (
        <EmptyNote className="p-6">No e-mails to show.</EmptyNote>
      ) : (
        <OutboxTable
          emails={outbox.data}
          status={status}
          retrying={retry.isPending ? retry.variables : undefined}
          onRetry={onRetry}
        />
      )}
    </StaffPage>
  );
}

function OutboxTable({
  emails,
  status,
  retrying,
  onRetry,
}: {
  emails: OutboxEmail[];
  status: OutboxStatus | null;
  retrying: number | undefined;
  onRetry: (email: OutboxEmail) => void;
}) {
  const what = status ? `${outboxStatusLabels[status]} e-mails` : 'All e-mails';
  return (
    <ScrollTable
      caption={`${what}, newest first: ${emails.length}${
        emails.length === OUTBOX_LIST_LIMIT ? ` (the latest ${OUTBOX_LIST_LIMIT})` : ''
      }`}
      minWidth="min-w-[64rem]"
      columns={[
        'Queued',
        'To',
        'Subject',
        'Status',
        'Attempts',
        'Delivery',
        'Last error',
        { label: 'Action', srOnly: true },
      ]}
    >
      {emails.map((email) => (
        <tr key={email.id} className={email.status === 'failed' ? 'bg-red-50/50' : undefined}>
          <td className="px-4 py-3 whitespace-nowrap">
            <time dateTime={email.createdAt}>{formatMoment(email.createdAt)}</time>
          </td>
          <td className="px-4 py-3 whitespace-nowrap">{email.to}</td>
          <th scope="row" className="min-w-64 px-4 py-3 font-normal">
            <span className="block font-medium text-ink">{email.subject}</span>
            <span className="block text-slate-600">{email.kind}</span>
          </th>
          <td className="px-4 py-3">
            <span
              className={cn(
                'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
                statusClasses[email.status],
              )}
            >
              {outboxStatusLabels[email.status]}
            </span>
          </td>
          <td className="px-4 py-3 tabular-nums">{email.attempts}</td>
          <td className="px-4 py-3 whitespace-nowrap">
            <Delivery email={email} />
          </td>
          <td className="max-w-xs min-w-40 px-4 py-3 break-words text-slate-700">
            {email.lastError ?? <span className="sr-only">None</span>}
          </td>
          <td className="px-4 py-3">
            {email.status === 'failed' && (
              <Button
                size="sm"
                variant="outline"
                disabled={retrying !== undefined}
                onClick={() => onRetry(email)}
              >
                <RotateCw aria-hidden="true" className="size-4" />
                {retrying === email.id ? 'Retrying...' : 'Retry'}
                <span className="sr-only"> the e-mail to {email.to}</span>
              </Button>
            )}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

function Delivery({ email }: { email: OutboxEmail }) {
  if (email.sentAt) {
    return (
      <>
        Sent <time dateTime={email.sentAt}>{formatMoment(email.sentAt)}</time>
      </>
    );
  }
  if (email.status === 'pending') {
    return (
      <>
        Next try <time dateTime={email.nextAttemptAt}>{formatMoment(email.nextAttemptAt)}</time>
      </>
    );
  }
  if (email.status === 'sending') return <>Being sent</>;
  return <>Gave up</>;
}
