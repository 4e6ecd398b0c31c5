import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/flood-insurance',
  line: 'personal',
  topic: 'Flood Insurance',
  description:
    'Flood insurance for Kansas homes and renters. Homeowners policies exclude flood, and new policies have a 30-day wait. Compare NFIP and private flood options.',
  hero: {
    eyebrow: 'Flood Insurance',
    heading: 'Flood protection your homeowners policy leaves out',
    intro:
      'Heavy spring rain, flash flooding and rivers like the Kansas, Arkansas and Missouri can put water in homes far from any mapped flood zone. {agency} helps you compare federally backed and private flood coverage before the next storm, not after.',
  },
  coverage: {
    heading: 'Flood Coverage Types',
    intro:
      'Flood policies separate the building from what is inside it, and they treat basements differently from the rest of the home.',
    cards: [
      {
        title: 'Building',
        icon: 'house',
        description:
          'Covers the structure and its systems: foundation, walls, electrical and plumbing, furnace and water heater, built-in appliances, permanently installed carpet and cabinets. Under the National Flood Insurance Program, residential building coverage goes up to $250,000.',
      },
      {
        title: 'Contents',
        icon: 'bed-double',
        description:
          'Covers furniture, clothing, electronics and portable appliances. Contents coverage is bought separately from building coverage, up to $100,000 under the NFIP, and renters can buy contents-only flood coverage.',
      },
      {
        title: 'Additional Living Expenses',
        icon: 'key-round',
        description:
          'Standard NFIP policies do not pay to live elsewhere while your home is repaired. Many private flood policies do, which can matter when flood repairs take months.',
      },
      {
        title: 'Basement',
        icon: 'layers',
        description:
          'Basement coverage is limited. NFIP policies cover essentials below ground level such as the furnace, water heater, electrical panel, sump pump, washer, dryer and freezer, but not finished walls, flooring or most belongings kept there.',
      },
    ],
  },
  blocks: [
    {
      kind: 'facts',
      heading: 'Flood Insurance Facts',
      items: [
        {
          label: 'Waiting period',
          value: '30 days',
          note: 'A new NFIP policy usually takes effect 30 days after purchase, with limited exceptions such as a policy required when closing a loan.',
        },
        {
          label: 'Federal program backing',
          value: 'National Flood Insurance Program',
          note: 'NFIP policies are backed by the federal government and sold through licensed agents such as {agency}.',
        },
        {
          label: 'Homeowners insurance',
          value: 'Does not cover flood',
          note: 'Standard homeowners and renters policies exclude flood from rising water; it needs its own policy.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Do You Need Flood Insurance Outside a Flood Zone?',
      paragraphs: [
        'If you have a federally backed mortgage on a home in a high-risk flood zone, your lender will require flood insurance. Outside those zones it is optional, yet a significant share of flood claims come from homes in moderate and low-risk areas, where premiums are generally lower.',
        'In Kansas, intense thunderstorms can drop several inches of rain in hours, overwhelming storm drains and creeks in cities and towns. Because of the 30-day waiting period, the time to buy is before the forecast turns, not when a storm is on the way.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Flood Insurance Questions',
      items: [
        {
          question: 'Is water backup from a sewer the same as flood?',
          answer:
            'Not exactly. A flood policy covers backup caused directly by a flood. Sewer or drain backup on its own is usually covered only by a water backup endorsement on your homeowners policy.',
        },
        {
          question: 'Should I choose NFIP or private flood insurance?',
          answer:
            'It depends on your home. Private flood can offer higher limits, living expenses and shorter waiting periods; NFIP coverage is available to any property in a participating community. We quote both.',
        },
        {
          question: 'Does disaster assistance replace flood insurance?',
          answer:
            'No. Federal disaster assistance is only available when a disaster is declared and is often a loan that must be repaid. Flood insurance pays whether or not a declaration is made.',
        },
      ],
    },
  ],
  carriers: { count: 1 },
  quote: { type: 'flood', label: 'Flood Insurance', coverageIds: ['flood'] },
  related: [
    '/private-flood',
    '/homeowners-insurance',
    '/renters-insurance',
    '/earthquake-insurance',
  ],
};

export default page;
