import { Search, UserPlus, Users } from 'lucide-react';
import * as React from 'react';
import { href, Link, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Pagination } from '~/components/ui/pagination';
import { Label } from '~/components/ui/label';
import { StaffPage } from '../../shared/staff-layout';
import { FailureAlert, LoadingStatus } from '../../shared/load-status';
import { userMessage } from '~/lib/api';
import type { ClientSummary } from '#shared/staff/clients';
import { formatDay } from '#shared/format';
import { clientsSearch, useClients } from '../api/get-clients';
import { InviteClientDialog } from './invite-client-dialog';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { toast } from '~/lib/use-toast';
import type { BulkInvite } from '#shared/staff/clients';
import { bulkInviteSummary, useInviteAccounts } from '../api/invite-client';
import { ScrollTable, wideOnly } from '~/components/ui/scroll-table';

/** The search and page in the address: `?q=…&page=…`. */
function filterOf(params: URLSearchParams) {
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const page = Number(params.get('page'));
  return { q, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** /staff/clients: the agency's clients, searchable by name or e-mail; invite a new one. */
export function ClientsPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const clients = useClients(filter);
  const [inviting, setInviting] = React.useState(false);
  const searchId = React.useId();

  const inviteButton = (
    <Button type="button" onClick={() => setInviting(true)}>
      <UserPlus aria-hidden="true" className="size-4" />
      Invite client
    </Button>
  );

  return (
    <StaffPage title="Clients" actions={inviteButton}>
      <div className="space-y-6">
        <form
          role="search"
          aria-label="Clients"
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
            setParams(q ? { q } : {});
          }}
        >
          <div className="w-full max-w-md space-y-1.5">
            <Label htmlFor={searchId}>Search by name or e-mail</Label>
            {/* A new field when the address changes (back button), so it shows what is searched. */}
            <Input key={filter.q} id={searchId} name="q" type="search" defaultValue={filter.q} />
          </div>
          <Button type="submit" variant="outline" className="h-11">
            <Search aria-hidden="true" className="size-4" />
            Search
          </Button>
          {filter.q && (
            <Link
              to={href('/staff/clients')}
              className={`${buttonVariants({ variant: 'ghost' })} h-11`}
            >
              Clear search
            </Link>
          )}
        </form>
        <ClientsResult filter={filter} clients={clients} />
      </div>
      <InviteClientDialog open={inviting} onClose={() => setInviting(false)} />
    </StaffPage>
  );
}

function ClientsResult({
  filter,
  clients,
}: {
  filter: { q: string; page: number };
  clients: ReturnType<typeof useClients>;
}) {
  if (clients.isPending) {
    return <LoadingStatus>Loading the clients...</LoadingStatus>;
  }
  if (clients.isError) {
    return (
      <FailureAlert
        title="The clients could not be loaded."
        reason={userMessage(clients.error, 'Please try again.')}
        onRetry={() => void clients.refetch()}
      />
    );
  }
  const { items, total, page, pageSize } = clients.data;
  const first = (page - 1) * pageSize + 1;
  const summary =
    total === 0
      ? filter.q
        ? `No clients match “${filter.q}”.`
        : 'No clients yet.'
      : items.length === 0
        ? `No clients on page ${page}.`
        : `${first}–${first + items.length - 1} of ${total} ${total === 1 ? 'client' : 'clients'}${filter.q ? ` matching “${filter.q}”` : ''}`;
  return (
    <div className="space-y-4" aria-busy={clients.isFetching}>
      <p role="status" className="text-sm text-slate-700">
        {summary}
      </p>
      {items.length > 0 ? (
        <Invitable
          clients={items}
          caption={filter.q ? `Clients matching “${filter.q}”` : 'Clients'}
        />
      ) : (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-8 text-center">
          <Users aria-hidden="true" className="mx-auto size-10 text-brand-700" />
          <p className="mt-3 text-slate-700">
            {filter.q ? 'Try part of a name or an address.' : 'Invite a client to get started.'}
          </p>
        </div>
      )}
      <Pagination
        label="Pages of clients"
        page={page}
        pageCount={Math.ceil(total / pageSize)}
        searchFor={(target) => clientsSearch({ q: filter.q, page: target })}
      />
    </div>
  );
}

