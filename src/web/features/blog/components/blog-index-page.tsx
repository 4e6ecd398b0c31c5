import { Mail } from 'lucide-react';
import { href, Link } from 'react-router';
import { Icon } from '~/components/icon';
import { buttonVariants } from '~/components/ui/button';
import { agency } from '~/lib/agency';
import type { ArticleSummary } from '#shared/content/blog';
import type { CategoryCard } from '../lib/article';
import { PageHero } from '~/components/layout/page-hero';
import { PageSection } from '~/components/layout/page-section';
import { ArticleCard } from './article-card';

/** Insurance Edge: category cards, the first article featured, the rest as recent. */
export function BlogIndexPage({
  articles,
  categories,
}: {
  articles: ArticleSummary[];
  categories: CategoryCard[];
}) {
  const [featured, ...recent] = articles;
  return (
    <>
      <PageHero
        eyebrow={`The ${agency.name} blog`}
        heading="Insurance Edge"
        text={`Plain-language insurance advice for ${agency.licenseState} families and businesses, written by licensed agents: what coverage does, what it costs and how to claim.`}
        illustration="guide"
      />

      <PageSection id="categories" heading="Browse by Category" spacing="py-12" small>
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {categories.map((category) => (
            <li
              key={category.name}
              className="flex flex-col items-center rounded-lg border border-slate-200 bg-white p-4 text-center shadow-sm"
            >
              <Icon name={category.icon} className="size-7 text-brand-700" />
              <span className="mt-2 text-sm font-semibold text-ink">{category.name}</span>
              <span className="text-sm text-slate-700">
                {category.count} {category.count === 1 ? 'article' : 'articles'}
              </span>
            </li>
          ))}
        </ul>
      </PageSection>

      {featured && (
        <PageSection id="featured" heading="Featured Article" spacing="pb-12" small>
          <div className="mt-6">
            <ArticleCard article={featured} featured />
          </div>
        </PageSection>
      )}

      {recent.length > 0 && (
        <PageSection id="recent" heading="Recent Articles" spacing="pb-16" small>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {recent.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </PageSection>
      )}

      <section aria-labelledby="newsletter" className="bg-brand-50">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="newsletter" className="text-2xl font-bold text-brand-900">
              Stay Informed
            </h2>
            <p className="mt-2 max-w-2xl text-slate-700">
              Want seasonal reminders before hail season or your policy renewal? Tell us how to
              reach you and an agent will keep you posted. No spam, no pressure.
            </p>
          </div>
          <Link to={href('/contact')} className={buttonVariants({ size: 'lg' })}>
            <Mail aria-hidden="true" className="size-5" />
            Contact an Agent
          </Link>
        </div>
      </section>
    </>
  );
}
