import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { leadQueryString } from '../../../../../shared/staff/leads';
import type { FilterValues } from '../lib/filters';

/** Previous and next page, kept in the address with the filters. */
export function LeadsPagination({
  filters,
  page,
  pageCount,
}: {
  filters: FilterValues;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const href = (to: number) => {
    const query = leadQueryString(filters, to);
    return { search: query ? `?${query}` : '' };
  };
  const disabled = `${buttonVariants({ variant: 'outline', size: 'sm' })} pointer-events-none opacity-50`;
  return (
    <nav aria-label="Pages of leads" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous page
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous page
        </span>
      )}
      <p className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Next page
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          Next page
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      )}
    </nav>
  );
}
