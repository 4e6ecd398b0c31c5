import type { AccountKind } from '#shared/clients';
import { type PortalTab, portalTabs } from '#shared/portal';
import { certificateMessages } from '#shared/certificates';

/** The portal's tabs: the four every client has, and a business's certificates of insurance. */
export type PortalTabId = PortalTab | 'certificates';

export interface PortalTabEntry {
  id: PortalTabId;
  label: string;
}

export const defaultPortalTab: PortalTabId = 'policies';
export const portalTabIds: readonly PortalTabId[] = portalTabs.map((tab) => tab.id);

const certificatesTab: PortalTabEntry = { id: 'certificates', label: certificateMessages.tab };

/**
 * The tabs a client sees: a business has Certificates after the four of every client. While the
 * account is not known (loading, failed, or staff viewing the portal), the four.
 */
export function visiblePortalTabs(kind: AccountKind | undefined): readonly PortalTabEntry[] {
  return kind === 'business' ? [...portalTabs, certificatesTab] : portalTabs;
}

/**
 * The tab named by `?tab=` among those shown; anything missing, unknown or not shown is My
 * Policies.
 */
export function parsePortalTab(
  value: string | null | undefined,
  shown: readonly PortalTabId[] = portalTabIds,
): PortalTabId {
  return shown.find((id) => id === value) ?? defaultPortalTab;
}
