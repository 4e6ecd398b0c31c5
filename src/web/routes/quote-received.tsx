import { href } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { MessagePage, messagePageMeta } from '~/components/layout/message-page';
import { leadToasts } from '~/features/leads/api/create-lead';
import { AgencyPhoneLink } from '~/components/agency-phone-link';

export function meta() {
  return messagePageMeta(leadToasts.success.title, leadToasts.success.description);
}

/** Where a quote form sent before the page's script ran lands once the request is stored. */
export default function QuoteReceived() {
  return (
    <MessagePage
      mark={<CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />}
      title={leadToasts.success.title}
      links={[
        { to: href('/'), label: 'Back to the home page' },
        { to: href('/tabs'), label: 'Read the insurance guide' },
      ]}
    >
      <p className="mt-4 text-lg text-slate-700">{leadToasts.success.description}</p>
      <p className="mt-4 text-slate-700">
        Need help now? Call <AgencyPhoneLink />.
      </p>
    </MessagePage>
  );
}
