/**
 * The small-screen menu. Its panel is a popover (`<nav popover data-menu-panel>`) that the
 * toggle button opens and closes natively (`popovertarget`), with JavaScript or without; a tap
 * outside or Escape closes it too. This code keeps `aria-expanded` true to what shows, places the
 * panel under the header, expands and collapses the Personal and Commercial groups
 * (`[data-menu-group]` buttons; their lists show only while `aria-expanded="true"`), and closes
 * everything when a link is chosen.
 */
export function installMenu(doc: Document): void {
  doc.addEventListener(
    'beforetoggle',
    (event) => {
      const panel = event.target;
      if (!(panel instanceof HTMLElement) || !panel.matches('[data-menu-panel]')) return;
      const open = (event as ToggleEvent).newState === 'open';
      if (open) {
        // Just below the header, however many lines it wraps to on this screen.
        const header = panel.closest('header');
        const top = Math.max(0, header?.getBoundingClientRect().bottom ?? 0);
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
