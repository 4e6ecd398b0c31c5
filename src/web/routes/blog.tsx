import { href } from 'react-router';
import { BlogIndexPage } from '~/features/blog/components/blog-index-page';
import { categoryCards } from '~/features/blog/lib/article';
import { loadArticles } from '~/features/blog/lib/articles.server';
import { agency } from '~/lib/agency';
import { pageMeta, pageTitle } from '~/lib/page-meta';
import type { Route } from './+types/blog';

// Runs at build time only (prerendering); the client gets the result, never the Markdown code.
export function loader() {
  const articles = loadArticles().map(({ content: _content, ...summary }) => summary);
  return { articles, categories: categoryCards(articles) };
}

export function meta() {
  return pageMeta(
    pageTitle('Insurance Edge: Insurance Advice'),
    `Insurance Edge, the ${agency.name} blog: plain-language advice on auto, home, pet, business and specialty insurance for ${agency.licenseState}.`,
    href('/blog'),
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogIndexPage articles={loaderData.articles} categories={loaderData.categories} />;
}
