import { Search } from 'lucide-react';
import * as React from 'react';
import { href, useLocation, useNavigate, useSearchParams } from 'react-router';
import { cn } from '~/lib/cn';
import { searchHref } from '../api/search';

/**
 * The console header's search box: a name, an e-mail, a phone number, or a claim, policy or
 * request number opens /staff/search with what it finds. On the search page it shows the query.
 */
export function ConsoleSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const shown = pathname === href('/staff/search') ? (params.get('q') ?? '') : '';
  const [value, setValue] = React.useState(shown);
  // A new query in the address (back, a link) shows in the box; leaving the search page keeps the
  // last one there, and never clears what is being typed while a page loads.
  const [lastShown, setLastShown] = React.useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    if (shown) setValue(shown);
  }
  const id = React.useId();

  return (
    <form
      role="search"
      action={href('/staff/search')}
      className={cn('flex min-w-0', className)}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(searchHref(value.trim()));
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search clients, leads, claims and policies
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        maxLength={100}
        autoComplete="off"
        placeholder="Name, e-mail, phone, claim or policy number"
        className="h-10 min-w-0 flex-1 rounded-l-md border border-r-0 border-slate-300 bg-white px-3 text-sm text-ink placeholder:text-slate-600"
      />
      <button
        type="submit"
        className="inline-flex h-10 items-center gap-1.5 rounded-r-md bg-sun-300 px-3 text-sm font-semibold text-ink hover:bg-sun-400"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">Search</span>
      </button>
    </form>
  );
}
