import { href } from 'react-router';
import { MessagePage, messagePageMeta } from '~/components/layout/message-page';
import { buttonVariants } from '~/components/ui/button';
import { agency } from '~/lib/agency';
import { phoneHref } from '#shared/phone';

export function meta() {
  return messagePageMeta('Quote Request Not Sent', 'Your quote request could not be sent.');
}

/**
 * Where a quote form sent before the page's script ran lands when the request was refused: a
 * detail missing or not valid, or too many requests from one network.
 */
export default function QuoteNotSent() {
  return (
    <MessagePage
      title="Your quote request was not sent"
      outlined
      links={[
        { to: href('/personal-insurance'), label: 'Personal insurance quote' },
        { to: href('/commercial-insurance'), label: 'Business insurance quote' },
      ]}
    >
      <p className="mt-4 text-lg text-slate-700">
        A required detail was missing or not valid (a name, an e-mail address, a phone number of at
        least 10 digits, and at least one coverage type), or many requests came from your network in
        a short time. Please go back and send the form again, or call us: we are glad to take it by
        phone.
      </p>
      <p className="mt-6">
        <a href={phoneHref(agency.phone)} className={buttonVariants({ size: 'lg' })}>
          Call {agency.phone}
        </a>
      </p>
    </MessagePage>
  );
}
