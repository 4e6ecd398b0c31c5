import { ArrowRight } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';

/**
 * A card of the dashboard under its h2, with a link to the whole list beside the heading. The
 * heading's id goes to `children`, for a list it names.
 */
export function DashboardCard({
  title,
  link,
  children,
}: {
  title: string;
  /** The whole list: where, and the link's words. */
  link: { to: string; text: string };
  children: (headingId: string) => React.ReactNode;
}) {
  const headingId = React.useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <Link
          to={link.to}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {link.text}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {children(headingId)}
    </section>
  );
}
