import { Phone } from 'lucide-react';
import { href, Link } from 'react-router';
import { carriers } from '#content/carriers';
import { homePage as page } from '#content/pages/home';
import { Icon } from '~/components/icon';
import { ArrowLink } from '~/components/layout/arrow-link';
import { PageHero } from '~/components/layout/page-hero';
import { Callout, FeatureCards, PageSection, SectionIntro } from '~/components/layout/page-section';
import { StepNumber } from '~/components/layout/step-number';
import { buttonVariants } from '~/components/ui/button';
import { CarrierLogo } from '~/features/carriers/components/carrier-logo';
import { AgentCards } from '~/components/people/agent-cards';
import { Reviews } from '~/components/people/reviews';
import { agency } from '~/lib/agency';
import { fill } from '~/lib/fill';
import { pageMeta, pageTitle } from '~/lib/page-meta';
import { QUOTE_CHOOSER_ID, QUOTE_FORM_ID } from '~/lib/quote-target';
import { coverageOptions } from '#shared/coverage-options';
import { phoneHref } from '#shared/phone';

export function meta() {
  return pageMeta(pageTitle(page.title), fill(page.description), href('/'));
}

/** The carriers the home page names: the first of the directory. */
const featuredCarriers = carriers.slice(0, page.carriers.featured);

export default function Home() {
  const tel = phoneHref(agency.phone);
  return (
    <>
      <aside aria-label={page.promo.label} className="bg-sun-100 text-ink">
        <p className="mx-auto max-w-7xl px-4 py-1.5 text-center text-xs font-medium sm:text-sm">
          {fill(page.promo.text)}{' '}
          <a href={tel} className="font-bold underline">
            {fill(page.promo.call)}
          </a>
        </p>
      </aside>

      <PageHero
        heading={fill(page.hero.heading)}
        text={fill(page.hero.text)}
        spacing="py-20"
        illustration="home"
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to={href('/personal-insurance')}
            className={buttonVariants({ variant: 'accent', size: 'lg' })}
          >
            {page.quotes.personal}
          </Link>
          <Link
            to={href('/commercial-insurance')}
            className={buttonVariants({
              variant: 'outline',
              size: 'lg',
              className: 'border-white',
            })}
          >
            {page.quotes.business}
          </Link>
        </div>
      </PageHero>

      <PageSection id="why-choose" heading={fill(page.benefits.heading)}>
        <FeatureCards items={page.benefits.items} columns="sm:grid-cols-2 lg:grid-cols-4" />
      </PageSection>

      <PageSection id={QUOTE_CHOOSER_ID} heading={page.insure.heading} tone="slate">
        <SectionIntro large>{page.insure.intro}</SectionIntro>
        <div className="mt-8 grid gap-10 lg:grid-cols-2">
          {page.insure.groups.map((group) => (
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
                      <span className="text-xs font-medium text-slate-700">{page.insure.tile}</span>
                    </a>
                  </li>
                ))}
              </ul>
              <p className="mt-4">
                <ArrowLink to={group.all.href}>{group.all.label}</ArrowLink>
              </p>
            </div>
          ))}
        </div>
      </PageSection>

      <PageSection id="how-it-works" heading={page.steps.heading}>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {page.steps.items.map((step, index) => (
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

      <PageSection id="home-carriers" heading={page.carriers.heading} tone="brand">
        <SectionIntro>
          {fill(page.carriers.intro).replace('{carrierCount}', String(carriers.length))}
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
          <ArrowLink to={href('/insurance-carriers')}>{page.carriers.all}</ArrowLink>
        </p>
      </PageSection>

      {agency.agents.length > 0 && (
        <PageSection id="home-agents" heading={page.agents.heading}>
          <SectionIntro>{fill(page.agents.intro)}</SectionIntro>
          <AgentCards className="mt-8" />
        </PageSection>
      )}

      <Reviews headingId="home-reviews" />

      <Callout
        id="ready"
        heading={page.ready.heading}
        tone="light"
        spacing="pb-20"
        className="text-center"
      >
        <p className="mt-3 text-slate-700">{page.ready.text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={href('/personal-insurance')} className={buttonVariants({ size: 'lg' })}>
            {page.quotes.personal}
          </Link>
          <Link
            to={href('/commercial-insurance')}
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            {page.quotes.business}
          </Link>
        </div>
        <p className="mt-6 flex items-center justify-center gap-2 text-slate-800">
          <Phone aria-hidden="true" className="size-4" />
          {page.ready.call}{' '}
          <a href={tel} className="font-semibold text-brand-800 underline">
            {agency.phone}
          </a>
        </p>
      </Callout>
    </>
  );
}
