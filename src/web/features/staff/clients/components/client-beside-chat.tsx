import { href, Link } from 'react-router';
import { formatCalendarDate } from '#shared/format';
import { policyStatusLabels } from '#shared/staff/policies';
import { useClient } from '../api/get-client';

/**
 * Beside a chat in the staff console: the client's page, and their policies with number, carrier,
 * status and expiry, so an agent answers without leaving the conversation.
 */
export function ClientBesideChat({
  accountId,
  clientName,
}: {
  accountId: string;
  clientName: string;
}) {
  const client = useClient(accountId);
  return (
    <aside
      aria-labelledby="chat-client-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="chat-client-heading" className="font-semibold text-ink">
        {clientName}
      </h2>
      <Link
        to={href('/staff/clients/:id', { id: accountId })}
        className="inline-block text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Open {clientName}&apos;s page
      </Link>
      {client.isPending ? (
        <p className="text-sm text-slate-700">Loading their policies...</p>
      ) : client.isError ? (
        <p className="text-sm text-slate-700">Their policies could not be loaded.</p>
      ) : client.data.policies.length === 0 ? (
        <p className="text-sm text-slate-700">No policies with us.</p>
      ) : (
        <ul aria-label={`Policies of ${clientName}`} className="space-y-2 text-sm">
          {client.data.policies.map((policy) => (
            <li key={policy.id} className="rounded-md border border-slate-200 p-2">
              <p className="font-semibold text-ink">
                {policy.policyType} · {policy.policyNumber}
              </p>
              <p className="text-slate-700">
                {policy.carrier} ·{' '}
                {policyStatusLabels[policy.status as keyof typeof policyStatusLabels] ??
                  policy.status}{' '}
                · expires{' '}
                <time dateTime={policy.expirationDate}>
                  {formatCalendarDate(policy.expirationDate)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
