import { ArrowRight, CircleCheck } from 'lucide-react';
import { Icon } from '~/components/icon';
import { HeroQuoteActions, PageHero } from '~/components/layout/page-hero';
import { StepNumber } from '~/components/layout/step-number';
import {
  businessIndustries,
  type InfoCard,
  type QuoteToolPage as QuoteToolContent,
} from '#content/quote-tools';
import {
  FeatureCards,
  PageSection,
  SectionIntro,
  type SectionTone,
} from '~/components/layout/page-section';
import { agency } from '~/lib/agency';
import { fill } from '~/lib/fill';
import { pageMeta, pageTitle } from '~/lib/page-meta';
import { phoneHref } from '#shared/phone';
import { coverageOptionsFor } from '#shared/coverage-options';
import { Island } from '~/islands/island';
import { QuoteForm } from './quote-form';
import { QUOTE_FORM_ID } from '~/lib/quote-target';

export function quoteToolMeta(page: QuoteToolContent) {
  return pageMeta(pageTitle(page.topic), fill(page.description), page.path);
}

/** One template for both quote tools: hero, cards, why-choose, then the quote form. */
export function QuoteToolPage({ page }: { page: QuoteToolContent }) {
  const tel = phoneHref(agency.phone);
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        heading={page.hero.heading}
        text={fill(page.hero.text)}
        illustration={page.form.type === 'commercial' ? 'business' : 'home'}
      >
        <ul className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-6">
          {page.hero.highlights.map((item) => (
            <li key={item} className="flex items-center gap-2 font-medium">
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-sun-300" />
              {item}
            </li>
          ))}
        </ul>
        <HeroQuoteActions formId={QUOTE_FORM_ID} label="Start My Free Quote" />
      </PageHero>

      {page.industries && (
        <PageSection id="industries" heading={fill(page.industries.heading)}>
          <SectionIntro large>{fill(page.industries.intro)}</SectionIntro>
          <IndustryChoices cards={page.industries.cards} />
        </PageSection>
      )}

      <CardSection
        id="coverage"
        heading={page.coverage.heading}
        intro={page.coverage.intro}
        cards={page.coverage.cards}
        columns={page.coverage.cards.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}
        tone={page.industries ? 'slate' : 'plain'}
      />

      <PageSection id="why-choose" heading={fill(page.whyChoose.heading)} tone="brand">
        <FeatureCards items={page.whyChoose.items} columns="sm:grid-cols-2 lg:grid-cols-4" onTint />
      </PageSection>

      <section aria-labelledby="next-steps" className="mx-auto max-w-7xl px-4 py-16">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
          <div>
            <h2 id="next-steps" className="text-3xl font-bold text-brand-900">
              {page.nextSteps.heading}
            </h2>
            <ol className="mt-6 space-y-5">
              {page.nextSteps.steps.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <StepNumber number={index + 1} size="small" beside />
                  <span className="pt-1.5 text-slate-800">{fill(step)}</span>
                </li>
              ))}
            </ol>
            <div className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-5">
              <p className="font-semibold text-ink">Rather talk it through?</p>
              <p className="mt-1 text-slate-700">
                Call a licensed agent at{' '}
                <a href={tel} className="font-semibold text-brand-800 underline">
                  {agency.phone}
                </a>
                .
              </p>
            </div>
          </div>
          <Island
            name="quote-form"
            component={QuoteForm}
            props={{
              id: QUOTE_FORM_ID,
              type: page.form.type,
              insuranceType: page.form.insuranceType,
              coverageOptions: coverageOptionsFor(page.form.coverageOptionIds),
              industries: page.form.type === 'commercial' ? businessIndustries : undefined,
            }}
          />
        </div>
      </section>
    </>
  );
}

function CardSection({
  id,
  heading,
  intro,
  cards,
  columns,
  tone,
}: {
  id: string;
  heading: string;
  intro: string;
  cards: (InfoCard & { href?: string })[];
  columns: string;
  tone?: SectionTone;
}) {
  return (
    <PageSection id={id} heading={fill(heading)} tone={tone}>
      <SectionIntro large>{fill(intro)}</SectionIntro>
      <FeatureCards items={cards} columns={`sm:grid-cols-2 ${columns}`} />
    </PageSection>
  );
}

/**
 * The industries as choices: each card leads to the quote form with its industry chosen there
 * (src/web/behaviours/fill-field.ts); without scripts it leads to the form.
 */
function IndustryChoices({ cards }: { cards: readonly InfoCard[] }) {
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
      {cards.map((card) => (
        <li
          key={card.title}
          className="relative flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 hover:border-brand-700 hover:bg-brand-50"
        >
          <Icon name={card.icon} className="size-8 text-brand-700" />
          <h3 className="mt-4 text-lg font-semibold text-ink">{card.title}</h3>
          <p className="mt-2 flex-1 text-slate-700">{fill(card.description)}</p>
          {/* The whole card is the choice, through this link's stretched ::after. */}
          <a
            href={`#${QUOTE_FORM_ID}`}
            data-fill-field="industry"
            data-fill-value={card.title}
            className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-4 after:absolute after:inset-0 hover:text-brand-950 focus-visible:outline-none"
          >
            Get a quote for {card.title}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
