import { CircleCheck } from 'lucide-react';
import * as React from 'react';
import { cn } from '~/lib/cn';

/**
 * The heading's level and size: on a page of its own (a change), or in a tab's section (a
 * certificate).
 */
const headings = {
  2: {
    Heading: 'h2',
    className: 'flex items-center gap-2 text-2xl font-bold text-ink',
    icon: 'size-7 shrink-0 text-green-700',
  },
  4: {
    Heading: 'h4',
    className: 'flex items-center gap-2 text-xl font-bold text-ink',
    icon: 'size-6 shrink-0 text-green-700',
  },
} as const;

/**
 * The confirmation that a request is in (a change, a certificate), in place of its form: a status
 * region named by its "Request sent" heading, focused as it appears so a screen reader hears it;
 * `children` say what was asked and how its files are going.
 */
export function RequestSentPanel({
  level,
  headingId,
  className,
  children,
}: {
  level: keyof typeof headings;
  /** The heading's id where the page names it; its own otherwise. */
  headingId?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const panel = React.useRef<HTMLDivElement>(null);
  const ownId = React.useId();
  const id = headingId ?? ownId;
  React.useEffect(() => panel.current?.focus(), []);
  const { Heading, className: headingClasses, icon } = headings[level];
  return (
    <div
      ref={panel}
      role="status"
      tabIndex={-1}
      aria-labelledby={id}
      className={cn(
        'space-y-4 rounded-lg border border-green-200 bg-green-50 p-4 sm:p-6',
        className,
      )}
    >
      <Heading id={id} className={headingClasses}>
        <CircleCheck aria-hidden="true" className={icon} />
        Request sent
      </Heading>
      {children}
    </div>
  );
}
