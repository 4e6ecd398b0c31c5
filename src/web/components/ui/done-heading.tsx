import { CircleCheck } from 'lucide-react';
import * as React from 'react';
import { cn } from '~/lib/cn';

/**
 * The top of a panel that replaces a form once it went through (a quote request, a claim): a
 * check mark, then the heading, focused as it appears so the keyboard and a screen reader start
 * there. `keepScroll` focuses it without scrolling, where the panel scrolls itself into place.
 */
export function DoneHeading({
  level = 2,
  keepScroll = false,
  className,
  children,
}: {
  level?: 2 | 3;
  keepScroll?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => heading.current?.focus({ preventScroll: keepScroll }), [keepScroll]);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
      <Heading
        ref={heading}
        tabIndex={-1}
        className={cn('mt-3 text-2xl font-bold focus:outline-none', className)}
      >
        {children}
      </Heading>
    </>
  );
}
