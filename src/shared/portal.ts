/** The client portal's tabs, kept in the URL as `?tab=`. */
export const portalTabs = [
  { id: 'policies', label: 'My Policies' },
  { id: 'claims', label: 'Claims' },
  { id: 'documents', label: 'Documents' },
  { id: 'file-claim', label: 'File Claim' },
] as const;
export type PortalTab = (typeof portalTabs)[number]['id'];
