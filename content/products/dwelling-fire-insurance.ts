import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/dwelling-fire-insurance',
  line: 'personal',
  topic: 'Dwelling Fire Insurance',
  description:
    'Dwelling fire insurance for Kansas rental houses and homes that do not fit a homeowners policy. Compare DP-1, DP-2 and DP-3 coverage with a licensed agent.',
  hero: {
    eyebrow: 'Dwelling Fire Insurance',
    heading: 'Property coverage for rentals and non-owner-occupied homes',
    intro:
      'A standard homeowners policy expects you to live in the home. If you rent out a house or duplex, own a second home, or hold a property that does not qualify for homeowners coverage, a dwelling fire policy protects the building. {agency} compares dwelling policies from several carriers.',
  },
  coverage: {
    heading: 'What a Dwelling Fire Policy Covers',
    intro:
      'Dwelling policies are built around the structure. Other protections are chosen separately, so you pay only for what the property needs.',
    cards: [
      {
        title: 'Dwelling',
        icon: 'house',
        description:
          'Pays to repair or rebuild the house and attached structures after a covered loss such as fire, lightning, windstorm or hail, depending on the form you choose.',
      },
      {
        title: 'Other Structures',
        icon: 'building',
        description:
          'Covers detached garages, sheds and fences on the property, usually as a share of the dwelling limit.',
      },
      {
        title: 'Fair Rental Value',
        icon: 'key-round',
        description:
          'Replaces the rent you lose while a covered loss makes the home unfit to rent, a key protection for landlords who rely on that income.',
      },
      {
        title: 'Premises Liability',
        icon: 'scale',
        description:
          'Liability is not automatically included in most dwelling policies. It can be added to protect you if a tenant or visitor is hurt because of the property’s condition.',
      },
    ],
  },
  blocks: [
    {
      kind: 'table',
      heading: 'Dwelling Policy Forms Compared',
      intro: 'The form you choose decides which perils are covered and how claims are paid.',
      columns: ['Form', 'Perils covered', 'Typical claim payment'],
      rows: [
        [
          'DP-1 Basic',
          'Named perils such as fire, lightning and internal explosion, with others often added',
          'Actual cash value',
        ],
        [
          'DP-2 Broad',
          'A longer named-peril list, including windstorm, hail, burglary damage to the building, falling objects and frozen pipes',
          'Often replacement cost',
        ],
        [
          'DP-3 Special',
          'All risks to the dwelling except those the policy excludes',
          'Replacement cost',
        ],
      ],
    },
    {
      kind: 'list',
      heading: 'Who Uses Dwelling Fire Insurance',
      items: [
        'Landlords renting out single-family homes, duplexes or small multi-family buildings',
        'Owners of second homes or seasonal cabins',
        'Homes that do not meet a carrier’s homeowners guidelines because of age or condition',
        'Properties being held for sale or while an estate is settled',
      ],
    },
    {
      kind: 'prose',
      heading: 'Choosing the Right Form for a Kansas Rental',
      paragraphs: [
        'A DP-1 policy is the most basic and least expensive, but because it pays actual cash value, an older roof or furnace is paid at its depreciated value. Many Kansas landlords choose a DP-3 so the building has open-peril, replacement cost protection much like a homeowners policy, while still paying nothing for coverage on tenant belongings they do not own.',
        'Wind and hail deserve a close look. Like homeowners policies, dwelling policies in Kansas may carry a separate wind and hail deductible or pay roofs on a depreciated basis. A {agency} agent can compare these terms across carriers, add premises liability, and pair the policy with an umbrella if you own several rentals.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Dwelling Fire Insurance Questions',
      items: [
        {
          question: 'Does a dwelling fire policy cover my tenant’s belongings?',
          answer:
            'No. It covers the building and, if you choose, your own furnishings there. Tenants need their own renters insurance for their belongings and liability.',
        },
        {
          question: 'What if the home sits vacant?',
          answer:
            'Most dwelling policies restrict coverage for vandalism and some other losses once a home has been vacant for a set period. Tell us if a property will be empty so we can arrange the right coverage.',
        },
        {
          question: 'Are flood and earthquake covered?',
          answer:
            'No. As with homeowners insurance, flood and earthquake are excluded and need separate coverage.',
        },
      ],
    },
  ],
  carriers: { count: 4 },
  quote: { type: 'personal', label: 'Dwelling Fire Insurance', coverageIds: ['home'] },
  related: [
    '/landlord-insurance',
    '/homeowners-insurance',
    '/mobile-home-insurance',
    '/umbrella-insurance',
  ],
};

export default page;
