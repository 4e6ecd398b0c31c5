import type * as React from 'react';
import { cn } from '~/lib/cn';

/**
 * The outcome of an action on a staff page: a success in a status region, a failure in an alert
 * region. Both regions stay in the page, empty until there is news, so a screen reader hears it;
 * the caller focuses the whole (through `ref`) when the control that acted is gone or moved.
 */
export function ActionOutcome({
  ref,
  done,
  failure,
  className,
}: {
  ref?: React.Ref<HTMLDivElement>;
  done: string | null;
  failure: string | null;
  className?: string;
}) {
  return (
    <div ref={ref} tabIndex={-1} className={cn('focus:outline-none', className)}>
      <div role="status">
        {done && (
          <p className="rounded-md border border-green-200 bg-green-50 px-3 py-2 font-medium text-green-900">
            {done}
          </p>
        )}
      </div>
      <div role="alert">
        {failure && (
          <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 font-medium text-red-800">
            {failure}
          </p>
        )}
      </div>
    </div>
  );
}
