import * as React from 'react';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

/**
 * "Are you sure?" before a change that is hard to undo: focus starts on the safe choice; Escape
 * or that button cancels; focus returns where it was.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: React.ReactNode;
  description: React.ReactNode;
  confirmLabel: React.ReactNode;
  cancelLabel?: string;
  /** `danger` (red) for a change that removes or locks out; `neutral` for one that gives back. */
  tone?: 'danger' | 'neutral';
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancelRef = React.useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      title={title}
      description={description}
      initialFocus={cancelRef}
    >
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button ref={cancelRef} type="button" variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button
          type="button"
          className={
            tone === 'danger'
              ? 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700'
              : undefined
          }
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
