import { afterNextPaint } from './after-paint';

const LAUNCHER = 'button[data-launcher][aria-controls]';

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
 * The floating buttons (the assistant, the live chat): `button[data-launcher]` shows and hides
 * the window it controls, whose frame is in the HTML. This code alone opens and closes them, before
 * and after their islands run: a tap costs the browser a paint, never a component's render. Opening
 * one window closes the other; the close button (`data-launcher-close`) and Escape (in the window
 * or on its button) close it and give the focus back to the button; a window that takes the focus
 * itself (`tabindex="-1"`) gets it once it has been painted. The components follow
 * (`watchShown`) and fill the window.
 */
export function installLaunchers(doc: Document): void {
  const windowOf = (button: Element) =>
    doc.getElementById(button.getAttribute('aria-controls') ?? '');
  const setShown = (button: Element, shown: boolean) => {
    const frame = windowOf(button);
    if (!frame) return;
    frame.hidden = !shown;
    button.setAttribute('aria-expanded', String(shown));
    // Focusing lays the window out at once: in the tap's own task on a slow phone that held its
    // frame back. The focus follows the window's first paint instead.
    if (shown && frame.tabIndex === -1) {
      afterNextPaint(() => {
        if (!frame.hidden) frame.focus();
      });
    }
  };
  const buttonFor = (frame: Element) =>
    [...doc.querySelectorAll(LAUNCHER)].find((button) => windowOf(button) === frame);

  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const button = target?.closest?.(LAUNCHER);
    if (button) {
      const shown = button.getAttribute('aria-expanded') === 'true';
      for (const other of doc.querySelectorAll(LAUNCHER)) {
        if (other !== button) setShown(other, false);
      }
      setShown(button, !shown);
      return;
    }
    const close = target?.closest?.('[data-launcher-close]');
    const frame = close?.closest('[role="dialog"]');
    const owner = frame && buttonFor(frame);
    if (owner) {
      setShown(owner, false);
      (owner as HTMLElement).focus();
    }
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const target = event.target as Element | null;
    const frame = target?.closest?.('[role="dialog"]');
    const owner = frame ? buttonFor(frame) : target?.closest?.(LAUNCHER);
    if (!owner || owner.getAttribute('aria-expanded') !== 'true') return;
    setShown(owner, false);
    (owner as HTMLElement).focus();
  });
}
