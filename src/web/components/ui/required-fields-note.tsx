import type * as React from 'react';

/**
 * Said above a form whose required fields carry the asterisk of `RequiredMark`; `children` go on
 * in the same paragraph (what else the form's reader should know).
 */
export function RequiredFieldsNote({ children }: { children?: React.ReactNode }) {
  return (
    <p className="text-sm text-slate-700">
      Fields marked{' '}
      <span aria-hidden="true" className="text-red-700">
        *
      </span>
      <span className="sr-only">with an asterisk</span> are required.
      {children ? <> {children}</> : null}
    </p>
  );
}
