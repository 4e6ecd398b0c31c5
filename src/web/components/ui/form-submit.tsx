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
