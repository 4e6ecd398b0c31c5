/** A dropdown closes this long after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

const TOGGLE = '[data-dropdown] > button[aria-controls]';

/**
 * The header's dropdowns (`<li data-dropdown>` holding a button and the list it controls; the
 * list shows while the button says `aria-expanded="true"`). They open when the mouse comes over
 * them and close 200 ms after it leaves, toggle on a click or tap, and close on Escape (the focus
 * goes back to the button) or when the focus leaves them. Without JavaScript, CSS opens them on
 * hover and focus instead.
 */
export function installDropdowns(doc: Document): void {
  const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();
  // A click right after the mouse opened a dropdown keeps it open instead of toggling it shut.
  const openedByHover = new WeakSet<Element>();

  const toggleOf = (item: Element) => item.querySelector(':scope > button[aria-controls]');
  const isOpen = (item: Element) => toggleOf(item)?.getAttribute('aria-expanded') === 'true';
  const setOpen = (item: Element, open: boolean) => {
    clearTimeout(timers.get(item));
    toggleOf(item)?.setAttribute('aria-expanded', String(open));
    if (!open) openedByHover.delete(item);
  };
  const itemOf = (node: EventTarget | null) =>
    node instanceof Element ? node.closest('[data-dropdown]') : null;

  doc.addEventListener('mouseover', (event) => {
    const item = itemOf(event.target);
    if (!item || item.contains(event.relatedTarget as Node | null)) return;
    clearTimeout(timers.get(item));
    if (!isOpen(item)) {
      setOpen(item, true);
      openedByHover.add(item);
    }
  });
  doc.addEventListener('mouseout', (event) => {
    const item = itemOf(event.target);
    if (!item || item.contains(event.relatedTarget as Node | null)) return;
    clearTimeout(timers.get(item));
    timers.set(
      item,
      setTimeout(() => setOpen(item, false), DROPDOWN_CLOSE_DELAY_MS),
    );
  });
  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const toggle = target?.closest?.(TOGGLE);
    const item = itemOf(target);
    if (toggle && item) {
      const keepOpen = isOpen(item) && openedByHover.has(item);
      openedByHover.delete(item);
      if (!keepOpen) setOpen(item, !isOpen(item));
      return;
    }
    // A chosen link closes its dropdown (the app may stay on this document).
    if (item && target?.closest('a[href]')) setOpen(item, false);
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const item = itemOf(event.target);
    if (!item || !isOpen(item)) return;
    setOpen(item, false);
    (toggleOf(item) as HTMLElement | null)?.focus();
  });
  doc.addEventListener('focusout', (event) => {
    const item = itemOf(event.target);
    if (item && !item.contains(event.relatedTarget as Node | null)) setOpen(item, false);
  });
}
