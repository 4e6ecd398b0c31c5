import type * as React from 'react';
import { href, Link, useSearchParams } from 'react-router';
import { EmptyNote } from '~/components/ui/empty-note';
import { formatCalendarDate, formatDay } from '#shared/format';
import { searchMessages, type SearchGroup, type SearchResults } from '#shared/staff/search';
import { ClaimStatusBadge } from '../../shared/claim-status-badge';
import { LoadStatus } from '../../shared/load-status';
import { StaffPage } from '../../shared/staff-layout';
import { LeadStatusBadge } from '../../shared/lead-status-badge';
import { PolicyStatusBadge } from '../../shared/policy-status-badge';
import { ServiceStatusBadge } from '../../shared/service-status-badge';
import { useConsoleSearch } from '../api/search';

/** The kinds of record found, in the page's order, with what each one's heading says. */
const groups: { key: SearchGroup; title: string; one: string; many: string }[] = [
  { key: 'clients', title: 'Clients', one: 'client', many: 'clients' },
  { key: 'leads', title: 'Leads', one: 'lead', many: 'leads' },
  { key: 'claims', title: 'Claims', one: 'claim', many: 'claims' },
  { key: 'policies', title: 'Policies', one: 'policy', many: 'policies' },
  { key: 'serviceRequests', title: 'Service requests', one: 'request', many: 'requests' },
];

/**
 * /staff/search?q=: what the header's search box found, by kind of record, each a link to its
 * page. Each kind lists its first ones and says when there are more to narrow down.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const search = useConsoleSearch(q);

  return (
    <StaffPage title={q ? `Search: ${q}` : 'Search'}>
      {q.length < 2 ? (
        <EmptyNote>{searchMessages.tooShort}.</EmptyNote>
      ) : !search.isSuccess ? (
        <LoadStatus query={search} loading="Searching..." what="search results" />
      ) : (
        <Results results={search.data} />
      )}
    </StaffPage>
  );
}

function Results({ results }: { results: SearchResults }) {
  const found = groups.filter(({ key }) => results[key].items.length > 0);
  const total = found.reduce((sum, { key }) => sum + results[key].items.length, 0);
  return (
    <>
      <p role="status" className="mb-5 text-slate-700">
        {total === 0
          ? `Nothing found for “${results.q}”. Try a name, an e-mail, a phone number, or a claim, policy or request number.`
          : `Found for “${results.q}”: ${found
              .map(({ key, one, many }) => {
                const n = results[key].items.length;
                return `${n}${results[key].more ? '+' : ''} ${n === 1 && !results[key].more ? one : many}`;
              })
              .join(', ')}.`}
      </p>
      <div className="grid gap-5 xl:grid-cols-2">
        {found.map(({ key, title }) => (
          <section
            key={key}
            aria-labelledby={`search-${key}`}
            className="rounded-lg border border-slate-200 bg-white shadow-sm"
          >
            <h2 id={`search-${key}`} className="border-b border-slate-200 px-4 py-3 font-semibold">
              {title}
            </h2>
            <ul className="divide-y divide-slate-100">{rowsOf(results, key)}</ul>
            {results[key].more && (
              <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-700">
                Only the first {results[key].items.length} are shown: add a word or more digits to
                narrow the search.
              </p>
            )}
          </section>
        ))}
      </div>
    </>
  );
}

function rowsOf(results: SearchResults, key: SearchGroup): React.ReactNode {
  switch (key) {
    case 'clients':
      return results.clients.items.map((client) => (
        <Row key={client.id} to={href('/staff/clients/:id', { id: client.id })} title={client.name}>
          {[client.email, client.phone].filter(Boolean).join(' · ')}
        </Row>
      ));
    case 'leads':
      return results.leads.items.map((lead) => (
        <Row
          key={lead.id}
          to={href('/staff/leads/:id', { id: String(lead.id) })}
          title={lead.name}
          badge={<LeadStatusBadge status={lead.status} />}
        >
          {[lead.businessName, lead.email, `received ${formatDay(lead.createdAt)}`]
            .filter(Boolean)
            .join(' · ')}
        </Row>
      ));
    case 'claims':
      return results.claims.items.map((claim) => (
        <Row
          key={claim.id}
          to={href('/staff/claims/:id', { id: String(claim.id) })}
          title={claim.claimNumber}
          badge={<ClaimStatusBadge status={claim.status} />}
        >
          {claim.clientName} · {claim.policyNumber}
        </Row>
      ));
    case 'policies':
      return results.policies.items.map((policy) => (
        <Row
          key={policy.id}
          to={href('/staff/clients/:id', { id: policy.accountId })}
          title={policy.policyNumber}
          badge={<PolicyStatusBadge status={policy.status} />}
        >
          {policy.clientName} · {policy.policyType}, {policy.carrier} · expires{' '}
          {formatCalendarDate(policy.expirationDate)}
        </Row>
      ));
    case 'serviceRequests':
      return results.serviceRequests.items.map((request) => (
        <Row
          key={request.id}
          to={href('/staff/service/:id', { id: String(request.id) })}
          title={request.reference}
          badge={<ServiceStatusBadge status={request.status} kind={request.kind} />}
        >
          {request.clientName} · {request.summary}
        </Row>
      ));
  }
}

function Row({
  to,
  title,
  badge,
  children,
}: {
  to: string;
  title: string;
  badge?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <li className="px-4 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={to}
          className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {title}
        </Link>
        {badge}
      </div>
      <p className="mt-0.5 text-sm break-words text-slate-700">{children}</p>
    </li>
  );
}
