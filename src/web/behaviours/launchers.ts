import { afterNextPaint } from './after-paint';

const LAUNCHER = 'button[data-launcher][aria-controls]';
const WINDOW = '[data-launcher-window]';

/** Whether the window with this id is on the page and showing (the components start from it). */
export function isShown(id: string): boolean {
  return typeof document !== 'undefined' && document.getElementById(id)?.hidden === false;
}

/**
 * Calls `onChange` after the window `id` has been shown or hidden, once the browser has painted
 * the change: whatever a component does about it never holds up the tap's frame. Returns the way
 * to stop.
 */
export function watchShown(id: string, onChange: () => void): () => void {
  const frame = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!frame) return () => {};
  let cancel = () => {};
  const observer = new MutationObserver(() => {
    cancel();
    cancel = afterNextPaint(onChange);
  });
  observer.observe(frame, { attributes: true, attributeFilter: ['hidden'] });
  return () => {
    observer.disconnect();
    cancel();
  };
}

/**
 * The help control's windows (its menu, the assistant, the live chat, a callback request), whose
 * frames are in the HTML, laid out while hidden (`data-launcher-window`). This code alone opens
 * and closes them, before and after their islands run: a tap costs the browser a paint, never a
 * component's render. One window shows at a time.
 *
 * - `button[data-launcher]` opens the window it controls (`aria-controls`), or, while any window
 *   shows, closes it: it says `aria-expanded="true"` as long as one does.
 * - `[data-launcher-open="<id>"]` (the menu's choices) shows that window in place of the one
 *   showing.
 * - The close button (`data-launcher-close`) and Escape close the window and give the focus back
 *   to the launcher.
 *
 * A window that takes the focus itself (`tabindex="-1"`) gets it once it has been painted. The
 * components follow (`watchShown`) and fill the window.
 */
export function installLaunchers(doc: Document): void {
  const launchers = () => [...doc.querySelectorAll<HTMLElement>(LAUNCHER)];
  const shownWindow = () =>
    [...doc.querySelectorAll<HTMLElement>(WINDOW)].find((frame) => !frame.hidden);
  /** The launcher that answers for what shows: the expanded one, or the first. */
  const activeLauncher = () =>
    launchers().find((button) => button.getAttribute('aria-expanded') === 'true') ?? launchers()[0];

  const show = (frame: HTMLElement | null, launcher: Element | undefined) => {
    for (const other of doc.querySelectorAll<HTMLElement>(WINDOW)) {
      if (other !== frame) other.hidden = true;
    }
    for (const button of launchers()) {
      button.setAttribute('aria-expanded', String(Boolean(frame) && button === launcher));
    }
    if (!frame) return;
    frame.hidden = false;
    // Focusing lays the window out at once: in the tap's own task on a slow phone that held its
    // frame back. The focus follows the window's first paint instead.
    if (frame.tabIndex === -1) {
      afterNextPaint(() => {
        if (!frame.hidden) frame.focus();
      });
    }
  };
  const closeAll = (returnFocus: boolean) => {
    const launcher = activeLauncher();
    show(null, undefined);
    if (returnFocus) launcher?.focus();
  };

  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const launcher = target?.closest?.(LAUNCHER);
    if (launcher) {
      if (shownWindow()) closeAll(false);
      else show(doc.getElementById(launcher.getAttribute('aria-controls') ?? ''), launcher);
      return;
    }
    const choice = target?.closest?.('[data-launcher-open]');
    if (choice) {
      const frame = doc.getElementById(choice.getAttribute('data-launcher-open') ?? '');
      if (frame?.matches(WINDOW)) show(frame, activeLauncher());
      return;
    }
    if (target?.closest?.('[data-launcher-close]')?.closest(WINDOW)) closeAll(true);
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !shownWindow()) return;
    const target = event.target as Element | null;
    if (target?.closest?.(WINDOW) || target?.closest?.(LAUNCHER)) closeAll(true);
  });
}
