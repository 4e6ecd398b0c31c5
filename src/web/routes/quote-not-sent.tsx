import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { agency } from '~/lib/agency';
import { pageMeta } from '~/lib/page-meta';
import { phoneHref } from '#shared/phone';

export function meta() {
  return [
    ...pageMeta(
      `Quote Request Not Sent | ${agency.name}`,
      'Your quote request could not be sent.',
      null,
    ),
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * Where a quote form sent before the page's script ran lands when the request was refused: a
 * detail missing or not valid, or too many requests from one network.
 */
export default function QuoteNotSent() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">Your quote request was not sent</h1>
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
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/personal-insurance" className={buttonVariants({ variant: 'outline' })}>
          Personal insurance quote
        </Link>
        <Link to="/commercial-insurance" className={buttonVariants({ variant: 'outline' })}>
          Business insurance quote
        </Link>
      </div>
    </section>
  );
}
