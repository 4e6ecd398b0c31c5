import { ArrowRight } from 'lucide-react';
import { HeroQuoteActions, PageHero } from '~/components/layout/page-hero';
import type * as React from 'react';
import { Link } from 'react-router';
import { Icon } from '~/components/icon';
import { agency } from '~/lib/agency';
import { pageMeta, pageTitle } from '~/lib/page-meta';
import type { CarrierTile, ProductPageData } from '../lib/load-product-page';
import { CarrierTiles } from './carrier-tiles';
import { ProductBlockView } from './product-blocks';

export const QUOTE_FORM_ID = 'quote-form';

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
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} text={page.hero.intro}>
        <HeroQuoteActions formId={QUOTE_FORM_ID} label={`Get My Free ${page.quote.label} Quote`} />
      </PageHero>

      <section aria-labelledby="coverage" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="coverage" className="text-3xl font-bold text-brand-900">
          {page.coverage.heading}
        </h2>
        {page.coverage.intro && (
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{page.coverage.intro}</p>
        )}
        <ul className={`mt-8 grid gap-6 sm:grid-cols-2 ${columns}`}>
          {page.coverage.cards.map((card) => (
            <li
              key={card.title}
              className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
            >
              <Icon name={card.icon} className="size-8 text-brand-700" />
              <h3 className="mt-4 text-lg font-semibold text-ink">{card.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{card.description}</p>
            </li>
          ))}
        </ul>
      </section>

      {page.blocks.map((block, i) => (
        <div key={block.heading} className={i % 2 === 0 ? 'bg-slate-50' : undefined}>
          <ProductBlockView block={block} id={`section-${i + 1}`} />
        </div>
      ))}

      <section aria-labelledby="carriers" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="carriers" className="text-3xl font-bold text-brand-900">
          Carriers We Compare for {page.topic}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          {agency.name} is an independent agency: we shop your coverage with A-rated carriers
          instead of selling one company&apos;s policy.
        </p>
        <CarrierTiles carriers={carriers} renderLogo={carrierLogo} />
      </section>

      <section aria-label="Request a quote" className="bg-brand-50">
        <div className="mx-auto max-w-3xl px-4 py-16">{quoteForm}</div>
      </section>

      {related.length > 0 && (
        <nav aria-labelledby="related" className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="related" className="text-2xl font-bold text-brand-900">
            Related Coverage
          </h2>
          <ul className="mt-6 flex flex-wrap gap-4">
            {related.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
                >
                  {link.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
