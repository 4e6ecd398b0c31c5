import { UserRound } from 'lucide-react';
import { PageLink } from '../../lib/page-context';
import { loginHref, useCurrentUser } from '../../lib/session';

/**
 * The header's signed-in state: "Log In" for visitors (also in the prerendered HTML), the
 * first name (or e-mail) linking to the portal once the page knows someone is signed in.
 */
export function AccountLink({ className }: { className?: string }) {
  const { user } = useCurrentUser();
  if (!user) {
    return (
      <a href={loginHref('/client-portal')} className={className}>
        <UserRound aria-hidden="true" className="size-4" />
        Log In
      </a>
    );
  }
  return (
    <PageLink to="/client-portal" className={className}>
      <UserRound aria-hidden="true" className="size-4" />
      <span className="sr-only">Client portal of </span>
      {user.firstName || user.email}
    </PageLink>
  );
}
