import * as React from 'react';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';

export interface Confirmation {
  title: string;
  text: string;
  confirmLabel: string;
  /** A change that locks someone out: the confirm button is red. */
  danger?: boolean;
}

/**
 * A question before a change, as a modal native <dialog> (the page behind is inert). Focus moves
 * to Cancel, the safe choice; Escape or Cancel closes it; focus then returns to the button that
 * opened it. Not Radix: its scroll lock injects a <style> element, which the site's CSP refuses.
 */
export function ConfirmDialog({
  confirmation,
  onConfirm,
  onCancel,
}: {
  /** What to ask, or null when the dialog is closed. */
  confirmation: Confirmation | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const cancelRef = React.useRef<HTMLButtonElement>(null);
  const opener = React.useRef<Element | null>(null);
  const titleId = React.useId();
  const textId = React.useId();
  // The words stay while the dialog closes, so its text does not blink to empty.
  const [shown, setShown] = React.useState(confirmation);
  if (confirmation && confirmation !== shown) setShown(confirmation);

  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (confirmation && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!confirmation && dialog.open) {
      dialog.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) {
        opener.current.focus();
      }
    }
  }, [confirmation]);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-white p-6 text-left shadow-xl backdrop:bg-slate-900/50"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {shown?.title}
      </h2>
      <p id={textId} className="mt-2 break-words text-slate-700">
        {shown?.text}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button ref={cancelRef} type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="button"
          className={cn(
            shown?.danger && 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700',
          )}
          onClick={onConfirm}
        >
          {shown?.confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
