import { FileSearch, FileWarning } from 'lucide-react';
import * as React from 'react';
import { href, Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { type Claim, claimMessages } from '#shared/claims';
import { useClaims } from '../api/claims';
import { ClaimCard } from './claim-card';
import { LoadingCards, PortalNotice } from '~/components/ui/portal-notice';

/**
 * The claims in the server's order (those still being worked first, then the closed ones), the
 * closed ones after a heading of their own. The list is cut at the first closed claim, so the
 * order stays the server's whatever it is.
 */
function ClaimList({ claims }: { claims: Claim[] }) {
  const firstClosed = claims.findIndex((claim) => claim.status === 'closed');
  const open = firstClosed < 0 ? claims : claims.slice(0, firstClosed);
  const closed = firstClosed < 0 ? [] : claims.slice(firstClosed);
  const closedHeading = React.useId();
  return (
    <div className="space-y-6">
      {open.length > 0 && (
        <ul aria-label="Claims being worked on" className="grid gap-5 lg:grid-cols-2">
          {open.map((claim) => (
            <li key={claim.id} className="flex min-w-0">
              <ClaimCard claim={claim} />
            </li>
          ))}
        </ul>
      )}
      {closed.length > 0 && (
        <section aria-labelledby={closedHeading} className="space-y-4">
          <h3 id={closedHeading} className="text-lg font-semibold text-ink">
            Closed claims
          </h3>
          <ul aria-labelledby={closedHeading} className="grid gap-5 lg:grid-cols-2">
            {closed.map((claim) => (
              <li key={claim.id} className="flex min-w-0">
                <ClaimCard claim={claim} level={4} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The Claims tab: the client's claims, those still being worked first. */
export function ClaimsTab() {
  const claims = useClaims();

  let body;
  if (claims.isPending) {
    body = <LoadingCards label="Loading your claims..." />;
  } else if (claims.isError) {
    body = (
      <PortalNotice
        tone="error"
        icon={FileWarning}
        title={claimMessages.claimsError}
        text={claimMessages.claimsErrorText}
      />
    );
  } else if (claims.data.length === 0) {
    body = (
      <PortalNotice
        icon={FileSearch}
        title={claimMessages.noClaims}
        text={claimMessages.noClaimsText}
      >
        <Link to={href('/claims')} className={buttonVariants({ variant: 'outline' })}>
          Claims Information
        </Link>
      </PortalNotice>
    );
  } else {
    body = <ClaimList claims={claims.data} />;
  }

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold text-ink">Claims</h2>
        <p className="mt-1 text-slate-700">The claims you have filed and where each one stands.</p>
      </div>
      {body}
    </div>
  );
}