/** Who may be invited from the list: an address, and nobody signed in nor invited. */
const invitable = (client: ClientSummary) => client.portal === 'none' && client.email !== null;

/**
 * The list with a way to invite many at once: the clients chosen on this page, or every client
 * of the agency not invited yet (after a confirmation), spread out through the outbox.
 */
function Invitable({ clients, caption }: { clients: ClientSummary[]; caption: string }) {
  const [chosen, setChosen] = React.useState<Set<string>>(new Set());
  const [askingAll, setAskingAll] = React.useState(false);
  const invite = useInviteAccounts();
  const send = (input: BulkInvite) =>
    invite.mutate(input, {
      onSuccess: (result) => {
        setChosen(new Set());
        toast({ title: 'Invitations', description: bulkInviteSummary(result) });
      },
      onError: (error) =>
        toast({
          title: 'The invitations could not be sent',
          description: userMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  const toggle = (id: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={chosen.size === 0 || invite.isPending}
          onClick={() => send({ accountIds: [...chosen] })}
        >
          Invite the chosen clients ({chosen.size})
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={invite.isPending}
          onClick={() => setAskingAll(true)}
        >
          Invite everyone not invited yet
        </Button>
      </div>
      <ClientsTable clients={clients} caption={caption} chosen={chosen} onChoose={toggle} />
      <ConfirmDialog
        open={askingAll}
        title="Invite every client not invited yet?"
        description="Each client with an e-mail address, nobody signed in and no invitation open gets a link to the portal. The e-mails leave one a second."
        confirmLabel="Send the invitations"
        tone="neutral"
        onConfirm={() => {
          setAskingAll(false);
          send({ all: true });
        }}
        onCancel={() => setAskingAll(false)}
      />
    </div>
  );
}

function ClientsTable({
  clients,
  caption,
  chosen,
  onChoose,
}: {
  clients: ClientSummary[];
  caption: string;
  chosen: Set<string>;
  onChoose: (id: string, on: boolean) => void;
}) {
  return (
    <ScrollTable
      caption={caption}
      minWidth="md:min-w-[44rem]"
      columns={[
        { label: 'Choose', srOnly: true },
        'Client',
        { label: 'E-mail', wide: true },
        { label: 'Policies', numeric: true, wide: true },
        { label: 'Open claims', numeric: true },
        'Portal',
      ]}
    >
      {clients.map((client) => (
        <tr key={client.id}>
          <td className="px-4 py-3">
            {invitable(client) && (
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                aria-label={`Choose ${client.name} to invite`}
                checked={chosen.has(client.id)}
                onChange={(e) => onChoose(client.id, e.target.checked)}
              />
            )}
          </td>
          <th scope="row" className="px-4 py-3 font-semibold">
            <Link
              to={href('/staff/clients/:id', { id: client.id })}
              className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {client.name}
            </Link>
          </th>
          <td className={`px-4 py-3 break-all ${wideOnly}`}>
            {client.email ?? <span className="text-slate-700">None on file</span>}
          </td>
          <td className={`px-4 py-3 text-right tabular-nums ${wideOnly}`}>{client.policyCount}</td>
          <td className="px-4 py-3 text-right tabular-nums">{client.openClaimCount}</td>
          <td className="px-4 py-3">
            <PortalState client={client} />
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** Joined (with the latest sign-in), invited, or not invited yet. */
export function PortalState({
  client,
}: {
  client: Pick<ClientSummary, 'portal' | 'lastSignInAt'>;
}) {
  if (client.portal === 'joined') {
    return (
      <>
        Joined
        {client.lastSignInAt && (
          <span className="block text-sm text-slate-700">
            Last signed in {formatDay(client.lastSignInAt)}
          </span>
        )}
      </>
    );
  }
  if (client.portal === 'invited') return <span className="text-amber-900">Invited</span>;
  return <span className="text-slate-700">Not invited</span>;
}
