import { agency } from '~/lib/agency';
import { phoneHref } from '#shared/phone';

/** The agency's phone number in running text: a `tel:` link a phone dials on a tap. */
export function AgencyPhoneLink() {
  return (
    <a href={phoneHref(agency.phone)} className="font-semibold text-brand-800 underline">
      {agency.phone}
    </a>
  );
}
