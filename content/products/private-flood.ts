import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/private-flood',
  line: 'personal',
  topic: 'Private Flood Insurance',
  description:
    'Private flood insurance for Kansas homes: higher limits, living expenses and replacement cost options beyond the federal program. Compare flood quotes free.',
  hero: {
    eyebrow: 'Private Flood',
    heading: 'Flood coverage beyond the federal program',
    intro:
      'Homeowners and renters policies exclude flood. For decades the National Flood Insurance Program (NFIP) was nearly the only way to fill that gap. Today private insurers also write flood coverage, sometimes with higher limits and broader protection. {agency} compares private flood policies with the federal program so you can see which fits your home.',
  },
  coverage: {
    heading: 'What Private Flood Policies Can Offer',
    intro:
      'Every private policy is different. These are the improvements over the federal program that buyers most often look for; we confirm each one in writing on your quote.',
    cards: [
      {
        title: 'Higher building limits',
        description:
          'The NFIP caps a home’s building coverage at $250,000. Private policies can offer more, which matters when rebuilding your home would cost more than that.',
        icon: 'house',
      },
      {
        title: 'Contents at replacement cost',
        description:
          'NFIP pays for belongings at actual cash value, after depreciation. Many private policies offer replacement cost on contents, and limits above the NFIP’s $100,000.',
        icon: 'key-round',
      },
      {
        title: 'Additional living expenses',
        description:
          'The federal program does not pay for a hotel or rental while your home is repaired. Many private policies include loss of use coverage.',
        icon: 'bed-double',
      },
      {
        title: 'Broader basement coverage',
        description:
          'NFIP covers only certain items in a basement, such as furnaces and water heaters. Some private policies cover more of a finished basement and its contents.',
        icon: 'waves',
      },
    ],
  },
  blocks: [
    {
      kind: 'table',
      heading: 'Private Flood and the Federal Program Compared',
      intro:
        'General differences; individual private policies vary, and some are not better on every point.',
      columns: ['Feature', 'NFIP policy', 'Private flood policy'],
      rows: [
        ['Building limit for a home', 'Up to $250,000', 'Set by the carrier; often higher'],
        ['Contents limit', 'Up to $100,000', 'Set by the carrier; often higher'],
        ['Contents settlement', 'Actual cash value', 'Replacement cost often available'],
        ['Living expenses', 'Not covered', 'Often included'],
        [
          'Waiting period',
          '30 days in most cases',
          'Set by the carrier; often shorter than 30 days',
        ],
        [
          'Renewal',
          'Renewable while your community takes part in the program',
          'The carrier may choose not to renew, with notice',
        ],
      ],
    },
    {
      kind: 'prose',
      heading: 'Flood Risk in Kansas',
      paragraphs: [
        'Kansas floods in more ways than one. River flooding along the Kansas, Missouri, Arkansas and Neosho rivers has shaped the state’s history, including the great flood of 1951. Closer to home in Johnson County and the Kansas City metro, heavy thunderstorms can overwhelm creeks, storm drains and low streets within hours, and flash floods reach homes that are nowhere near a river.',
        'Flood maps show the areas of highest risk, but flood claims regularly come from homes outside them. If your lender does not require flood insurance, it is still worth asking what a flood would cost you. Remember that a policy bought after water is already forecast to rise may not be in force in time, under either kind of policy.',
      ],
    },
    {
      kind: 'list',
      heading: 'Before You Switch from an NFIP Policy',
      items: [
        'Regulated mortgage lenders must accept private flood policies that meet the federal definition of private flood insurance; we check that your policy does.',
        'If your current NFIP policy carries a discounted rate, going back to the federal program later may not restore the same rate.',
        'Compare deductibles, exclusions and cancellation terms, not only the premium.',
        'Keep coverage continuous: line up the new policy’s start date with the old one’s end.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Private Flood Questions',
      items: [
        {
          question: 'Is private flood always cheaper than the NFIP?',
          answer:
            'No. For some homes a private policy costs less or covers more; for others the federal program is the better buy. Comparing both is the only way to know, and {agency} quotes both.',
        },
        {
          question: 'How long until a private flood policy starts?',
          answer:
            'Each carrier sets its own waiting period, and many are shorter than the federal program’s 30 days. The federal program also waives its own wait in some cases, such as coverage bought when you close on a mortgage. We show the exact waiting period on your quote.',
        },
        {
          question: 'Can I add private flood on top of an NFIP policy?',
          answer:
            'Yes. Excess flood policies sit above NFIP limits for homes worth more than the federal caps, so you keep the NFIP policy and add higher protection.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: { type: 'personal', label: 'Private Flood Insurance', coverageIds: ['flood'] },
  related: [
    '/flood-insurance',
    '/homeowners-insurance',
    '/mobile-home-insurance',
    '/deductible-reimbursement',
  ],
};

export default page;
