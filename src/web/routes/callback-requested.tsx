import { href } from 'react-router';
import { PhoneIncoming } from 'lucide-react';
import { MessagePage, messagePageMeta } from '~/components/layout/message-page';
import { agency } from '~/lib/agency';
import { openingHours } from '#shared/agency-text';
import { AgencyPhoneLink } from '~/components/agency-phone-link';

export const CALLBACK_TITLE = 'Callback Requested';

export function meta() {
  return messagePageMeta(CALLBACK_TITLE, 'A licensed agent will call you back.');
}

/** Where the help menu's callback request lands once it is stored (POST /quote-request). */
export default function CallbackRequested() {
  return (
    <MessagePage
      mark={<PhoneIncoming aria-hidden="true" className="mx-auto size-12 text-green-700" />}
      title={CALLBACK_TITLE}
      links={[
        { to: href('/'), label: 'Back to the home page' },
        { to: href('/tabs'), label: 'Read the insurance guide' },
      ]}
    >
      <p className="mt-4 text-lg text-slate-700">
        Thank you. A licensed {agency.licenseState} agent will call you back during office hours (
        {openingHours(agency)}), within one business day.
      </p>
      <p className="mt-4 text-slate-700">
        Rather not wait? Call <AgencyPhoneLink />.
      </p>
    </MessagePage>
  );
}
