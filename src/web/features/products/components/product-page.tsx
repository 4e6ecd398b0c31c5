import { productIllustration } from '~/components/illustration';
import { QUOTE_FORM_ID } from '~/lib/quote-target';
import { HeroQuoteActions, PageHero } from '~/components/layout/page-hero';
import type * as React from 'react';
import { FeatureCards, PageSection, SectionIntro } from '~/components/layout/page-section';
import { agency } from '~/lib/agency';
import { pageMeta, pageTitle } from '~/lib/page-meta';
import type { CarrierTile, ProductPageData } from '../lib/load-product-page';
import { CarrierTiles } from './carrier-tiles';
import { ProductBlockView } from './product-blocks';
import { LinkList } from '~/components/layout/link-list';

/** Title "<topic> in Kansas | <agency>", description, canonical, Open Graph, FAQ data if any. */
export function productMeta(data: ProductPageData | undefined) {
  if (!data) return pageMeta(`Page Not Found | ${agency.name}`, 'This page does not exist.', null);
  const { page } = data;
  const faqs = page.blocks.flatMap((block) => (block.kind === 'faq' ? block.items : []));
  return [
    ...pageMeta(pageTitle(page.topic), page.description, page.route),
    ...(faqs.length > 0
      ? [
          {
            'script:ld+json': {
              '@context': 'https://schema.org',
              '@type': 'FAQPage',
              mainEntity: faqs.map((faq) => ({
                '@type': 'Question',
                name: faq.question,
                acceptedAnswer: { '@type': 'Answer', text: faq.answer },
              })),
            },
          },
        ]
      : []),
  ];
}

/**
 * One template for every product page: hero, coverage cards, the page's blocks, carriers, the
 * quote form and related links. The route passes the quote form and the carrier logo in, so
 * features stay apart.
 */
export function ProductPage({
  data,
  quoteForm,
  carrierLogo,
}: {
  data: ProductPageData;
  quoteForm: React.ReactNode;
  /** Draws one carrier's logo; a monogram tile when not given. */
  carrierLogo?: (carrier: CarrierTile) => React.ReactNode;
}) {
  const { page, carriers, related } = data;
  const columns = page.coverage.cards.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3';
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        heading={page.hero.heading}
        text={page.hero.intro}
        illustration={productIllustration(page.line, page.quote.coverageIds[0])}
      >
        <HeroQuoteActions formId={QUOTE_FORM_ID} label={`Get My Free ${page.quote.label} Quote`} />
      </PageHero>

      <PageSection id="coverage" heading={page.coverage.heading}>
        {page.coverage.intro && <SectionIntro large>{page.coverage.intro}</SectionIntro>}
        <FeatureCards items={page.coverage.cards} columns={`sm:grid-cols-2 ${columns}`} />
      </PageSection>

      {page.blocks.map((block, i) => (
        <ProductBlockView
          key={block.heading}
          block={block}
          id={`section-${i + 1}`}
          tone={i % 2 === 0 ? 'slate' : 'plain'}
        />
      ))}

      <PageSection id="carriers" heading={`Carriers We Compare for ${page.topic}`}>
        <SectionIntro large>
          {agency.name} is an independent agency: we shop your coverage with A-rated carriers
          instead of selling one company&apos;s policy.
        </SectionIntro>
        <CarrierTiles carriers={carriers} renderLogo={carrierLogo} />
      </PageSection>

      <section aria-label="Request a quote" className="bg-brand-50">
        <div className="mx-auto max-w-3xl px-4 py-16">{quoteForm}</div>
      </section>

      {related.length > 0 && (
        <nav aria-labelledby="related" className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="related" className="text-2xl font-bold text-brand-900">
            Related Coverage
          </h2>
          <LinkList
            links={related}
            className="mt-6 flex flex-wrap gap-4"
            linkClassName="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
            arrow="size-4"
          />
        </nav>
      )}
    </>
  );
}
