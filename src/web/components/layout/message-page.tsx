import type * as React from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { agency } from '~/lib/agency';
import { pageMeta } from '~/lib/page-meta';

/** The head of a message page: its title with the agency's name, and kept out of search results. */
export function messagePageMeta(title: string, description: string) {
  return [
    ...pageMeta(`${title} | ${agency.name}`, description, null),
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * A page that only says one thing and points on (a form's outcome, a page not found): an optional
 * mark above the heading, the words, and link buttons, the first one filled unless `outlined`.
 */
export function MessagePage({
  mark,
  title,
  children,
  links,
  outlined = false,
}: {
  mark?: React.ReactNode;
  title: string;
  children: React.ReactNode;
  links: { to: string; label: string }[];
  outlined?: boolean;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      {mark}
      <h1 className={cn('text-3xl font-bold text-brand-900', mark && 'mt-4')}>{title}</h1>
      {children}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {links.map((link, i) => (
          <Link
            key={link.to}
            to={link.to}
            className={buttonVariants(i === 0 && !outlined ? {} : { variant: 'outline' })}
          >
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
