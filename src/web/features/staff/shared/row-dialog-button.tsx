import type * as React from 'react';
import { Button } from '~/components/ui/button';

/**
 * A table row's action that opens a dialog about the row (work a renewal, cancel a booking); the
 * dialog gives the focus back to it through `ref` when it closes.
 */
export function RowDialogButton({
  ref,
  onClick,
  children,
}: {
  ref: React.Ref<HTMLButtonElement>;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Button
      ref={ref}
      type="button"
      variant="outline"
      size="sm"
      aria-haspopup="dialog"
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
