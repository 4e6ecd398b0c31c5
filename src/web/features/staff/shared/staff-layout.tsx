import { LogIn, LogOut, Menu, X } from 'lucide-react';
import * as React from 'react';
import { href, Link, NavLink, Outlet, useLocation } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { agency } from '~/lib/agency';
import { loginHref, logoutHref, useCurrentUser } from '~/lib/session';
import { cn } from '~/lib/cn';
import type { AuthUser } from '#shared/auth';
import { staffNav } from './staff-nav';

/**
 * /staff/*: the staff console's own frame, without the public site's header, footer, banner or
 * help bar (the app root leaves them out here). Signed out: a log-in prompt that comes back here.
 * A client: the area does not exist for them. Staff: a compact header (the console's name, the
 * search box the route gives, who is signed in, Log Out), the sections beside the page from 1024 px, behind a
 * Menu button below it, and the current page.
 */
export function StaffLayout({ search }: { search: React.ReactNode }) {
  const { user } = useCurrentUser();
  const location = useLocation();

  if (user === undefined) {
    return (
      <ConsoleFrame>
        <section aria-busy="true" className="mx-auto max-w-3xl py-16 text-center text-slate-700">
          <h1 className="sr-only">Staff console</h1>
          <p>Loading the staff console...</p>
        </section>
      </ConsoleFrame>
    );
  }
  if (!user) {
    return (
      <ConsoleFrame>
        <section className="mx-auto max-w-xl py-16 text-center">
          <h1 className="text-2xl font-bold text-ink">Staff console</h1>
          <p className="mt-2 text-slate-700">Please log in with your agency account.</p>
          <a
            href={loginHref(`${location.pathname}${location.search}`)}
            className={`${buttonVariants({ size: 'lg' })} mt-6`}
          >
            <LogIn aria-hidden="true" className="size-5" />
            Log In
          </a>
        </section>
      </ConsoleFrame>
    );
  }
  if (user.role === 'client') {
    return (
      <ConsoleFrame>
        <section className="mx-auto max-w-xl py-16 text-center">
          <h1 className="text-2xl font-bold text-ink">Page not found</h1>
          <p className="mt-2 text-slate-700">This page does not exist.</p>
          <Link to={href('/client-portal')} className={`${buttonVariants()} mt-6`}>
            Go to your client portal
          </Link>
        </section>
      </ConsoleFrame>
    );
  }
  return <Console user={user} search={search} />;
}

function Console({ user, search }: { user: AuthUser; search: React.ReactNode }) {
  const { pathname } = useLocation();
  // The phone's menu is open on the page it was opened on: choosing a section closes it.
  const [menuOpenOn, setMenuOpenOn] = React.useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const items = staffNav.filter((item) => !item.roles || item.roles.includes(user.role));

  return (
    <ConsoleFrame
      header={
        <>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="console-nav"
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
            className="inline-flex size-10 items-center justify-center rounded-md hover:bg-brand-800 lg:hidden"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
            <span className="sr-only">Menu</span>
          </button>
          <div className="order-last w-full sm:order-none sm:w-auto sm:max-w-xl sm:flex-1">
            {search}
          </div>
          {/* A phone shows the name and role; "Signed in as" and "Log Out" are read out there. */}
          <p className="ml-auto min-w-0 truncate text-sm text-brand-100">
            <span className="max-md:sr-only">Signed in as </span>
            <span className="font-semibold text-white">{user.firstName || user.email}</span> (
            {user.role})
          </p>
          <a
            href={logoutHref}
            className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-md px-3 text-sm font-semibold hover:bg-brand-800"
          >
            <LogOut aria-hidden="true" className="size-4" />
            <span className="max-md:sr-only">Log Out</span>
          </a>
        </>
      }
      nav={
        <nav
          id="console-nav"
          aria-label="Staff console"
          className={cn(
            'border-b border-slate-200 bg-white px-3 py-3 lg:sticky lg:top-14 lg:block lg:max-h-[calc(100vh-3.5rem)] lg:w-52 lg:shrink-0 lg:self-start lg:overflow-y-auto lg:border-r lg:border-b-0',
            !menuOpen && 'hidden',
          )}
        >
          <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === href('/staff')}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-3 py-2 text-sm font-medium',
                      isActive ? 'bg-brand-800 text-white' : 'text-slate-800 hover:bg-slate-100',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      }
    >
      <Outlet />
    </ConsoleFrame>
  );
}

/**
 * The console's page: a skip link, the dark header line (the console's name, then `header`), the
 * navigation, and the main region.
 */
function ConsoleFrame({
  header,
  nav,
  children,
}: {
  header?: React.ReactNode;
  nav?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-[200] rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <header className="surface-dark sticky top-0 z-40 bg-brand-900 text-white">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 sm:flex-nowrap">
          <Link
            to={href('/staff')}
            className="shrink-0 rounded-md px-1 py-2 font-bold whitespace-nowrap"
          >
            <span className="hidden xl:inline">{agency.name} · </span>Console
          </Link>
          {header}
        </div>
      </header>
      <div className="flex flex-1 flex-col lg:flex-row">
        {nav}
        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 focus:outline-none lg:px-6"
        >
          {children}
        </main>
      </div>
    </div>
  );
}

/** The heading and body of one console page. */
export function StaffPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby="staff-page-title">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 id="staff-page-title" className="text-2xl font-bold text-ink">
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
