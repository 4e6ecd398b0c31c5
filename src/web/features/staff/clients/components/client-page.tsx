import { ArrowLeft } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { StaffPage } from '../../shared/staff-layout';
import { FailureAlert, LoadingStatus } from '../../shared/load-status';
import { ApiError, userMessage } from '~/lib/api';
import { clientName, type ClientDetail } from '#shared/staff/clients';
import { useClient } from '../api/get-client';
import { formatDay } from '#shared/format';
import { ClientClaims } from './client-claims';
import { ClientPolicies } from './client-policies';

const backLink = (
  <Link to="/staff/clients" className={buttonVariants({ variant: 'outline' })}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    All clients
  </Link>
);

/** /staff/clients/:id: contact data, policies, claims and documents of one client. */
export function ClientPage({
  id,
  documents,
}: {
  id: string;
  /** The documents feature's section, handed in by the route. */
  documents: (client: {
    id: string;
    name: string;
    documents: ClientDetail['documents'];
  }) => React.ReactNode;
}) {
  const client = useClient(id);

  if (!client.isSuccess) {
    const missing = client.error instanceof ApiError && client.error.status === 404;
    return (
      <StaffPage title={missing ? 'Client not found' : 'Client'} actions={backLink}>
        {client.isPending ? (
          <LoadingStatus>Loading the client...</LoadingStatus>
        ) : missing ? (
          <FailureAlert title="No client has this address." />
        ) : (
          <FailureAlert
            title="The client could not be loaded."
            reason={userMessage(client.error, 'Please try again.')}
            onRetry={() => void client.refetch()}
          />
        )}
      </StaffPage>
    );
  }

  const name = clientName(client.data);
  return (
    <StaffPage title={name} actions={backLink}>
      <div className="space-y-10">
        <Contact client={client.data} />
        <ClientPolicies clientId={id} clientName={name} policies={client.data.policies} />
        <ClientClaims clientName={name} claims={client.data.claims} />
        {documents({ id, name, documents: client.data.documents })}
      </div>
    </StaffPage>
  );
}

function Contact({ client }: { client: ClientDetail }) {
  const headingId = React.useId();
  const name = [client.firstName, client.lastName].filter(Boolean).join(' ');
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        Contact
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Entry term="Name">{name || 'Not given yet'}</Entry>
        <Entry term="E-mail">
          <a
            href={`mailto:${client.email}`}
            className="break-all text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {client.email}
          </a>
        </Entry>
        <Entry term="Account">
          {client.disabled
            ? `Disabled${client.disabledAt ? ` since ${formatDay(client.disabledAt)}` : ''}`
            : client.confirmed
              ? 'Active, address confirmed'
              : 'Address not confirmed yet'}
        </Entry>
        <Entry term="Client since">{formatDay(client.createdAt)}</Entry>
        {client.invitation && (
          <Entry term="Invitation">
            Sent {formatDay(client.invitation.sentAt)}, valid until{' '}
            {formatDay(client.invitation.expiresAt)}
          </Entry>
        )}
      </dl>
    </section>
  );
}

function Entry({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-700">{term}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}
