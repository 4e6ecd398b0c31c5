import { ArrowLeft, Eye, History } from 'lucide-react';
import * as React from 'react';
import { href, Link } from 'react-router';
import { Button, buttonVariants } from '~/components/ui/button';
import { StaffPage } from '../../shared/staff-layout';
import { FailureAlert, LoadingStatus } from '../../shared/load-status';
import { ApiError, userMessage } from '~/lib/api';
import type { AccountPerson, ClientDetail } from '#shared/staff/clients';
import { useClient } from '../api/get-client';
import { formatDay } from '#shared/format';
import { AnnualReviews } from './annual-reviews';
import { ClientClaims } from './client-claims';
import { ClientTimeline } from './client-timeline';
import { PortalState } from './clients-page';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '~/lib/use-toast';
import { useInviteClient } from '../api/invite-client';
import { clientsKey } from '../../shared/clients-key';

const backLink = (
  <Link to={href('/staff/clients')} className={buttonVariants({ variant: 'outline' })}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    All clients
  </Link>
);

/**
 * /staff/clients/:id: contact data, the people who sign in, policies (and how each is paid),
 * claims and documents of one client account, its annual reviews and its timeline.
 */
export function ClientPage({
  id,
  policies,
  documents,
}: {
  id: string;
  /** The policies' sections (the list, how each is paid, the vehicles), handed in by the route. */
  policies: (client: ClientDetail) => React.ReactNode;
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

  const { name } = client.data;
  const actions = (
    <div className="flex flex-wrap gap-3">
      <a href="#timeline" className={buttonVariants({ variant: 'outline' })}>
        <History aria-hidden="true" className="size-4" />
        Timeline
      </a>
      <Link
        to={href('/staff/clients/:id/view', { id })}
        className={buttonVariants({ variant: 'outline' })}
      >
        <Eye aria-hidden="true" className="size-4" />
        View as the client
      </Link>
      {backLink}
    </div>
  );
  return (
    <StaffPage title={name} actions={actions}>
      <div className="space-y-10">
        <Contact client={client.data} />
        <People client={client.data} />
        {policies(client.data)}
        <ClientClaims clientName={name} claims={client.data.claims} />
        {documents({ id, name, documents: client.data.documents })}
        <AnnualReviews clientId={id} />
        <div id="timeline" className="scroll-mt-28 lg:scroll-mt-20">
          <ClientTimeline clientId={id} />
        </div>
      </div>
    </StaffPage>
  );
}

function Contact({ client }: { client: ClientDetail }) {
  const headingId = React.useId();
  const name = [client.firstName, client.lastName].filter(Boolean).join(' ');
  const { address } = client;
  const street = [address.line1, address.line2].filter(Boolean).join(', ');
  const town = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        Contact
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {client.kind === 'business' && (
          <Entry term="Business">{client.businessName ?? 'Not given yet'}</Entry>
        )}
        <Entry term={client.kind === 'business' ? 'Contact' : 'Name'}>
          {name || 'Not given yet'}
        </Entry>
        <Entry term="E-mail">
          {client.email ? (
            <a
              href={`mailto:${client.email}`}
              className="break-all text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {client.email}
            </a>
          ) : (
            'None on file'
          )}
        </Entry>
        {client.phone && (
          <Entry term="Phone">
            <a
              href={`tel:${client.phone}`}
              className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {client.phone}
            </a>
          </Entry>
        )}
        {(street || town) && (
          <Entry term="Address">
            {street && <span className="block">{street}</span>}
            {town && <span className="block">{town}</span>}
          </Entry>
        )}
        <Entry term="Portal">
          <PortalState client={client} />
          {client.portal === 'none' && client.email && <InviteAccount client={client} />}
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

/** An imported client's first invitation: the link makes the person its holder. */
function InviteAccount({ client }: { client: ClientDetail }) {
  const invite = useInviteClient();
  const queryClient = useQueryClient();
  return (
    <Button
      type="button"
      variant="outline"
      className="mt-2"
      disabled={invite.isPending}
      onClick={() =>
        invite.mutate(
          {
            email: client.email!,
            accountId: client.id,
            ...(client.firstName ? { firstName: client.firstName } : {}),
            ...(client.lastName ? { lastName: client.lastName } : {}),
          },
          {
            onSuccess: () => {
              toast({
                title: 'Invitation sent',
                description: `A link is on its way to ${client.email}.`,
              });
              void queryClient.invalidateQueries({ queryKey: clientsKey });
            },
            onError: (error) =>
              toast({
                title: 'The invitation could not be sent',
                description: userMessage(error, 'Please try again.'),
                variant: 'destructive',
              }),
          },
        )
      }
    >
      {invite.isPending ? 'Sending...' : 'Invite to the portal'}
    </Button>
  );
}

/** The people who sign in to the account: the holder first. */
function People({ client }: { client: ClientDetail }) {
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        People who sign in
      </h2>
      {client.people.length === 0 ? (
        <p className="mt-2 text-slate-700">Nobody signs in to this client's portal yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {client.people.map((person) => (
            <li key={person.id} className="p-4">
              <p className="font-semibold text-ink">
                {[person.firstName, person.lastName].filter(Boolean).join(' ') || person.email}
                <span className="ml-2 text-sm font-normal text-slate-700">
                  {person.accountRole === 'holder' ? 'Account holder' : 'Member'}
                </span>
              </p>
              <p className="text-sm break-all text-slate-700">{person.email}</p>
              <p className="text-sm text-slate-700">{personState(person, client)}</p>
              <Link
                to={`${href('/staff/clients/:id/view', { id: client.id })}?person=${person.id}`}
                className="text-sm font-semibold text-brand-800 underline underline-offset-2"
              >
                View as{' '}
                {[person.firstName, person.lastName].filter(Boolean).join(' ') || person.email}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function personState(person: AccountPerson, client: ClientDetail): string {
  const sees =
    person.policyScope === 'all'
      ? 'Sees every policy'
      : `Sees ${
          client.policies
            .filter((p) => person.policyIds.includes(p.id))
            .map((p) => p.policyNumber)
            .join(', ') || 'no policy'
        }`;
  const state = person.disabledAt
    ? `Disabled since ${formatDay(person.disabledAt)}`
    : !person.confirmed
      ? 'Address not confirmed yet'
      : person.lastSignInAt
        ? `Last signed in ${formatDay(person.lastSignInAt)}`
        : 'Has not signed in yet';
  return `${sees}. ${state}.`;
}

function Entry({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-700">{term}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}
