import * as React from 'react';

/**
 * The tab buttons of a tablist by id, so a key press (or a link inside a panel) can move the
 * focus to the tab it selects: `ref={tabRef(id)}` on each tab, then `focusTab(id)`.
 */
export function useTabRefs<T>() {
  const tabs = React.useRef(new Map<T, HTMLButtonElement>());
  const tabRef = React.useCallback(
    (id: T) => (node: HTMLButtonElement | null) => {
      if (node) tabs.current.set(id, node);
      else tabs.current.delete(id);
    },
    [],
  );
  const focusTab = React.useCallback((id: T) => tabs.current.get(id)?.focus(), []);
  return { tabRef, focusTab };
}
