import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { leadToasts } from '~/features/leads/api/create-lead';
import { agency } from '~/lib/agency';
import { pageMeta } from '~/lib/page-meta';
import { phoneHref } from '#shared/phone';

export function meta() {
  return [
    ...pageMeta(
      `${leadToasts.success.title} | ${agency.name}`,
      leadToasts.success.description,
      null,
    ),
    { name: 'robots', content: 'noindex' },
  ];
}

/** Where a quote form sent before the page's script ran lands once the request is stored. */
export default function QuoteReceived() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{leadToasts.success.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{leadToasts.success.description}</p>
      <p className="mt-4 text-slate-700">
        Need help now? Call{' '}
        <a href={phoneHref(agency.phone)} className="font-semibold text-brand-800 underline">
          {agency.phone}
        </a>
        .
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonVariants()}>
          Back to the home page
        </Link>
        <Link to="/tabs" className={buttonVariants({ variant: 'outline' })}>
          Read the insurance guide
        </Link>
      </div>
    </section>
  );
}
