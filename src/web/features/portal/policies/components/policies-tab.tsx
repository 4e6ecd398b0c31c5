import { FileWarning, ShieldOff } from 'lucide-react';
import { href, Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { type Policy, policyMessages } from '#shared/policies';
import { agencyToday } from '#shared/agency-time';
import { usePolicies } from '../api/policies';
import { PolicyCard } from './policy-card';
import { HowToPay } from '../../payments/components/how-to-pay';
import { ProofOfInsurance } from './proof-of-insurance';
import { YourRequests } from '../../change-requests/components/your-requests';
import { LoadingCards, PortalNotice } from '~/components/ui/portal-notice';

/** Policies in force first, each group by the nearest expiration. */
function byRelevance(a: Policy, b: Policy): number {
  const activeFirst = Number(b.status === 'active') - Number(a.status === 'active');
  return activeFirst || a.expirationDate.localeCompare(b.expirationDate);
}

/** The My Policies tab. */
export function PoliciesTab() {
  const policies = usePolicies();
  const today = agencyToday();

  let body;
  if (policies.isPending) {
    body = <LoadingCards label="Loading your policies..." count={3} />;
  } else if (policies.isError) {
    body = (
      <PortalNotice
        tone="error"
        icon={FileWarning}
        title={policyMessages.policiesError}
        text={policyMessages.policiesErrorText}
      />
    );
  } else if (policies.data.length === 0) {
    body = (
      <PortalNotice
        icon={ShieldOff}
        title={policyMessages.noPolicies}
        text={policyMessages.noPoliciesText}
      >
        <Link to={href('/contact')} className={buttonVariants({ variant: 'outline' })}>
          Contact Us
        </Link>
        <Link to={href('/personal-insurance')} className={buttonVariants()}>
          Get a Quote
        </Link>
      </PortalNotice>
    );
  } else {
    body = (
      <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {[...policies.data].sort(byRelevance).map((policy) => (
          <li key={policy.id} className="flex">
            <PolicyCard policy={policy} today={today} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold text-ink">My Policies</h2>
        <p className="mt-1 text-slate-700">Your coverage with us, and when each policy renews.</p>
      </div>
      <ProofOfInsurance />
      <HowToPay />
      {body}
      <YourRequests />
    </div>
  );
}
