/**
 * The small-screen menu. Its panel is a popover (`<nav popover data-menu-panel>`) that the toggle
 * button opens natively (`popovertarget`) when no script runs. Once this code runs it opens and
 * closes the panel itself (`data-open`; the panel is laid out while closed, so opening it is a
 * paint, where the browser's popover steps cost more than a native checkbox's whole tap on a slow
 * phone), and does what the popover did: a tap outside or Escape closes it. It keeps
 * `aria-expanded` true to what shows, places the panel under the header, expands and collapses
 * the Personal and Commercial groups (`[data-menu-group]` buttons; their lists show only while
 * `aria-expanded="true"`), and closes everything when a link is chosen.
 */
export function installMenu(doc: Document): void {
  // Just below the header: on a phone the header stays at the top of the screen (sticky), so
  // the panel's place never changes; from a tablet up it sits at the top of the page, scrolled up
  // by scrollY. The header's height, however many lines it wraps to, and whether it sticks are
  // read when it changes size, and the closed panel is placed then: a tap changes nothing but
  // the panel's visibility (a new `--menu-top` restyles every link in the panel and lays it out
  // again).
  const isOpen = (panel: Element) => panel.hasAttribute('data-open');
  let headerHeight = 0;
  let sticky = false;
  const place = (panel: HTMLElement) => {
    const top = `${Math.max(0, sticky ? headerHeight : headerHeight - scrollY)}px`;
    if (panel.style.getPropertyValue('--menu-top') !== top) {
      panel.style.setProperty('--menu-top', top);
    }
  };
  const firstPanel = doc.querySelector<HTMLElement>('[data-menu-panel]');
  const header = firstPanel?.closest('header');
  if (firstPanel && header) {
    new ResizeObserver(([entry]) => {
      headerHeight = entry?.borderBoxSize[0]?.blockSize ?? headerHeight;
      sticky = getComputedStyle(header).position === 'sticky';
      if (!isOpen(firstPanel)) place(firstPanel);
    }).observe(header);
  }

  const togglesOf = (panel: Element) => doc.querySelectorAll(`[popovertarget="${panel.id}"]`);
  const setOpen = (panel: HTMLElement, open: boolean) => {
    if (open) {
      place(panel);
    } else {
      for (const group of panel.querySelectorAll('[data-menu-group]')) {
        group.setAttribute('aria-expanded', 'false');
      }
    }
    panel.toggleAttribute('data-open', open);
    for (const toggle of togglesOf(panel)) toggle.setAttribute('aria-expanded', String(open));
  };
  const openPanel = () => doc.querySelector<HTMLElement>('[data-menu-panel][data-open]');

  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const toggle = target?.closest?.('[popovertarget]');
    const toggled = toggle && doc.getElementById(toggle.getAttribute('popovertarget') ?? '');
    if (toggled?.matches('[data-menu-panel]')) {
      // The button's own popover step would run too: this one replaces it. (A tap made before
      // this code ran opened the popover itself: that one closes.)
      event.preventDefault();
      const shownNatively = toggled.matches(':popover-open');
      if (shownNatively) toggled.hidePopover();
      setOpen(toggled, !(shownNatively || isOpen(toggled)));
      return;
    }
    const group = target?.closest?.('[data-menu-group]');
    if (group) {
      const open = group.getAttribute('aria-expanded') === 'true';
      group.setAttribute('aria-expanded', String(!open));
      return;
    }
    const panel = openPanel();
    if (!panel) return;
    // A link chosen in the menu, or a tap anywhere outside it, closes it.
    if (!panel.contains(target) || target?.closest?.('a[href]')) setOpen(panel, false);
  });

  doc.addEventListener('keydown', (event) => {
    const panel = event.key === 'Escape' ? openPanel() : null;
    if (!panel) return;
    const focusInside = panel.contains(doc.activeElement);
    setOpen(panel, false);
    if (focusInside) (togglesOf(panel)[0] as HTMLElement | undefined)?.focus();
  });
}
