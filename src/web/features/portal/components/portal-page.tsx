import type * as React from 'react';
import { KeyRound, LogIn, LogOut, Users } from 'lucide-react';
import { href, Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { PageHero } from '~/components/layout/page-hero';
import { loginHref, logoutHref, useCurrentUser } from '~/lib/session';
import { PortalTabs } from './portal-tabs';

/**
 * /client-portal. Signed out: a prompt with a log-in button. Signed in: the welcome header with the
 * e-mail and a log-out button, then the tabs (four, and Certificates for a business). The tabs mount only for a signed-in client, so
 * their queries never run for a visitor.
 */
export function PortalPage({ documentsTab }: { documentsTab: React.ReactNode }) {
  const { user } = useCurrentUser();

  if (user === undefined) {
    return (
      <section aria-busy="true" className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">
        <h1 className="sr-only">Client Portal</h1>
        <p>Loading your portal...</p>
      </section>
    );
  }

  if (!user) {
    return (
      <>
        <PageHero
          heading="Client Portal"
          text="View your policies and claims, file a claim, share documents and chat with your agent."
        />
        <section className="mx-auto max-w-xl px-4 py-12 text-center">
          <h2 className="text-2xl font-bold text-ink">Please log in</h2>
          <p className="mt-2 text-slate-700">Log in to see your policies, claims and documents.</p>
          <a
            href={loginHref(href('/client-portal'))}
            className={`${buttonVariants({ size: 'lg' })} mt-6`}
          >
            <LogIn aria-hidden="true" className="size-5" />
            Log In
          </a>
        </section>
      </>
    );
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-6">
        <div>
          <h1 className="text-3xl font-bold text-ink">Welcome, {user.firstName || user.email}</h1>
          <p className="mt-1 text-slate-700">{user.email}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {/* The account's holder manages its people; a member has nothing there. */}
          {user.accountRole === 'holder' && (
            <Link
              to={href('/client-portal/people')}
              className={buttonVariants({ variant: 'ghost' })}
            >
              <Users aria-hidden="true" className="size-4" />
              People on my account
            </Link>
          )}
          <Link to={href('/change-password')} className={buttonVariants({ variant: 'ghost' })}>
            <KeyRound aria-hidden="true" className="size-4" />
            Change password
          </Link>
          <a href={logoutHref} className={buttonVariants({ variant: 'outline' })}>
            <LogOut aria-hidden="true" className="size-4" />
            Log Out
          </a>
        </div>
      </div>
      <PortalTabs documentsTab={documentsTab} />
    </section>
  );
}
