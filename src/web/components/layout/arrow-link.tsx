import type * as React from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '~/lib/cn';

/**
 * A link that leads on to more (All personal insurance, See all our carriers, Learn more): its
 * words, then an arrow.
 */
export function ArrowLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-4',
        className,
      )}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
