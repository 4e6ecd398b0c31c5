import { Download, Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { Pagination } from '~/components/ui/pagination';
import { StaffPage } from '../../shared/staff-layout';
import { FailureAlert } from '../../shared/load-status';
import { userMessage } from '~/lib/api';
import { leadQueryString } from '#shared/staff/leads';
import { leadsExportHref, useLeads } from '../api/get-leads';
import { filtersOf, hasFilters, pageOf } from '../lib/filters';
import { LeadsFilterBar } from './leads-filter-bar';
import { LeadsTable } from './leads-table';

/** /staff/leads: the quote requests, those awaiting an answer first (the most overdue first), then the rest newest first, filtered by what the address says. */
export function LeadsPage() {
  const [params] = useSearchParams();
  const filters = filtersOf(params);
  const page = pageOf(params);
  const filterQuery = leadQueryString(filters);
  const leads = useLeads(leadQueryString(filters, page));

  const exportLink = (
    <a
      href={leadsExportHref(filterQuery)}
      download
      className={buttonVariants({ variant: 'outline' })}
    >
      <Download aria-hidden="true" className="size-4" />
      Export CSV
    </a>
  );

  let body;
  if (leads.isPending) {
    body = (
      <p role="status" className="py-10 text-center text-slate-700">
        Loading the leads...
      </p>
    );
  } else if (leads.isError) {
    body = (
      <FailureAlert
        title="The leads could not be loaded."
        reason={userMessage(leads.error, 'Please try again in a moment.')}
        className="p-6"
      />
    );
  } else {
    const { items, total, pageSize } = leads.data;
    const first = (leads.data.page - 1) * pageSize + 1;
    body = (
      <div className="space-y-4" aria-busy={leads.isFetching}>
        <p role="status" className="text-sm text-slate-700">
          {total === 0
            ? 'No leads match.'
            : `${first}–${first + items.length - 1} of ${total} ${total === 1 ? 'lead' : 'leads'}`}
        </p>
        {items.length > 0 ? (
          <LeadsTable leads={items} />
        ) : (
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-8 text-center">
            <Inbox aria-hidden="true" className="mx-auto size-10 text-brand-700" />
            <p className="mt-3 font-semibold text-ink">
              {hasFilters(filters) ? 'No leads match these filters.' : 'No quote requests yet.'}
            </p>
          </div>
        )}
        <Pagination
          label="Pages of leads"
          page={leads.data.page}
          pageCount={Math.ceil(total / pageSize)}
          searchFor={(target) => {
            const query = leadQueryString(filters, target);
            return query ? `?${query}` : '';
          }}
        />
      </div>
    );
  }

  return (
    <StaffPage title="Leads" actions={exportLink}>
      <div className="space-y-6">
        <LeadsFilterBar values={filters} />
        {body}
      </div>
    </StaffPage>
  );
}
