import { FileWarning, ShieldOff } from 'lucide-react';
import { href, Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { PortalNotice } from '~/components/ui/portal-notice';

/** What a form about one of the client's policies says while the policies load. */
export function LoadingPolicies() {
  return (
    <p role="status" aria-busy="true" className="text-slate-700">
      Loading your policies...
    </p>
  );
}

/** In a form's place: the client's policies could not be read. */
export function PoliciesError({ title, text }: { title: string; text: string }) {
  return <PortalNotice tone="error" icon={FileWarning} title={title} text={text} />;
}

/** In a form's place: no policy the form can be about, so the way to the agency instead. */
export function NoPolicyNotice({ title, text }: { title: string; text: string }) {
  return (
    <PortalNotice icon={ShieldOff} title={title} text={text}>
      <Link to={href('/contact')} className={buttonVariants({ variant: 'outline' })}>
        Contact Us
      </Link>
    </PortalNotice>
  );
}
