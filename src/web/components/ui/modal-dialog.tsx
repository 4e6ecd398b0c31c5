import * as React from 'react';
import { cn } from '~/lib/cn';
import { Button } from './button';

/**
 * A modal native <dialog> (the page behind is inert): shown while `open`, closed by Escape or by
 * the caller. Focus moves to `initialFocus` (or the first field) when it opens and back to where
 * it was when it closes. Not Radix: its scroll lock injects a <style> element, which the site's
 * CSP (style-src 'self') refuses.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  description,
  role = 'dialog',
  initialFocus,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** `alertdialog` for a confirmation that interrupts. */
  role?: 'dialog' | 'alertdialog';
  initialFocus?: React.RefObject<HTMLElement | null>;
  className?: string;
  children: React.ReactNode;
}) {
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const returnTo = React.useRef<HTMLElement | null>(null);
  const titleId = React.useId();
  const descriptionId = React.useId();

  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      const first =
        initialFocus?.current ??
        dialog.querySelector<HTMLElement>('input, select, textarea, button:not([data-close])');
      first?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      if (returnTo.current?.isConnected) returnTo.current.focus();
    }
  }, [open, initialFocus]);

  return (
    <dialog
      ref={dialogRef}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-lg bg-white p-6 text-left shadow-xl backdrop:bg-slate-900/50',
        className,
      )}
      // Escape is handled here rather than left to the browser's own cancel, so every browser
      // (and the test DOM) closes the same way.
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {description && (
        <p id={descriptionId} className="mt-2 break-words text-slate-700">
          {description}
        </p>
      )}
      {open && children}
    </dialog>
  );
}

/**
 * When a form in a dialog checks its fields: at the first submit, then at each keystroke. Not on
 * leaving a field: an error appearing on blur moves the dialog's buttons under a pointer or finger
 * about to press them, and the press is lost.
 */
export const dialogFormValidation = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;

/**
 * The end of a form in a dialog: the form's own error, then Cancel (or `cancelLabel`) and the
 * submit button, red when the form undoes something (`destructive`). Cancel is marked
 * `data-close`, so the dialog opens with the focus on the first field rather than on it.
 */
export function DialogFormEnd({
  formError,
  pending,
  onCancel,
  cancelLabel = 'Cancel',
  destructive = false,
  children,
}: {
  formError: string | null;
  /** The form is being sent: the submit button waits. */
  pending: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  destructive?: boolean;
  /** The submit button's text. */
  children: React.ReactNode;
}) {
  return (
    <>
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="outline" data-close onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button
          type="submit"
          disabled={pending}
          className={
            destructive ? 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700' : undefined
          }
        >
          {children}
        </Button>
      </div>
    </>
  );
}
