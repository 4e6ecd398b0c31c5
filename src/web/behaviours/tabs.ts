import { tabForKey } from '~/lib/tab-keys';

const TAB = '[data-tabs] [role="tab"][data-tab]';

const paramOf = (list: Element) => list.getAttribute('data-tabs') || 'tab';

/** Selects a tab of its `data-tabs` tablist, shows its panel, and puts it in the address. */
function select(tab: Element, focus: boolean): void {
  const list = tab.closest('[data-tabs]');
  if (!list) return;
  for (const other of list.querySelectorAll(TAB)) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.setAttribute('tabindex', selected ? '0' : '-1');
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    if (!panel) continue;
    panel.hidden = !selected;
    if (selected) panel.setAttribute('tabindex', '0');
    else panel.removeAttribute('tabindex');
  }
  if (focus) (tab as HTMLElement).focus();
  const url = new URL(location.href);
  url.searchParams.set(paramOf(list), tab.getAttribute('data-tab') ?? '');
  if (url.href !== location.href) history.replaceState(history.state, '', url);
}

/** Selects, in each `data-tabs` tablist, the tab the address names (an unknown name: none). */
export function selectTabsFromLocation(doc: Document): void {
  for (const list of doc.querySelectorAll('[data-tabs]')) {
    const wanted = new URLSearchParams(location.search).get(paramOf(list));
    const tab = wanted && list.querySelector(`[role="tab"][data-tab="${CSS.escape(wanted)}"]`);
    if (tab && tab.getAttribute('aria-selected') !== 'true') select(tab, false);
  }
}

/**
 * Tablists marked `data-tabs="<query parameter>"` (the insurance guide's, `?tab=`): every panel
 * is in the HTML, the inactive ones `hidden`. A click or tap selects a tab, the arrow keys, Home
 * and End move between tabs (WAI-ARIA tabs pattern, automatic activation), and the choice goes
 * into the address so it can be linked and survives a reload; the address's choice is selected
 * as the page opens.
 */
export function installTabs(doc: Document): void {
  selectTabsFromLocation(doc);
  doc.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest?.(TAB);
    if (tab) select(tab, false);
  });
  doc.addEventListener('keydown', (event) => {
    const tab = (event.target as Element | null)?.closest?.(TAB);
    const list = tab?.closest('[data-tabs]');
    if (!tab || !list) return;
    const next = tabForKey(event.key, [...list.querySelectorAll(TAB)], tab);
    if (!next) return;
    event.preventDefault();
    select(next, true);
  });
}
