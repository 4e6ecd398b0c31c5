import { X } from 'lucide-react';
import type * as React from 'react';
import { cn } from '~/lib/cn';

/**
 * A window of the help control (its menu, the assistant, the live chat, a callback request): a
 * non-modal dialog above the control, with its title and a close button (no focus trap or scroll
 * lock: those inject styles the CSP refuses). It is in the HTML, hidden; the page's behaviour
 * opens and closes it (src/web/behaviours/launchers.ts) and gives it the focus once painted, and
 * `open` follows it (`useWindowShown`).
 */
export function LauncherWindow({
  id,
  title,
  closeLabel,
  open,
  ref,
  className,
  actions,
  children,
}: {
  id: string;
  title: string;
  closeLabel: string;
  open: boolean;
  ref?: React.Ref<HTMLElement>;
  className?: string;
  /** Buttons of the window's own, in its title bar before the close button. */
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
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
      // The behaviour focuses it once shown; its content may move the focus on (a text box).
      tabIndex={-1}
      className={cn(
        'absolute right-4 bottom-full mb-3 flex max-h-[calc(100dvh-8rem)] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl focus:outline-none md:right-0',
        className,
      )}
    >
      <header className="surface-dark flex items-center justify-between gap-2 bg-brand-900 px-4 py-3 text-white">
        <h2 id={titleId} className="font-semibold">
          {title}
        </h2>
        {actions && <div className="ml-auto flex items-center">{actions}</div>}
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
