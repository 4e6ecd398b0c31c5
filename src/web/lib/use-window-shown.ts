import * as React from 'react';
import { isShown, watchShown } from '~/behaviours/launchers';

/**
 * Whether the floating button's window `id` shows. The page's behaviour opens and closes it
 * (src/web/behaviours/launchers.ts); the component learns of it after the browser has painted the
 * change, so a tap never waits for the component's render. Closed in the server's HTML.
 */
export function useWindowShown(id: string): boolean {
  const subscribe = React.useCallback((onChange: () => void) => watchShown(id, onChange), [id]);
  return React.useSyncExternalStore(
    subscribe,
    () => isShown(id),
    () => false,
  );
}
