import type * as React from 'react';
import { cn } from '~/lib/cn';
import { controlClasses } from './input';

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClasses, 'min-h-28', className)} {...props} />;
}
