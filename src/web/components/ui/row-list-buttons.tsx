import { Plus } from 'lucide-react';
import * as React from 'react';
import { cn } from '~/lib/cn';
import { Button } from './button';

/**
 * For a list of rows the person adds and removes (vehicles, hours, coverages): the ref of its add
 * button, and a remove that gives that button the focus once the row has gone with its own.
 */
export function useRowRemoval(remove: (index: number) => void) {
  const addButton = React.useRef<HTMLButtonElement>(null);
  const removeRow = (index: number) => {
    remove(index);
    // After the re-render, when the add button is enabled again.
    requestAnimationFrame(() => addButton.current?.focus());
  };
  return { addButton, removeRow };
}

/** A row's Remove; `children` says which row to a screen reader. */
export function RemoveRowButton({ className, ...props }: React.ComponentProps<typeof Button>) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className={cn('text-red-800 hover:bg-red-50', className)}
      {...props}
    />
  );
}

/** The add button under the rows, disabled once the list is full, and then `fullText` beside it. */
export function AddRowButton({
  ref,
  full,
  fullText,
  onAdd,
  children,
}: {
  ref: React.Ref<HTMLButtonElement>;
  full: boolean;
  fullText: React.ReactNode;
  onAdd: () => void;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button ref={ref} type="button" variant="outline" size="sm" disabled={full} onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        {children}
      </Button>
      {full && <p className="text-sm text-slate-700">{fullText}</p>}
    </div>
  );
}
