import { href } from 'react-router';
import { Phone } from 'lucide-react';
import { claimsPage } from '#content/pages/claims';
import { buttonVariants } from '~/components/ui/button';
import { agency } from '~/lib/agency';
import { pageMeta, pageTitle } from '~/lib/page-meta';
import { phoneHref } from '#shared/phone';
import { fill } from '~/lib/fill';
import { CheckList } from './check-list';
import { ContentPageHero } from './content-page-hero';
import { FeatureCards, PageSection, SectionIntro } from '~/components/layout/page-section';
import { StepNumber } from '~/components/layout/step-number';

export function claimsMeta() {
  return pageMeta(pageTitle(claimsPage.topic), fill(claimsPage.description), href('/claims'));
}

export function ClaimsPage() {
  const tel = phoneHref(agency.phone);
  const { hotline, steps, services, ready, weather } = claimsPage;
  return (
    <>
      <ContentPageHero hero={claimsPage.hero} illustration="claims" />

      <section aria-labelledby="hotline" className="mx-auto max-w-7xl px-4 pt-12">
        <div className="flex flex-col gap-6 rounded-2xl bg-sun-100 p-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="hotline" className="text-2xl font-bold text-ink">
              {hotline.heading}
            </h2>
            <p className="mt-2 text-slate-800">
              {fill(hotline.text)} Our number: <span className="font-semibold">{agency.phone}</span>
            </p>
          </div>
          <a href={tel} className={buttonVariants({ size: 'lg' })}>
            <Phone aria-hidden="true" className="size-5" />
            Call Now to Report Claim
          </a>
        </div>
      </section>

      <PageSection id="process" heading={steps.heading}>
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.items.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-slate-200 p-6 shadow-sm">
              <StepNumber number={index + 1} />
              <h3 className="mt-4 text-lg font-semibold text-ink">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-700">{fill(step.description)}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="services" heading="Claims We Help With" tone="slate">
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          {services.map((list, index) => (
            <CheckList
              key={list.heading}
              id={`services-${index}`}
              heading={list.heading}
              items={list.items}
            />
          ))}
        </div>
      </PageSection>

      <PageSection id="ready" heading={ready.heading}>
        <ul className="mt-6 grid gap-3 md:grid-cols-2">
          {ready.items.map((item) => (
            <li key={item} className="flex gap-2 text-slate-800">
              <span
                aria-hidden="true"
                className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-700"
              />
              {item}
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="weather" heading={weather.heading} tone="brand">
        <SectionIntro>{fill(weather.intro)}</SectionIntro>
        <FeatureCards items={weather.items} columns="md:grid-cols-3" onTint />
      </PageSection>
    </>
  );
}
