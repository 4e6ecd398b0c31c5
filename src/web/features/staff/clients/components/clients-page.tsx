import { Search, UserPlus, Users } from 'lucide-react';
import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
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
import { ScrollTable } from '~/components/ui/scroll-table';

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
            <Link to="/staff/clients" className={`${buttonVariants({ variant: 'ghost' })} h-11`}>
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
        <ClientsTable
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

function ClientsTable({ clients, caption }: { clients: ClientSummary[]; caption: string }) {
  return (
    <ScrollTable
      caption={caption}
      minWidth="min-w-[44rem]"
      columns={[
        'Client',
        'E-mail',
        { label: 'Policies', numeric: true },
        { label: 'Open claims', numeric: true },
        'Portal',
      ]}
    >
      {clients.map((client) => (
        <tr key={client.id}>
          <th scope="row" className="px-4 py-3 font-semibold">
            <Link
              to={`/staff/clients/${client.id}`}
              className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {client.name}
            </Link>
          </th>
          <td className="px-4 py-3 break-all">
            {client.email ?? <span className="text-slate-700">None on file</span>}
          </td>
          <td className="px-4 py-3 text-right tabular-nums">{client.policyCount}</td>
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
