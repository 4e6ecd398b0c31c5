import { href } from 'react-router';
import { agency } from '~/lib/agency';
import { canonicalUrl } from '~/lib/page-meta';
import { type ArticleSummary, isoDate } from '#shared/content/blog';

/** schema.org Article and BreadcrumbList for an article page. */
export function articleStructuredData(article: ArticleSummary) {
  const url = canonicalUrl(href('/blog/:id', { id: String(article.id) }));
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.excerpt,
      datePublished: isoDate(article.date),
      // Articles are signed by agency teams, not named people.
      author: { '@type': 'Organization', name: article.author },
      publisher: { '@type': 'InsuranceAgency', name: agency.name },
      articleSection: article.category,
      mainEntityOfPage: url,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: canonicalUrl(href('/')) },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Insurance Edge',
          item: canonicalUrl(href('/blog')),
        },
        { '@type': 'ListItem', position: 3, name: article.title, item: url },
      ],
    },
  ];
}

/** JSON for an inline script: `<` escaped so no text can close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
