import { href } from 'react-router';
import { ArticleNotFound, ArticlePage } from '~/features/blog/components/article-page';
import { JsonLd } from '~/features/blog/components/json-ld';
import { parseArticleId, relatedArticles } from '~/features/blog/lib/article';
import { loadArticles } from '~/features/blog/lib/articles.server';
import { articleStructuredData } from '~/features/blog/lib/structured-data';
import { agency } from '~/lib/agency';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/blog-article';

// Runs at build time only. No match (e.g. /blog/not-found) renders "Article Not Found" with
// status 200 here; the server sends that page with status 404 for unknown ids.
export function loader({ params }: Route.LoaderArgs) {
  const all = loadArticles();
  const id = parseArticleId(params.id);
  const article = all.find((a) => a.id === id);
  if (!article) return { article: null, related: [] };
  const related = relatedArticles(all, article).map(({ content: _content, ...summary }) => summary);
  return { article, related };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const article = loaderData?.article;
  if (!article) {
    return [
      { title: 'Article Not Found' },
      { name: 'description', content: "The article you're looking for doesn't exist." },
      { name: 'robots', content: 'noindex' },
    ];
  }
  return [
    ...pageMeta(
      `${article.title} | ${agency.name}`,
      article.excerpt,
      href('/blog/:id', { id: String(article.id) }),
    ).map((tag) => (tag.property === 'og:type' ? { ...tag, content: 'article' } : tag)),
  ];
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article, related } = loaderData;
  if (!article) return <ArticleNotFound />;
  return (
    <>
      <JsonLd data={articleStructuredData(article)} />
      <ArticlePage article={article} related={related} />
    </>
  );
}
