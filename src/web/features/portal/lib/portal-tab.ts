import { portalTabs, type PortalTab } from '../../../../shared/portal';

export const defaultPortalTab: PortalTab = 'policies';
const tabIds = portalTabs.map((tab) => tab.id);

/** The tab named by `?tab=`; anything missing or unknown is My Policies. */
export function parsePortalTab(value: string | null | undefined): PortalTab {
  return tabIds.find((id) => id === value) ?? defaultPortalTab;
}

/** The tab a key moves the focus to in a horizontal tablist (WAI-ARIA tabs pattern), or null. */
export function tabForKey(key: string, current: PortalTab): PortalTab | null {
  const index = tabIds.indexOf(current);
  const last = tabIds.length - 1;
  switch (key) {
    case 'ArrowRight':
      return tabIds[index === last ? 0 : index + 1]!;
    case 'ArrowLeft':
      return tabIds[index === 0 ? last : index - 1]!;
    case 'Home':
      return tabIds[0]!;
    case 'End':
      return tabIds[last]!;
    default:
      return null;
  }
}
