import { LogIn } from 'lucide-react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { loginHref, useCurrentUser } from '~/lib/session';
import { cn } from '~/lib/cn';
import { staffNav } from './staff-nav';

/**
 * /staff/*: the staff console's frame. Signed out: a log-in prompt that comes back here. A
 * client: the area does not exist for them. Staff: the sections and the current page.
 */
export function StaffLayout() {
  const { user } = useCurrentUser();
  const location = useLocation();

  if (user === undefined) {
    return (
      <section aria-busy="true" className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">
        <h1 className="sr-only">Staff console</h1>
        <p>Loading the staff console...</p>
      </section>
    );
  }
  if (!user) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
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
    );
  }
  if (user.role === 'client') {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">Page not found</h1>
        <p className="mt-2 text-slate-700">This page does not exist.</p>
        <Link to="/client-portal" className={`${buttonVariants()} mt-6`}>
          Go to your client portal
        </Link>
      </section>
    );
  }

  const items = staffNav.filter((item) => !item.roles || item.roles.includes(user.role));
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 lg:flex-row">
      <nav aria-label="Staff console" className="lg:w-52 lg:shrink-0">
        <p className="mb-3 text-sm text-slate-700">
          Signed in as{' '}
          <span className="font-semibold text-ink">{user.firstName || user.email}</span> (
          {user.role})
        </p>
        <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/staff'}
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
      <div className="min-w-0 flex-1">
        <Outlet />
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
