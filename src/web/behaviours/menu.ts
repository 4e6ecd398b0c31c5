/**
 * The small-screen menu. Its panel is a popover (`<nav popover data-menu-panel>`) that the
 * toggle button opens and closes natively (`popovertarget`), with JavaScript or without; a tap
 * outside or Escape closes it too. This code keeps `aria-expanded` true to what shows, places the
 * panel under the header, expands and collapses the Personal and Commercial groups
 * (`[data-menu-group]` buttons; their lists show only while `aria-expanded="true"`), and closes
 * everything when a link is chosen.
 */
export function installMenu(doc: Document): void {
  // The header's height, however many lines it wraps to, as the browser lays it out: read when it
  // changes, so a tap never waits for a layout to measure it.
  let headerHeight = 0;
  const header = doc.querySelector('[data-menu-panel]')?.closest('header');
  if (header) {
    new ResizeObserver(([entry]) => {
      headerHeight = entry?.borderBoxSize[0]?.blockSize ?? headerHeight;
    }).observe(header);
  }

  doc.addEventListener(
    'beforetoggle',
    (event) => {
      const panel = event.target;
      if (!(panel instanceof HTMLElement) || !panel.matches('[data-menu-panel]')) return;
      const open = (event as ToggleEvent).newState === 'open';
      if (open) {
        // Just below the header (at the top of the page, so scrolled up by scrollY).
        const top = Math.max(0, headerHeight - scrollY);
        panel.style.setProperty('--menu-top', `${top}px`);
      } else {
        for (const group of panel.querySelectorAll('[data-menu-group]')) {
          group.setAttribute('aria-expanded', 'false');
        }
      }
      for (const toggle of doc.querySelectorAll(`[popovertarget="${panel.id}"]`)) {
        toggle.setAttribute('aria-expanded', String(open));
      }
    },
    true,
  );

  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const group = target?.closest?.('[data-menu-group]');
    if (group) {
      const open = group.getAttribute('aria-expanded') === 'true';
      group.setAttribute('aria-expanded', String(!open));
      return;
    }
    const link = target?.closest?.('a[href]');
    const panel = link?.closest('[data-menu-panel]');
    if (panel instanceof HTMLElement && panel.matches(':popover-open')) panel.hidePopover();
  });
}
