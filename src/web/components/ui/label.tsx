import type * as React from 'react';
import { cn } from '~/lib/cn';

export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return <label className={cn('block text-sm font-semibold text-ink', className)} {...props} />;
}

/**
 * The visible required-field asterisk (explained above the form). Controls say "required" through
 * their `required` attribute; a fieldset, which has none, passes `announce` to say it in words.
 */
export function RequiredMark({ announce = false }: { announce?: boolean }) {
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-red-700">
        *
      </span>
      {announce && <span className="sr-only"> (required)</span>}
    </>
  );
}
