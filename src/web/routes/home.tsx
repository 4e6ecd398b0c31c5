import { BadgeCheck, Clock, HeartHandshake, Phone, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { agency } from '~/lib/agency';
import { pageMeta, pageTitle } from '~/lib/page-meta';
import { phoneHref } from '#shared/phone';

export function meta() {
  return pageMeta(
    pageTitle('Independent Insurance Agency'),
    `${agency.name} compares quotes from 50+ A-rated carriers for Kansas families and businesses. Personal service, no spam, no pressure.`,
    '/',
  );
}

const benefits = [
  {
    icon: BadgeCheck,
    title: 'Licensed Agents',
    text: `Licensed ${agency.licenseState} agents who shop 50+ A-rated carriers for you.`,
  },
  {
    icon: HeartHandshake,
    title: 'Personal Service',
    text: 'One agent who knows your name, your coverage and your story.',
  },
  {
    icon: Clock,
    title: '24/7 Claims Support',
    text: 'Report a claim any hour of any day; we stand beside you until it is settled.',
  },
  {
    icon: ShieldCheck,
    title: 'Best Rate Guarantee',
    text: 'We compare the market so you get the right coverage at the best available rate.',
  },
];

export default function Home() {
  const tel = phoneHref(agency.phone);
  return (
    <>
      <aside aria-label="Featured insurer" className="bg-sun-300 text-ink">
        <p className="mx-auto max-w-7xl px-4 py-2 text-center text-sm font-medium">
          Switch and save with {agency.promoInsurer} auto insurance through {agency.name}.{' '}
          <a href={tel} className="font-bold underline">
            Call today: {agency.phone}
          </a>
        </p>
      </aside>

      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            {agency.licenseState} insurance, compared for you and handled by people you know
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-100">
            Quotes from 50+ A-rated carriers in about 2 minutes. No spam, no pressure, and service
            across all of {agency.licenseState}.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/personal-insurance"
              className={buttonVariants({ variant: 'accent', size: 'lg' })}
            >
              Get Personal Insurance Quote
            </Link>
            <Link
              to="/commercial-insurance"
              className={buttonVariants({
                variant: 'outline',
                size: 'lg',
                className: 'border-white',
              })}
            >
              Get Business Insurance Quote
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-choose" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="why-choose" className="text-3xl font-bold text-brand-900">
          Why Choose {agency.name}?
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-slate-200 p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ready" className="mx-auto max-w-7xl px-4 pb-20">
        <div className="rounded-2xl bg-brand-50 p-10 text-center">
          <h2 id="ready" className="text-3xl font-bold text-brand-900">
            Ready to Get Protected?
          </h2>
          <p className="mt-3 text-slate-700">
            Tell us what you need; an agent replies within 24 hours.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/personal-insurance" className={buttonVariants({ size: 'lg' })}>
              Get Personal Insurance Quote
            </Link>
            <Link
              to="/commercial-insurance"
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              Get Business Insurance Quote
            </Link>
          </div>
          <p className="mt-6 flex items-center justify-center gap-2 text-slate-800">
            <Phone aria-hidden="true" className="size-4" />
            Prefer to talk? Call us at{' '}
            <a href={tel} className="font-semibold text-brand-800 underline">
              {agency.phone}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
