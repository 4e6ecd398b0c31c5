import type * as React from 'react';
import { cn } from '~/lib/cn';

/** The ids that tie a tab of the `group` tablist to its panel. */
const tabId = (group: string, id: string) => `${group}-tab-${id}`;
const panelId = (group: string, id: string) => `${group}-panel-${id}`;

/**
 * One tab of a tablist (WAI-ARIA tabs pattern): only the selected tab is in the Tab order, the
 * arrow keys move between them (`tabForKey` in ~/lib/tab-keys). The look is the caller's.
 */
export function Tab({
  group,
  id,
  selected,
  ...button
}: {
  group: string;
  id: string;
  selected: boolean;
} & Omit<React.ComponentProps<'button'>, 'id' | 'role' | 'type'>) {
  return (
    <button
      type="button"
      role="tab"
      id={tabId(group, id)}
      aria-selected={selected}
      aria-controls={panelId(group, id)}
      tabIndex={selected ? 0 : -1}
      {...button}
    />
  );
}

/**
 * The panel of a tab: hidden unless its tab is selected, and focusable while shown so a keyboard
 * user reaches its text straight from the tab.
 */
export function TabPanel({
  group,
  id,
  selected,
  className,
  children,
}: {
  group: string;
  id: string;
  selected: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(group, id)}
      aria-labelledby={tabId(group, id)}
      hidden={!selected}
      tabIndex={selected ? 0 : undefined}
      className={cn(
        'pt-8 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700',
        className,
      )}
    >
      {children}
    </div>
  );
}
