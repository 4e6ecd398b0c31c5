import { X } from 'lucide-react';
import type * as React from 'react';
import { cn } from '~/lib/cn';

/**
 * The window of a floating button (the assistant, the live chat): a non-modal dialog above the
 * button, with its title and a close button (no focus trap or scroll lock: those inject styles
 * the CSP refuses). It is in the HTML, hidden, so the page's behaviour can open it at once
 * (src/web/behaviours/launchers.ts: `data-launcher-close`); Escape closes it too.
 */
export function LauncherWindow({
  id,
  title,
  closeLabel,
  open,
  onClose,
  ref,
  className,
  children,
  ...section
}: {
  id: string;
  title: string;
  closeLabel: string;
  open: boolean;
  onClose: () => void;
  ref?: React.Ref<HTMLElement>;
  className?: string;
  children: React.ReactNode;
} & Pick<React.ComponentProps<'section'>, 'tabIndex'>) {
  const titleId = `${id}-title`;
  return (
    <section
      ref={ref}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
      className={cn(
        'absolute right-0 bottom-full mb-3 flex w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl',
        className,
      )}
      {...section}
    >
      <header className="flex items-center justify-between gap-2 bg-brand-900 px-4 py-3 text-white">
        <h2 id={titleId} className="font-semibold">
          {title}
        </h2>
        <button
          type="button"
          data-launcher-close=""
          onClick={onClose}
          aria-label={closeLabel}
          className="rounded-md p-1 hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      {children}
    </section>
  );
}
