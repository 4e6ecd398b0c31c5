/**
 * Coverage options of the quote forms (id, label, icon). Icons are lucide icon names, not
 * components: this module runs anywhere, and src/web maps each name to its component.
 */

/** Every lucide icon the site's data may name; src/web/components/icon.tsx maps each one. */
export const iconNames = [
  'activity',
  'badge-check',
  'bed-double',
  'bike',
  'briefcase',
  'building',
  'building-2',
  'car',
  'caravan',
  'clipboard-check',
  'clock',
  'cloud-hail',
  'cog',
  'factory',
  'fingerprint',
  'handshake',
  'hard-hat',
  'heart-handshake',
  'hospital',
  'house',
  'key-round',
  'layers',
  'lock',
  'map-pin',
  'message-square-off',
  'motorbike',
  'paw-print',
  'sailboat',
  'scale',
  'shield-check',
  'store',
  'timer',
  'tornado',
  'tractor',
  'truck',
  'umbrella',
  'users',
  'waves',
  'wrench',
] as const;
export type IconName = (typeof iconNames)[number];

/** Each coverage the quote forms offer, in the order the forms list them: its label and icon. */
const coverages = {
  auto: { label: 'Auto Insurance', icon: 'car' },
  home: { label: 'Home Insurance', icon: 'house' },
  renters: { label: 'Renters Insurance', icon: 'key-round' },
  umbrella: { label: 'Umbrella Insurance', icon: 'umbrella' },
  'general-liability': { label: 'General Liability', icon: 'shield-check' },
  'commercial-property': { label: 'Commercial Property', icon: 'building-2' },
  'workers-comp': { label: 'Workers Compensation', icon: 'hard-hat' },
  'commercial-auto': { label: 'Commercial Auto', icon: 'truck' },
  bop: { label: 'Business Owners Policy (BOP)', icon: 'briefcase' },
  'cyber-liability': { label: 'Cyber Liability', icon: 'lock' },
  'auto-warranty': { label: 'Auto Warranty', icon: 'wrench' },
  flood: { label: 'Flood Insurance', icon: 'waves' },
  rv: { label: 'RV Insurance', icon: 'caravan' },
  pet: { label: 'Pet Insurance', icon: 'paw-print' },
  motorcycle: { label: 'Motorcycle Insurance', icon: 'motorbike' },
  boat: { label: 'Boat Insurance', icon: 'sailboat' },
  earthquake: { label: 'Earthquake Insurance', icon: 'activity' },
  hospital: { label: 'Hospital Indemnity', icon: 'hospital' },
  equipment: { label: 'Equipment Breakdown', icon: 'cog' },
  'personal-cyber': { label: 'Personal Cyber Liability', icon: 'fingerprint' },
  'short-term-rental': { label: 'Short Term Rental Insurance', icon: 'bed-double' },
} as const satisfies Record<string, { label: string; icon: IconName }>;

export type CoverageOptionId = keyof typeof coverages;
export const coverageOptionIds = Object.keys(coverages) as [
  CoverageOptionId,
  ...CoverageOptionId[],
];

export interface CoverageOption {
  id: CoverageOptionId;
  label: string;
  icon: IconName;
}

export const coverageOptions = Object.fromEntries(
  coverageOptionIds.map((id) => [id, { id, ...coverages[id] }]),
) as Record<CoverageOptionId, CoverageOption>;

export function isCoverageOptionId(value: string): value is CoverageOptionId {
  return (coverageOptionIds as readonly string[]).includes(value);
}

export function coverageOptionsFor(ids: readonly CoverageOptionId[]): CoverageOption[] {
  return ids.map((id) => coverageOptions[id]);
}

/** The personal quote tool's choices. */
export const personalCoverageIds = [
  'auto',
  'home',
  'renters',
  'umbrella',
] as const satisfies readonly CoverageOptionId[];

/** The commercial quote tool's choices. */
export const commercialCoverageIds = [
  'general-liability',
  'commercial-property',
  'workers-comp',
  'commercial-auto',
  'bop',
  'cyber-liability',
] as const satisfies readonly CoverageOptionId[];
