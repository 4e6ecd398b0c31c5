/**
 * Whether the element is inside an island whose component runs (its box says `data-live`): then
 * the component answers for it, and the behaviours leave it alone.
 */
export const inLiveIsland = (element: Element): boolean =>
  element.closest('[data-island]')?.hasAttribute('data-live') ?? false;
