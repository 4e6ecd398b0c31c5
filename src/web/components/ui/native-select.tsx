import type * as React from 'react';
import { cn } from '~/lib/cn';
import { controlClasses } from './input';

/** A native select: keyboard, mobile pickers and screen readers work without a script. */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return <select className={cn(controlClasses, 'h-11 pr-8', className)} {...props} />;
}
