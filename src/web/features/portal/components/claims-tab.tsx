import { FileSearch, FileWarning } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { portalMessages } from '#shared/portal';
import { useClaims } from '../api/claims';
import { ClaimCard } from './claim-card';
import { LoadingCards, PortalNotice } from '~/components/ui/portal-notice';

/** The Claims tab: the client's claims, newest first. */
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
        title={portalMessages.claimsError}
        text={portalMessages.claimsErrorText}
      />
    );
  } else if (claims.data.length === 0) {
    body = (
      <PortalNotice
        icon={FileSearch}
        title={portalMessages.noClaims}
        text={portalMessages.noClaimsText}
      >
        <Link to="/claims" className={buttonVariants({ variant: 'outline' })}>
          Claims Information
        </Link>
      </PortalNotice>
    );
  } else {
    body = (
      <ul className="grid gap-5 lg:grid-cols-2">
        {claims.data.map((claim) => (
          <li key={claim.id} className="flex">
            <ClaimCard claim={claim} />
          </li>
        ))}
      </ul>
    );
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
