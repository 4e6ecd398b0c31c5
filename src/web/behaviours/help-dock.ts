/**
 * The help control's bar (`[data-help-dock]`: on a phone the bottom bar, from a tablet up the Help
 * button in the corner) never covers a form: while any form of the page, outside the dock, lies
 * under the bar's own box, the dock says `data-yield` and CSS hides the bar at once (out of sight and out
 * of reach: `visibility: hidden`). An IntersectionObserver whose root is shrunk to the bar's box
 * watches the forms, so scrolling costs no script; the box is measured again when the window or
 * the bar changes size, and the forms are looked for again when the page's content changes (a
 * thank-you's details form, another page of the app). A window of the dock that shows stays: it
 * has its own close button.
 */
export function installHelpDock(doc: Document): void {
  if (typeof IntersectionObserver === 'undefined') return;
  let observer: IntersectionObserver | null = null;
  let watched: Element[] = [];
  let dock: HTMLElement | null = null;
  // The bar's size, watched once per bar (an observation starts with a report of the size it
  // has: observing anew on each measure would measure every frame).
  let watchedBar: HTMLElement | null = null;
  let barSize = '';
  const bars = new ResizeObserver(([entry]) => {
    const box = entry?.borderBoxSize[0];
    const size = `${box?.inlineSize}x${box?.blockSize}`;
    if (size === barSize) return;
    barSize = size;
    again();
  });

  const formsOutside = (box: HTMLElement | null) =>
    [...doc.querySelectorAll('form')].filter((form) => !box?.contains(form));

  const watch = () => {
    observer?.disconnect();
    const previous = dock;
    dock = doc.querySelector<HTMLElement>('[data-help-dock]');
    if (previous !== dock) previous?.removeAttribute('data-yield');
    const bar = dock?.querySelector<HTMLElement>('[data-help-bar]');
    watched = formsOutside(dock);
    if (!dock || !bar) return;
    if (bar !== watchedBar) {
      if (watchedBar) bars.unobserve(watchedBar);
      watchedBar = bar;
      bars.observe(bar);
    }
    // The box the bar takes, as insets of the viewport: the observer's root is that box alone.
    // Read from the layout (the dock's box and the bar's offsets).
    const dockBox = dock.getBoundingClientRect();
    const box = {
      top: dockBox.top + bar.offsetTop,
      left: dockBox.left + bar.offsetLeft,
      right: dockBox.left + bar.offsetLeft + bar.offsetWidth,
      bottom: dockBox.top + bar.offsetTop + bar.offsetHeight,
    };
    if (watched.length === 0 || bar.offsetWidth === 0 || bar.offsetHeight === 0) {
      dock.removeAttribute('data-yield');
      return;
    }
    const inset = (value: number) => `${-Math.max(0, Math.round(value))}px`;
    const rootMargin = [
      inset(box.top),
      inset(innerWidth - box.right),
      inset(innerHeight - box.bottom),
      inset(box.left),
    ].join(' ');
    const under = new Set<Element>();
    const owner = dock;
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) under.add(entry.target);
          else under.delete(entry.target);
        }
        owner.toggleAttribute('data-yield', under.size > 0);
      },
      { rootMargin },
    );
    for (const form of watched) observer.observe(form);
  };

  let pending = 0;
  function again() {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(watch);
  }

  watch();
  addEventListener('resize', again);
  new MutationObserver(() => {
    const current = doc.querySelector('[data-help-dock]');
    const forms = formsOutside(current as HTMLElement | null);
    const same = forms.length === watched.length && forms.every((form, i) => form === watched[i]);
    if (current !== dock || !same) again();
  }).observe(doc.body, { childList: true, subtree: true });
}
