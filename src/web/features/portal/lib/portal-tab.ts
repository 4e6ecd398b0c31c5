import { portalTabs, type PortalTab } from '#shared/portal';

export const defaultPortalTab: PortalTab = 'policies';
export const portalTabIds = portalTabs.map((tab) => tab.id);

/** The tab named by `?tab=`; anything missing or unknown is My Policies. */
export function parsePortalTab(value: string | null | undefined): PortalTab {
  return portalTabIds.find((id) => id === value) ?? defaultPortalTab;
}
