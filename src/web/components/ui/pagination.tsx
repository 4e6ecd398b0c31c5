import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from './button';

/**
 * Previous and next page as links that keep the list's state in the address; a missing
 * direction shows as a disabled control. Nothing when there is one page.
 */
export function Pagination({
  label,
  page,
  pageCount,
  searchFor,
}: {
  /** The navigation's name, e.g. "Pages of leads". */
  label: string;
  page: number;
  pageCount: number;
  /** The query string (with its `?`, or empty) of a page. */
  searchFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const link = buttonVariants({ variant: 'outline', size: 'sm' });
  const disabled = `${link} pointer-events-none opacity-50`;
  const previous = (
    <>
      <ChevronLeft aria-hidden="true" className="size-4" />
      Previous page
    </>
  );
  const next = (
    <>
      Next page
      <ChevronRight aria-hidden="true" className="size-4" />
    </>
  );
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={{ search: searchFor(page - 1) }} className={link}>
          {previous}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {previous}
        </span>
      )}
      <p className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={{ search: searchFor(page + 1) }} className={link}>
          {next}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {next}
        </span>
      )}
    </nav>
  );
}
