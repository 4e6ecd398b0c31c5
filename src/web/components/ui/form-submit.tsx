import type * as React from 'react';
import { Button } from './button';

/**
 * The end of a form: why the server refused it, when it did, read out as it appears; then the
 * submit button, which waits (and says so) while the form is being sent.
 */
export function FormSubmit({
  formError,
  pending,
  label,
  pendingLabel,
  icon,
}: {
  formError: string | null;
  pending: boolean;
  label: string;
  pendingLabel: string;
  /** Drawn before the words, sending or not. */
  icon?: React.ReactNode;
}) {
  return (
    <>
      {formError && (
        <p role="alert" className="font-medium text-red-700">
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" disabled={pending}>
        {icon}
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}

/**
 * A form's submit button with what the last save said beside it ("Note added"), in a status
 * region a screen reader hears as it changes. `children` follow the words inside the button (a
 * visually hidden "how AUT-1 is paid" that tells one Save from the next).
 */
export function SaveRow({
  pending,
  label,
  pendingLabel = 'Saving...',
  saved,
  children,
}: {
  pending: boolean;
  label: string;
  pendingLabel?: string;
  saved: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
        {children}
      </Button>
      <p role="status" className="text-sm font-medium text-green-800">
        {saved}
      </p>
    </div>
  );
}
