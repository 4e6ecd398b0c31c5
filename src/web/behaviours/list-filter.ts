/**
 * A long list a visitor narrows down (the carriers directory): `[data-filter]` holds the list's
 * controls and names the list by id (`data-filter="carrier-list"`). Each item of the list says
 * what it matches in `data-filter-text` (its name) and `data-filter-tags` (its lines, separated
 * by `|`). A search box (`[data-filter-search]`) keeps the items whose text contains every word
 * typed; a select (`[data-filter-tag]`) keeps the items with that tag ('' for all). The count
 * (`[data-filter-count]`, a polite live region) says how many show, and `[data-filter-none]`
 * shows when none does. The choice goes into the address (`?line=`, `?q=`) and is read from it
 * as the page opens. Without scripts the controls stay hidden (`.js` CSS) and every item shows.
 */
export function installListFilter(doc: Document): void {
  const apply = (controls: Element, remember: boolean) => {
    const list = doc.getElementById(controls.getAttribute('data-filter') ?? '');
    if (!list) return;
    const search = controls.querySelector<HTMLInputElement>('[data-filter-search]');
    const tag = controls.querySelector<HTMLSelectElement>('[data-filter-tag]');
    const words = (search?.value ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const wanted = tag?.value ?? '';
    const items = list.querySelectorAll<HTMLElement>('[data-filter-text]');
    let shown = 0;
    for (const item of items) {
      const text = (item.getAttribute('data-filter-text') ?? '').toLowerCase();
      const tags = (item.getAttribute('data-filter-tags') ?? '').split('|');
      const match =
        words.every((word) => text.includes(word)) && (!wanted || tags.includes(wanted));
      item.hidden = !match;
      if (match) shown += 1;
    }
    const count = controls.querySelector('[data-filter-count]');
    const label = tag?.selectedOptions[0]?.textContent ?? '';
    if (count) {
      count.textContent =
        shown === items.length
          ? `Showing all ${items.length}`
          : `Showing ${shown} of ${items.length}${wanted ? ` for ${label}` : ''}`;
    }
    const none = controls.querySelector<HTMLElement>('[data-filter-none]');
    if (none) none.hidden = shown > 0;
    if (!remember) return;
    const url = new URL(location.href);
    for (const [key, value] of [
      ['line', wanted],
      ['q', search?.value.trim() ?? ''],
    ] as const) {
      if (value) url.searchParams.set(key, value);
      else url.searchParams.delete(key);
    }
    if (url.href !== location.href) history.replaceState(history.state, '', url);
  };

  const params = new URLSearchParams(location.search);
  for (const controls of doc.querySelectorAll('[data-filter]')) {
    const search = controls.querySelector<HTMLInputElement>('[data-filter-search]');
    const tag = controls.querySelector<HTMLSelectElement>('[data-filter-tag]');
    const line = params.get('line');
    if (tag && line && [...tag.options].some((option) => option.value === line)) tag.value = line;
    if (search && params.get('q')) search.value = params.get('q') ?? '';
    apply(controls, false);
  }

  const onChange = (event: Event) => {
    const controls = (event.target as Element | null)?.closest?.('[data-filter]');
    if (controls) apply(controls, true);
  };
  doc.addEventListener('input', onChange);
  doc.addEventListener('change', onChange);
  // A form of filters is never sent: Enter in the search box stays on the page.
  doc.addEventListener('submit', (event) => {
    if ((event.target as Element | null)?.matches?.('[data-filter]')) event.preventDefault();
  });
}
