/** Site navigation as data: the header, the mobile menu and the footer all render from here. */
export interface MenuItem {
  href: string;
  label: string;
  /** The quote tool closes each dropdown and stands out from the product links. */
  highlighted?: boolean;
}

export interface MenuGroup {
  label: string;
  items: MenuItem[];
}

export const personalMenu: MenuGroup = {
  label: 'Personal Insurance',
  items: [
    { href: '/auto-insurance', label: 'Auto Insurance' },
    { href: '/homeowners-insurance', label: 'Homeowners Insurance' },
    { href: '/renters-insurance', label: 'Renters Insurance' },
    { href: '/umbrella-insurance', label: 'Umbrella Insurance' },
    { href: '/flood-insurance', label: 'Flood Insurance' },
    { href: '/motorcycle-insurance', label: 'Motorcycle Insurance' },
    { href: '/boat-insurance', label: 'Boat Insurance' },
    { href: '/recreational-vehicle-insurance', label: 'RV Insurance' },
    { href: '/pet-insurance', label: 'Pet Insurance' },
    { href: '/auto-warranty', label: 'Auto Warranty' },
    { href: '/personal-insurance', label: 'Personal Quote Tool', highlighted: true },
  ],
};

export const commercialMenu: MenuGroup = {
  label: 'Commercial Insurance',
  items: [
    { href: '/general-liability', label: 'General Liability' },
    { href: '/commercial-property', label: 'Commercial Property' },
    { href: '/workers-compensation', label: 'Workers Compensation' },
    { href: '/commercial-auto', label: 'Commercial Auto' },
    { href: '/business-owners-policy', label: 'Business Owners Policy' },
    { href: '/cyber-liability', label: 'Cyber Liability' },
    { href: '/professional-liability', label: 'Professional Liability' },
    { href: '/commercial-umbrella', label: 'Commercial Umbrella' },
    { href: '/bond-insurance', label: 'Surety Bonds' },
    { href: '/short-term-rental', label: 'Short Term Rental' },
    { href: '/commercial-insurance', label: 'Commercial Quote Tool', highlighted: true },
  ],
};

export const homeLink: MenuItem = { href: '/', label: 'Home' };

/** Header links after the two dropdowns, in the order the header shows them. */
export const mainLinks: MenuItem[] = [
  { href: '/about', label: 'About' },
  { href: '/claims', label: 'Claims' },
  { href: '/tabs', label: 'Insurance Guide' },
  { href: '/blog', label: 'Insurance Edge' },
  { href: '/insurance-carriers', label: 'Our Carriers' },
  { href: '/contact', label: 'Contact' },
];

export const footerPersonalLinks: MenuItem[] = personalMenu.items.slice(0, 4);

export const footerCommercialLinks: MenuItem[] = commercialMenu.items.slice(0, 4);

export const footerSupportLinks: MenuItem[] = [
  { href: '/claims', label: 'File a Claim' },
  { href: '/contact#payment', label: 'Make a Payment' },
  { href: '/contact#agent', label: 'Contact Agent' },
  { href: '/contact#certificate', label: 'Get Certificate' },
  { href: '/client-portal', label: 'Client Portal' },
  { href: '/tabs', label: 'Insurance Guide' },
];

export const footerLegalLinks: MenuItem[] = [
  { href: '/legal-information', label: 'Legal Information' },
  { href: '/terms-of-use', label: 'Terms of Use' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/accessibility', label: 'Accessibility' },
  { href: '/ads-tracking', label: 'Ads & Tracking' },
  { href: '/security-fraud', label: 'Security & Fraud' },
  { href: '/state-privacy-rights', label: 'State Privacy Rights' },
  { href: '/site-map', label: 'Site Map' },
];

/** True when `pathname` is the item's page or a page below it (for highlighting the current route). */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
