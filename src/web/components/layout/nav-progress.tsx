import { useNavigation } from 'react-router';

/**
 * The bar across the top of the page while the next page is on its way: for a page load, from
 * the tap on a link (src/web/behaviours/nav-progress.ts); for a move inside the app, while its
 * router loads the page. A visual cue only: the browser tells assistive technology about loads.
 */
export function NavProgress() {
  const busy = useNavigation().state !== 'idle';
  return (
    <div
      data-nav-progress=""
      data-active={busy ? '' : undefined}
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-[300] h-1 bg-sun-400"
    />
  );
}
