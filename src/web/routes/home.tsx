import { ArrowRight, BadgeCheck, Clock, HeartHandshake, Phone, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { carriers } from '#content/carriers';
import { Icon } from '~/components/icon';
import { PageHero } from '~/components/layout/page-hero';
import { Callout, FeatureCards, PageSection, SectionIntro } from '~/components/layout/page-section';
import { StepNumber } from '~/components/layout/step-number';
import { buttonVariants } from '~/components/ui/button';
import { CarrierLogo } from '~/features/carriers/components/carrier-logo';
import { AgentCards } from '~/components/people/agent-cards';
import { Reviews } from '~/components/people/reviews';
import { agency } from '~/lib/agency';
import { pageMeta, pageTitle } from '~/lib/page-meta';
import { QUOTE_CHOOSER_ID, QUOTE_FORM_ID } from '~/lib/quote-target';
import { coverageOptions, type CoverageOptionId } from '#shared/coverage-options';
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

/** What a visitor can insure, each leading to its page's quote form with that coverage ticked. */
const insurable: {
  line: string;
  intro: string;
  all: string;
  items: [CoverageOptionId, string][];
}[] = [
  {
    line: 'For you and your family',
    intro: 'Personal insurance',
    all: '/personal-insurance',
    items: [
      ['auto', '/auto-insurance'],
      ['home', '/homeowners-insurance'],
      ['renters', '/renters-insurance'],
      ['umbrella', '/umbrella-insurance'],
      ['motorcycle', '/motorcycle-insurance'],
      ['pet', '/pet-insurance'],
      ['boat', '/boat-insurance'],
      ['flood', '/flood-insurance'],
    ],
  },
  {
    line: 'For your business',
    intro: 'Business insurance',
    all: '/commercial-insurance',
    items: [
      ['general-liability', '/general-liability'],
      ['bop', '/business-owners-policy'],
      ['workers-comp', '/workers-compensation'],
      ['commercial-auto', '/commercial-auto'],
      ['commercial-property', '/commercial-property'],
      ['cyber-liability', '/cyber-liability'],
    ],
  },
];

const steps = [
  {
    title: 'Tell us what to protect',
    description: 'About 2 minutes online, or a call. No spam, no pressure.',
  },
  {
    title: 'We compare the market',
    description: `A licensed agent shops 50+ A-rated carriers and replies within 24 hours.`,
  },
  {
    title: 'You choose; we stay with you',
    description: 'Pick the quote that fits. We help with changes, renewals and claims, 24/7.',
  },
];

/** The carriers the home page names: the first dozen of the directory. */
const featuredCarriers = carriers.slice(0, 12);

export default function Home() {
  const tel = phoneHref(agency.phone);
  return (
    <>
      <aside aria-label="Featured insurer" className="bg-sun-100 text-ink">
        <p className="mx-auto max-w-7xl px-4 py-1.5 text-center text-xs font-medium sm:text-sm">
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
        illustration="home"
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

      <PageSection id={QUOTE_CHOOSER_ID} heading="What would you like to insure?" tone="slate">
        <SectionIntro large>
          Choose one to start a free quote: we compare carriers for you and reply within 24 hours.
        </SectionIntro>
        <div className="mt-8 grid gap-10 lg:grid-cols-2">
          {insurable.map((group) => (
            <div key={group.line}>
              <h3 className="text-xl font-semibold text-ink">{group.line}</h3>
              <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
                {group.items.map(([id, route]) => (
                  <li key={id}>
                    <a
                      href={`${route}#${QUOTE_FORM_ID}`}
                      className="flex h-full flex-col items-center gap-2 rounded-lg border border-slate-200 bg-white p-4 text-center font-semibold text-ink shadow-sm hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                    >
                      <Icon name={coverageOptions[id].icon} className="size-8 text-brand-700" />
                      {coverageOptions[id].label.replace(/ Insurance$/, '')}
                      <span className="text-xs font-medium text-slate-700">Get a quote</span>
                    </a>
                  </li>
                ))}
              </ul>
              <p className="mt-4">
                <Link
                  to={group.all}
                  className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-4"
                >
                  All {group.intro.toLowerCase()}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </p>
            </div>
          ))}
        </div>
      </PageSection>

      <PageSection id="how-it-works" heading="How It Works">
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <StepNumber number={index + 1} beside />
              <span>
                <span className="block text-lg font-semibold text-ink">{step.title}</span>
                <span className="mt-1 block text-slate-700">{step.description}</span>
              </span>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="home-carriers" heading="Carriers We Compare" tone="brand">
        <SectionIntro>
          We are independent: we work for you, not for one insurance company. A few of the{' '}
          {carriers.length} carriers we place business with directly, and 50+ in all through
          wholesale partners:
        </SectionIntro>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {featuredCarriers.map((carrier) => (
            <li
              key={carrier.id}
              className="flex items-center gap-3 rounded-lg bg-white p-3 text-sm font-semibold text-ink shadow-sm"
            >
              <CarrierLogo carrier={carrier} size={40} />
              <span>{carrier.name}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <Link
            to="/insurance-carriers"
            className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-4"
          >
            See all our carriers
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </PageSection>

      {agency.agents.length > 0 && (
        <PageSection id="home-agents" heading="Your Local Agents">
          <SectionIntro>
            People in {agency.address.city} who answer the phone, know {agency.licenseState} and
            stay with you after the sale.
          </SectionIntro>
          <AgentCards className="mt-8" />
        </PageSection>
      )}

      <Reviews headingId="home-reviews" />

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
