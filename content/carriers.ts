/**
 * The carriers and programs the agency places business with (42 entries). Names are facts;
 * descriptions stay modest and say only what each one writes. Appointments change: the agency edits
 * this list, and every page that shows carriers follows.
 */

/**
 * Coverage lines a family buys. Lines a family or a business may both buy (flood, umbrella,
 * earthquake) count as personal, as in the site's menus.
 */
const personalCategories = [
  'personal auto',
  'homeowners',
  'renters',
  'umbrella',
  'pet',
  'jewelry',
  'watercraft',
  'earthquake',
  'flood',
  'NFIP',
] as const;

/** Coverage lines a business buys; rental and vacant property count here, as the product pages list them. */
const commercialCategories = [
  'workers compensation',
  'commercial general liability',
  'business owners policy',
  'professional liability',
  'commercial auto',
  'commercial property',
  'cyber',
  'builders risk',
  'landlord',
  'short term rental',
  'vacant property',
  'surety bonds',
  'drone',
  'parametric',
] as const;

/** Coverage lines a carrier card can name (the agreed list, plus personal auto and homeowners). */
export const carrierCategories = [...personalCategories, ...commercialCategories] as const;

export type CarrierCategory = (typeof carrierCategories)[number];

export type InsuranceLine = 'personal' | 'commercial';

/** Which side of the agency a coverage line belongs to. */
export function line(category: string): InsuranceLine {
  return (personalCategories as readonly string[]).includes(category) ? 'personal' : 'commercial';
}

export interface Carrier {
  /** Slug, unique. */
  id: string;
  name: string;
  /** Path of a logo file the agency supplies (under public/); a monogram tile stands in until then. */
  logo?: string;
  /** Coverage-line names, from `carrierCategories`. */
  categories: string[];
  description: string;
}

/** Typed at the source so a misspelt line fails the build instead of printing. */
function carrier(entry: Carrier & { categories: CarrierCategory[] }): Carrier {
  return entry;
}

