import * as React from 'react';
import { cn } from '../../lib/cn';

/**
 * A table that scrolls sideways on a narrow screen, in a region a keyboard can focus (so it can
 * scroll too), named by the table's caption.
 */
export function ScrollTable({
  caption,
  minWidth = 'min-w-[40rem]',
  children,
}: {
  caption: React.ReactNode;
  minWidth?: string;
  children: React.ReactNode;
}) {
  const captionId = React.useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className={cn('w-full text-left text-sm', minWidth)}>
        <caption id={captionId} className="px-4 pt-4 pb-2 text-left font-semibold text-ink">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
