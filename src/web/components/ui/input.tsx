import type * as React from 'react';
import { cn } from '~/lib/cn';

/** Shared look of text controls; the slate-500 border keeps 3:1 non-text contrast on white. */
export const controlClasses =
  'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-600 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-700 disabled:bg-slate-100';

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClasses, 'h-11', className)} {...props} />;
}
