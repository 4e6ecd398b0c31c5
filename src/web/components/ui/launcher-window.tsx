import { X } from 'lucide-react';
import type * as React from 'react';
import { cn } from '~/lib/cn';

/**
 * The window of a floating button (the assistant, the live chat): a non-modal dialog above the
 * button, with its title and a close button (no focus trap or scroll lock: those inject styles
 * the CSP refuses). It is in the HTML, hidden; the page's behaviour opens and closes it, on the
 * button, the close button (`data-launcher-close`) and Escape (src/web/behaviours/launchers.ts),
 * and `open` follows it (`useWindowShown`).
 */
export function LauncherWindow({
  id,
  title,
  closeLabel,
  open,
  ref,
  className,
  children,
  ...section
}: {
  id: string;
  title: string;
  closeLabel: string;
  open: boolean;
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
      // Laid out while hidden (app.css): opening it is a paint.
      data-launcher-window=""
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