export const carriers: Carrier[] = [
  carrier({
    id: 'travelers',
    name: 'Travelers',
    categories: [
      'personal auto',
      'homeowners',
      'renters',
      'umbrella',
      'watercraft',
      'jewelry',
      'workers compensation',
      'commercial general liability',
      'business owners policy',
      'commercial auto',
      'commercial property',
      'cyber',
      'builders risk',
      'surety bonds',
    ],
    description:
      'A national carrier sold through independent agents, writing home, auto and valuables coverage for families and a full range of business lines, including bonds.',
  }),
  carrier({
    id: 'progressive',
    name: 'Progressive',
    categories: ['personal auto', 'watercraft', 'commercial auto'],
    description:
      'One of the largest auto insurers in the country, covering cars, motorcycles, boats and RVs, and business vehicles from a single pickup to a fleet.',
  }),
  carrier({
    id: 'safeco',
    name: 'Safeco Insurance',
    categories: ['personal auto', 'homeowners', 'renters', 'umbrella', 'watercraft', 'landlord'],
    description:
      'A Liberty Mutual company sold only through independent agents, known for packaging home, auto and umbrella coverage for households.',
  }),
  carrier({
    id: 'nationwide',
    name: 'Nationwide',
    categories: [
      'personal auto',
      'homeowners',
      'umbrella',
      'pet',
      'business owners policy',
      'commercial auto',
    ],
    description:
      'A mutual insurer offering auto, home and umbrella coverage, one of the longest-running pet insurance programs, and small-business packages.',
  }),
  carrier({
    id: 'the-hartford',
    name: 'The Hartford',
    categories: [
      'workers compensation',
      'business owners policy',
      'commercial general liability',
      'professional liability',
      'commercial auto',
      'commercial property',
      'cyber',
      'umbrella',
    ],
    description:
      'A long-established commercial insurer with a strong small-business focus, especially workers compensation and business owners policies.',
  }),
  carrier({
    id: 'hanover',
    name: 'The Hanover Insurance Group',
    categories: [
      'personal auto',
      'homeowners',
      'umbrella',
      'business owners policy',
      'commercial general liability',
      'commercial property',
      'commercial auto',
      'workers compensation',
      'professional liability',
      'builders risk',
    ],
    description:
      'Sold exclusively through independent agents, with account packages for households and industry programs for small and mid-sized businesses.',
  }),
  carrier({
    id: 'auto-owners',
    name: 'Auto-Owners Insurance',
    categories: [
      'personal auto',
      'homeowners',
      'renters',
      'umbrella',
      'watercraft',
      'business owners policy',
      'commercial general liability',
      'commercial auto',
      'commercial property',
      'workers compensation',
    ],
    description:
      'A Midwest mutual that works only through independent agents, writing home, auto and business insurance with a reputation for steady claims service.',
  }),
  carrier({
    id: 'cincinnati',
    name: 'The Cincinnati Insurance Company',
    categories: [
      'personal auto',
      'homeowners',
      'umbrella',
      'commercial general liability',
      'commercial property',
      'commercial auto',
      'workers compensation',
      'surety bonds',
    ],
    description:
      'An agency-focused carrier with local field claims representatives, writing business packages, personal lines for homeowners and contract and commercial bonds.',
  }),
  carrier({
    id: 'emc',
    name: 'EMC Insurance',
    categories: [
      'commercial general liability',
      'commercial property',
      'commercial auto',
      'workers compensation',
      'umbrella',
      'surety bonds',
    ],
    description:
      'A Des Moines-based carrier serving Midwest businesses through independent agents, with commercial package, auto, workers compensation and surety programs.',
  }),
  carrier({
    id: 'alliance-insurance',
    name: 'Alliance Insurance Companies',
    categories: ['homeowners', 'commercial property', 'commercial general liability'],
    description:
      'A mutual headquartered in McPherson, Kansas, writing home, farm and small-business property coverage through independent agents in the region.',
  }),
  carrier({
    id: 'national-general',
    name: 'National General',
    categories: ['personal auto', 'homeowners'],
    description:
      'An Allstate company offering auto, motorcycle, RV and home coverage through independent agents, including drivers other insurers may decline.',
  }),
  carrier({
    id: 'dairyland',
    name: 'Dairyland',
    categories: ['personal auto', 'commercial auto'],
    description:
      'A Sentry company focused on auto and motorcycle coverage, including SR-22 filings, and on commercial auto for small fleets.',
  }),
  carrier({
    id: 'hagerty',
    name: 'Hagerty',
    categories: ['personal auto'],
    description:
      'A specialist in collector and classic vehicles, offering agreed value coverage for cars driven on weekends and kept with care.',
  }),
  carrier({
    id: 'asi',
    name: 'American Strategic Insurance (Progressive Home)',
    categories: ['homeowners', 'renters', 'landlord'],
    description:
      'The home carrier of the Progressive group, writing homeowners, condo, renters and landlord coverage that can be bundled with a Progressive auto policy.',
  }),
  carrier({
    id: 'chubb',
    name: 'Chubb',
    categories: [
      'homeowners',
      'personal auto',
      'umbrella',
      'jewelry',
      'watercraft',
      'cyber',
      'professional liability',
    ],
    description:
      'A global insurer known for coverage of high-value homes, collections and jewelry, and for management, professional and cyber liability.',
  }),
  carrier({
    id: 'foremost',
    name: 'Foremost Insurance Group',
    categories: ['landlord', 'vacant property', 'watercraft'],
    description:
      'A Farmers company specializing in mobile and manufactured homes, rental dwellings, vacant homes and recreational vehicles and boats.',
  }),
  carrier({
    id: 'american-modern',
    name: 'American Modern Insurance Group',
    categories: ['landlord', 'vacant property', 'watercraft'],
    description:
      'A specialty carrier for manufactured homes, dwelling fire and rental property, vacant dwellings, and watercraft and motorcycles.',
  }),
  carrier({
    id: 'steadily',
    name: 'Steadily',
    categories: ['landlord', 'short term rental', 'vacant property'],
    description:
      'A landlord insurance program for single-family rentals, short-term and vacation rentals, and properties between tenants or under renovation.',
  }),
  carrier({
    id: 'proper-insurance',
    name: 'Proper Insurance',
    categories: ['short term rental'],
    description:
      'A program built for short-term rental hosts, combining property, contents, loss of rental income and guest liability in one policy.',
  }),
  carrier({
    id: 'nfip',
    name: 'National Flood Insurance Program (NFIP)',
    categories: ['NFIP', 'flood'],
    description:
      'The federal flood program managed by FEMA, covering buildings and contents after a 30-day waiting period for most new policies.',
  }),
  carrier({
    id: 'wright-flood',
    name: 'Wright Flood',
    categories: ['NFIP', 'flood'],
    description:
      'A large Write Your Own carrier issuing NFIP flood policies, with private excess flood options above the federal limits.',
  }),
  carrier({
    id: 'neptune-flood',
    name: 'Neptune Flood',
    categories: ['flood'],
    description:
      'A private flood insurer for homes and businesses, offering higher limits than the NFIP and options such as basement contents and living expenses.',
  }),
  carrier({
    id: 'palomar',
    name: 'Palomar',
    categories: ['earthquake', 'flood'],
    description:
      'A specialty insurer known for residential and commercial earthquake coverage, which homeowners policies exclude, and for private flood.',
  }),
  carrier({
    id: 'jewelers-mutual',
    name: 'Jewelers Mutual Group',
    categories: ['jewelry'],
    description:
      'A mutual devoted to jewelry since 1913, covering engagement rings, watches and other pieces against loss, theft and damage, with repair or replacement by jewelers.',
  }),
  carrier({
    id: 'embrace',
    name: 'Embrace Pet Insurance',
    categories: ['pet'],
    description:
      'Accident and illness coverage for dogs and cats, with optional wellness rewards for routine care and a diminishing deductible.',
  }),
  carrier({
    id: 'employers',
    name: 'EMPLOYERS',
    categories: ['workers compensation'],
    description:
      'A workers compensation specialist for small businesses such as restaurants, retailers, offices and contractors.',
  }),
  carrier({
    id: 'accident-fund',
    name: 'Accident Fund',
    categories: ['workers compensation'],
    description:
      'A workers compensation carrier of AF Group, serving employers of many sizes with return-to-work and safety services.',
  }),
  carrier({
    id: 'amtrust',
    name: 'AmTrust Financial',
    categories: ['workers compensation', 'business owners policy'],
    description:
      'A small-business specialist known for workers compensation and business owners policies with quick online quoting for agents.',
  }),
  carrier({
    id: 'guard',
    name: 'Berkshire Hathaway GUARD Insurance Companies',
    categories: ['workers compensation', 'business owners policy', 'commercial auto', 'umbrella'],
    description:
      'Part of Berkshire Hathaway, writing workers compensation, business owners, commercial auto and umbrella policies for small and mid-sized businesses.',
  }),
  carrier({
    id: 'pie-insurance',
    name: 'Pie Insurance',
    categories: ['workers compensation'],
    description:
      'A workers compensation insurer for small businesses, with fast quoting and pay-as-you-go billing options.',
  }),
  carrier({
    id: 'next-insurance',
    name: 'NEXT Insurance',
    categories: [
      'commercial general liability',
      'professional liability',
      'workers compensation',
      'commercial auto',
      'business owners policy',
    ],
    description:
      'An online small-business insurer for contractors, fitness professionals, consultants and other self-employed owners, with instant certificates.',
  }),
  carrier({
    id: 'hiscox',
    name: 'Hiscox',
    categories: [
      'professional liability',
      'commercial general liability',
      'business owners policy',
      'cyber',
    ],
    description:
      'A specialist in coverage for consultants, technology firms and other professional service businesses.',
  }),
  carrier({
    id: 'cna',
    name: 'CNA',
    categories: [
      'professional liability',
      'commercial general liability',
      'business owners policy',
      'workers compensation',
      'commercial property',
      'cyber',
      'surety bonds',
    ],
    description:
      'A large commercial insurer with deep professional liability programs for architects, engineers, lawyers and healthcare providers, and a major surety arm.',
  }),
  carrier({
    id: 'philadelphia-insurance',
    name: 'Philadelphia Insurance Companies',
    categories: [
      'commercial general liability',
      'professional liability',
      'commercial property',
      'commercial auto',
      'umbrella',
    ],
    description:
      'A Tokio Marine company writing package policies for nonprofits, human services, fitness centers, community associations and other niches.',
  }),
  carrier({
    id: 'markel',
    name: 'Markel',
    categories: ['commercial general liability', 'professional liability', 'watercraft'],
    description:
      'A specialty insurer for hard-to-place businesses and for personal watercraft and boats.',
  }),
  carrier({
    id: 'kinsale',
    name: 'Kinsale Insurance',
    categories: [
      'commercial general liability',
      'commercial property',
      'professional liability',
      'vacant property',
    ],
    description:
      'An excess and surplus lines insurer for risks the standard market declines, such as vacant buildings and hazardous trades.',
  }),
  carrier({
    id: 'coalition',
    name: 'Coalition',
    categories: ['cyber'],
    description:
      'A cyber insurer that pairs coverage for breaches, ransomware and funds-transfer fraud with security scanning and incident response.',
  }),
  carrier({
    id: 'at-bay',
    name: 'At-Bay',
    categories: ['cyber'],
    description:
      'A cyber insurer for small and mid-sized businesses that monitors policyholders for security gaps and helps close them.',
  }),
  carrier({
    id: 'merchants-bonding',
    name: 'Merchants Bonding Company',
    categories: ['surety bonds'],
    description:
      'A surety company based in Iowa writing contract bonds for contractors and commercial bonds such as license and permit bonds.',
  }),
  carrier({
    id: 'rli',
    name: 'RLI',
    categories: ['surety bonds', 'umbrella'],
    description:
      'A specialty insurer known for personal umbrella policies and for miscellaneous commercial and contract surety bonds.',
  }),
  carrier({
    id: 'skywatch',
    name: 'SkyWatch.AI',
    categories: ['drone'],
    description:
      'Drone liability and hull coverage for commercial and recreational pilots, available monthly, annually or by the flight.',
  }),
  carrier({
    id: 'arbol',
    name: 'Arbol',
    categories: ['parametric'],
    description:
      'Parametric weather coverage that pays a set amount when an agreed measure, such as rainfall or temperature, passes a trigger, without a loss adjustment.',
  }),
];
