import { ArrowRight } from 'lucide-react';
import { href, Link } from 'react-router';
import type { ArticleSummary } from '#shared/content/blog';
import { categoryIllustrations, Illustration } from '~/components/illustration';
import { ArticleMetaLine } from './article-meta-line';
import { CategoryBadge } from './category-badge';

/** A linked card for an article; `featured` makes it the wide lead card of the listing. */
export function ArticleCard({
  article,
  featured = false,
  headingLevel = 3,
}: {
  article: ArticleSummary;
  featured?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={`relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md ${featured ? 'md:flex-row' : ''}`}
    >
      {/* The category's scene; it repeats the badge's words, so it says nothing itself. */}
      <div className={`bg-brand-50 ${featured ? 'md:w-2/5 md:self-center' : ''}`}>
        <Illustration name={categoryIllustrations[article.category]} alt="" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-3">
          <CategoryBadge category={article.category} />
          <ArticleMetaLine date={article.date} readTime={article.readTime} />
        </div>
        <Heading className={`font-bold text-ink ${featured ? 'text-2xl sm:text-3xl' : 'text-xl'}`}>
          {/* The whole card is clickable through this link's stretched ::after. */}
          <Link
            to={href('/blog/:id', { id: String(article.id) })}
            className="after:absolute after:inset-0 hover:text-brand-800 focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="flex-1 text-slate-700">{article.excerpt}</p>
        <p className="flex items-center justify-between gap-3 text-sm">
          <span className="text-slate-700">By {article.author}</span>
          <span
            aria-hidden="true"
            className="inline-flex shrink-0 items-center gap-1 font-semibold whitespace-nowrap text-brand-800"
          >
            Read more <ArrowRight className="size-4" />
          </span>
        </p>
      </div>
    </article>
  );
}
