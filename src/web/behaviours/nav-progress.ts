const BAR = '[data-nav-progress]';

/** Whether a click on this link leaves the page for another page of this site, in this tab. */
export function startsPageLoad(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false;
  }
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return false;
  // The same page with another #fragment only scrolls.
  const here = new URL(location.href);
  return !(url.pathname === here.pathname && url.search === here.search && url.hash !== '');
}

/**
 * The bar at the top of the page (`<div data-nav-progress>`) that says "the next page is on its
 * way" the moment a link or form is used: on a slow phone, the old page otherwise stays on screen,
 * looking idle, until the new one arrives. A link the app's router handles (its click already
 * prevented when this runs: the app installs this after its own listener) shows the app's own
 * progress instead; a page restored from the back-forward cache starts without the bar.
 */
export function installNavProgress(doc: Document): void {
  const show = () => {
    for (const bar of doc.querySelectorAll(BAR)) bar.setAttribute('data-active', '');
  };
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !startsPageLoad(event, link)) return;
    // The app's router handles its links before this (its listener came first) and prevents
    // the page load; a page load shows the bar in this very task, without waiting for another.
    if (!event.defaultPrevented) show();
  });
  // A form its component sends itself was prevented by then too (its listener is closer).
  doc.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) show();
  });
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const bar of doc.querySelectorAll(BAR)) bar.removeAttribute('data-active');
  });
}
