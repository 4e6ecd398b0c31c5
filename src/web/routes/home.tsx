import { BadgeCheck, Clock, HeartHandshake, Phone, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PageHero } from '~/components/layout/page-hero';
import { Callout, FeatureCards, PageSection } from '~/components/layout/page-section';
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
    description: `Licensed ${agency.licenseState} agents who shop 50+ A-rated carriers for you.`,
  },
  {
    icon: HeartHandshake,
    title: 'Personal Service',
    description: 'One agent who knows your name, your coverage and your story.',
  },
  {
    icon: Clock,
    title: '24/7 Claims Support',
    description: 'Report a claim any hour of any day; we stand beside you until it is settled.',
  },
  {
    icon: ShieldCheck,
    title: 'Best Rate Guarantee',
    description: 'We compare the market so you get the right coverage at the best available rate.',
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

      <PageHero
        heading={`${agency.licenseState} insurance, compared for you and handled by people you know`}
        text={`Quotes from 50+ A-rated carriers in about 2 minutes. No spam, no pressure, and service across all of ${agency.licenseState}.`}
        spacing="py-20"
      >
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
      </PageHero>

      <PageSection id="why-choose" heading={`Why Choose ${agency.name}?`}>
        <FeatureCards items={benefits} columns="sm:grid-cols-2 lg:grid-cols-4" />
      </PageSection>

      <Callout
        id="ready"
        heading="Ready to Get Protected?"
        tone="light"
        spacing="pb-20"
        className="text-center"
      >
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
      </Callout>
    </>
  );
}
