import { categoryIllustrations, Illustration } from '~/components/illustration';
import { ArrowLeft, User } from 'lucide-react';
import { href, Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { PhoneLink } from '~/components/ui/phone-link';
import { agency } from '~/lib/agency';
import type { ArticleSummary } from '#shared/content/blog';
import type { Article } from '../lib/article';
import { ArticleCard } from './article-card';
import { ArticleMetaLine } from './article-meta-line';
import { CategoryBadge } from './category-badge';

// Tailwind has no typography plugin here; the body's elements are styled from the container.
const prose = [
  'text-lg leading-relaxed text-slate-800',
  '[&_p]:mt-5',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline',
  '[&_strong]:font-semibold [&_strong]:text-ink',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-sun-400 [&_blockquote]:pl-4',
  '[&_table]:mt-6 [&_table]:w-full [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-left',
].join(' ');

/** One blog article: header, sanitised body, a Kansas call to action and related articles. */
export function ArticlePage({ article, related }: { article: Article; related: ArticleSummary[] }) {
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-12">
        <nav aria-label="Breadcrumb" className="text-sm">
          <Link
            to={href('/blog')}
            className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-4"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Insurance Edge
          </Link>
        </nav>
        <header className="mt-6">
          <div className="flex flex-wrap items-center gap-3">
            <CategoryBadge category={article.category} />
            <ArticleMetaLine date={article.date} readTime={article.readTime} />
          </div>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {article.title}
          </h1>
          <p className="mt-4 flex items-center gap-2 text-slate-700">
            <User aria-hidden="true" className="size-4" />
            By <span className="font-semibold text-ink">{article.author}</span>
          </p>
        </header>
        {/* From a tablet up: on a phone the article starts with its words. */}
        <Illustration
          name={categoryIllustrations[article.category]}
          className="mt-8 hidden rounded-2xl sm:block"
        />
        {/* Rendered from Markdown at build time; raw HTML escaped and links limited (markdown.server.ts). */}
        <div className={`mt-8 ${prose}`} dangerouslySetInnerHTML={{ __html: article.content }} />

        <aside
          aria-labelledby="article-cta"
          className="mt-12 rounded-2xl bg-brand-50 p-8 text-center"
        >
          <h2 id="article-cta" className="text-2xl font-bold text-brand-900">
            Have Questions About Insurance in {agency.licenseState}?
          </h2>
          <p className="mt-3 text-slate-700">
            Our licensed agents compare 50+ A-rated carriers and explain your options in plain
            language. No spam, no pressure.
          </p>
          <div className="mt-6 flex flex-wrap items-center justify-center gap-4">
            <Link to={href('/contact')} className={buttonVariants({ size: 'lg' })}>
              Contact an Agent
            </Link>
            <PhoneLink
              phone={agency.phone}
              className="inline-flex items-center gap-2 font-semibold text-brand-800 underline"
            >
              Call {agency.phone}
            </PhoneLink>
          </div>
        </aside>
      </article>

      {related.length > 0 && (
        <section aria-labelledby="related" className="bg-slate-50">
          <div className="mx-auto max-w-5xl px-4 py-14">
            <h2 id="related" className="text-2xl font-bold text-brand-900">
              More Insurance Insights
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2">
              {related.map((item) => (
                <li key={item.id}>
                  <ArticleCard article={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}

/** What an unknown article id shows. */
export function ArticleNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-900">Article Not Found</h1>
      <p className="mt-4 text-slate-700">The article you're looking for doesn't exist.</p>
      <div className="mt-8 flex justify-center">
        <Link to={href('/blog')} className={buttonVariants()}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Insurance Edge
        </Link>
      </div>
    </section>
  );
}
