import type * as React from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import type { IslandName } from './registry';

/**
 * Marks a component as an island: on a prerendered public page, only islands come alive in the
 * browser (src/web/islands/main.tsx renders each over its HTML with the props written here);
 * the rest of the page stays the HTML it was built as. Inside the app (the portal, the console)
 * it is the component itself in a box with no layout of its own. Props must survive JSON. The
 * box says `data-live` once a framework runs the component: until then, the page's behaviours
 * may answer for it (the floating buttons' windows open at once).
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: React.ComponentType<P>;
  props: P;
}) {
  const live = useHydrated();
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      data-live={live ? '' : undefined}
      className="contents"
    >
      <Component {...props} />
    </div>
  );
}
