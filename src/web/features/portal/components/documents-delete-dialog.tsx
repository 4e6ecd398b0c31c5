import * as React from 'react';
import { Button } from '~/components/ui/button';
import type { PortalDocument } from '../../../../shared/portal';

/**
 * "Delete this document?" as a modal native <dialog> (the page behind is inert). Focus moves to
 * Cancel, the safe choice; Escape or Cancel closes it; the caller returns focus where it was.
 * Not Radix: its scroll lock injects a <style> element, which the site's CSP refuses.
 */
export function DocumentsDeleteDialog({
  document,
  onConfirm,
  onCancel,
}: {
  /** The document to confirm, or null when the dialog is closed. */
  document: PortalDocument | null;
  onConfirm: (document: PortalDocument) => void;
  onCancel: () => void;
}) {
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const cancelRef = React.useRef<HTMLButtonElement>(null);
  const titleId = React.useId();
  const textId = React.useId();
  // The name stays while the dialog closes, so its text does not blink to empty.
  const [shown, setShown] = React.useState(document);
  if (document && document !== shown) setShown(document);

  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (document && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!document && dialog.open) {
      dialog.close();
    }
  }, [document]);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-white p-6 text-left shadow-xl backdrop:bg-slate-900/50"
      // Escape is handled here rather than left to the browser's own cancel, so every browser
      // (and the test DOM) closes the same way.
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
        Delete this document?
      </h2>
      <p id={textId} className="mt-2 break-words text-slate-700">
        <span className="font-medium text-ink">{shown?.fileName}</span> will be removed from your
        portal. This cannot be undone.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button ref={cancelRef} type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="button"
          className="bg-red-700 hover:bg-red-800 focus-visible:outline-red-700"
          onClick={() => document && onConfirm(document)}
        >
          Delete
        </Button>
      </div>
    </dialog>
  );
}
