import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Icon } from '~/components/icon';
import { buttonVariants } from '~/components/ui/button';
import { agency } from '~/lib/agency';
import type { ArticleSummary } from '#shared/content/blog';
import type { CategoryCard } from '../lib/article';
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
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <p className="inline-block rounded-full bg-sun-300 px-3 py-1 text-sm font-semibold text-ink">
            The {agency.name} blog
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">Insurance Edge</h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-100">
            Plain-language insurance advice for {agency.licenseState} families and businesses,
            written by licensed agents: what coverage does, what it costs and how to claim.
          </p>
        </div>
      </section>

      <section aria-labelledby="categories" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="categories" className="text-2xl font-bold text-brand-900">
          Browse by Category
        </h2>
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
      </section>

      {featured && (
        <section aria-labelledby="featured" className="mx-auto max-w-7xl px-4 pb-12">
          <h2 id="featured" className="text-2xl font-bold text-brand-900">
            Featured Article
          </h2>
          <div className="mt-6">
            <ArticleCard article={featured} featured />
          </div>
        </section>
      )}

      {recent.length > 0 && (
        <section aria-labelledby="recent" className="mx-auto max-w-7xl px-4 pb-16">
          <h2 id="recent" className="text-2xl font-bold text-brand-900">
            Recent Articles
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {recent.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </section>
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
          <Link to="/contact" className={buttonVariants({ size: 'lg' })}>
            <Mail aria-hidden="true" className="size-5" />
            Contact an Agent
          </Link>
        </div>
      </section>
    </>
  );
}
