import { inLiveIsland } from './live-island';

const LAUNCHER = 'button[data-launcher][aria-controls]';

/** Whether the window with this id is on the page and showing (the components start from it). */
export function isShown(id: string): boolean {
  return typeof document !== 'undefined' && document.getElementById(id)?.hidden === false;
}

/**
 * The floating buttons (the assistant, the live chat): `button[data-launcher]` shows and hides
 * the window it controls, whose frame is in the HTML, so the first tap opens it at once while
 * the island's code is still on its way; the window's content arrives with it. Opening one
 * window closes the other; the close button (`data-launcher-close`) and Escape (in the window or
 * on its button) close it and give the focus back to the button. Once the island is live it does
 * all this itself, starting from the window as it finds it.
 */
export function installLaunchers(doc: Document): void {
  const windowOf = (button: Element) =>
    doc.getElementById(button.getAttribute('aria-controls') ?? '');
  const setShown = (button: Element, shown: boolean) => {
    const frame = windowOf(button);
    if (!frame) return;
    frame.hidden = !shown;
    button.setAttribute('aria-expanded', String(shown));
    if (shown && frame.tabIndex === -1) frame.focus();
  };
  const buttonFor = (frame: Element) =>
    [...doc.querySelectorAll(LAUNCHER)].find((button) => windowOf(button) === frame);

  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const button = target?.closest?.(LAUNCHER);
    if (button && !inLiveIsland(button)) {
      const shown = button.getAttribute('aria-expanded') === 'true';
      for (const other of doc.querySelectorAll(LAUNCHER)) {
        if (other !== button && !inLiveIsland(other)) setShown(other, false);
      }
      setShown(button, !shown);
      return;
    }
    const close = target?.closest?.('[data-launcher-close]');
    const frame = close?.closest('[role="dialog"]');
    const owner = frame && buttonFor(frame);
    if (owner && !inLiveIsland(owner)) {
      setShown(owner, false);
      (owner as HTMLElement).focus();
    }
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const target = event.target as Element | null;
    const frame = target?.closest?.('[role="dialog"]');
    const owner = frame ? buttonFor(frame) : target?.closest?.(LAUNCHER);
    if (!owner || inLiveIsland(owner) || owner.getAttribute('aria-expanded') !== 'true') return;
    setShown(owner, false);
    (owner as HTMLElement).focus();
  });
}
