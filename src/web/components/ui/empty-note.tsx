import type * as React from 'react';
import { cn } from '~/lib/cn';

/** Said in a list's place when the list has nothing to show. */
export function EmptyNote({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      className={cn('rounded-lg border border-slate-200 bg-slate-50 p-5 text-slate-700', className)}
      {...props}
    />
  );
}
