import { href } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { guideTabs, guideWorkingWith } from '#content/guide';
import { agency } from '~/lib/agency';
import { pageMeta, pageTitle } from '~/lib/page-meta';
import { phoneHref } from '#shared/phone';
import { fill } from '~/lib/fill';
import { PageHero } from '~/components/layout/page-hero';
import { Callout, FeatureCards, PageSection } from '~/components/layout/page-section';
import { GuideTabs } from './guide-tabs';

export function guideMeta() {
  return pageMeta(
    pageTitle('Insurance Guide and FAQs'),
    `Answers to common Kansas insurance questions on auto, home, claims and costs, from the licensed agents at ${agency.name}.`,
    // Every tab is one page for search engines: /tabs?tab=… is the same document.
    href('/tabs'),
  );
}

/** schema.org FAQPage with every question of every tab, for search engines. */
export function faqJsonLd(): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: guideTabs.flatMap((tab) =>
      tab.questions.map((item) => ({
        '@type': 'Question',
        name: fill(item.question),
        acceptedAnswer: { '@type': 'Answer', text: fill(item.answer) },
      })),
    ),
  };
  // `<` escaped so no answer text can close the script element.
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

export function GuidePage() {
  const { address } = agency;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd() }} />
      <PageHero
        heading="Insurance Guide & FAQs"
        text={`Plain answers to the questions ${agency.licenseState} drivers, homeowners and business owners ask us most.`}
        spacing="py-16"
        illustration="guide"
      />

      <section aria-label="Questions and answers" className="mx-auto max-w-7xl px-4 py-12">
        <GuideTabs />
      </section>

      <PageSection id="working-with" heading={fill(guideWorkingWith.heading)} tone="brand">
        <FeatureCards
          items={guideWorkingWith.items}
          columns="sm:grid-cols-2 lg:grid-cols-4"
          onTint
        />
      </PageSection>

      <Callout id="guide-contact" heading="Still have questions?" tone="dark">
        <p className="mt-3 max-w-2xl text-slate-100">
          A licensed agent will answer them, with no pressure to buy.
        </p>
        <ul className="mt-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:gap-8">
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-5 text-sun-300" />
            <a href={phoneHref(agency.phone)} className="font-semibold underline">
              {agency.phone}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-5 text-sun-300" />
            <a href={`mailto:${agency.email}`} className="font-semibold underline">
              {agency.email}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-5 text-sun-300" />
            <span>
              Office in {address.city}, {address.state}
            </span>
          </li>
        </ul>
      </Callout>
    </>
  );
}
