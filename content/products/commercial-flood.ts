import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/commercial-flood',
  line: 'commercial',
  topic: 'Commercial Flood Insurance',
  description:
    'Commercial flood insurance for Kansas business buildings and contents through the federal flood program or private carriers. Standard policies exclude flood.',
  hero: {
    eyebrow: 'Commercial Insurance',
    heading: 'Commercial Flood Insurance in Kansas',
    intro:
      'Commercial property policies and business owners policies exclude flood. Heavy rain, river flooding and flash floods can damage Kansas businesses well outside mapped flood zones. {agency} helps you compare coverage through the National Flood Insurance Program and private flood carriers, and plan ahead for the waiting period.',
  },
  coverage: {
    heading: 'What Commercial Flood Insurance Covers',
    intro: 'Flood coverage is written separately for the building and for its contents.',
    cards: [
      {
        title: 'Building Coverage',
        description:
          'The structure and its foundation, electrical and plumbing systems, HVAC equipment, water heaters and permanently installed fixtures.',
        icon: 'building-2',
      },
      {
        title: 'Contents Coverage',
        description:
          'Furniture, equipment, machinery and inventory inside the building. Contents coverage is purchased separately, including by tenants.',
        icon: 'briefcase',
      },
      {
        title: 'Debris Removal and Loss Avoidance',
        description:
          'Removing flood debris, and some reasonable costs to move property and protect it from an imminent flood.',
        icon: 'shield-check',
      },
      {
        title: 'Private Flood Options',
        description:
          'Private carriers may offer higher limits and coverages the federal program does not, such as business income after a flood.',
        icon: 'layers',
      },
    ],
  },
  blocks: [
    {
      kind: 'facts',
      heading: 'Commercial Flood Facts',
      items: [
        {
          label: 'Waiting period',
          value: '30 days',
          note: 'A new federal flood policy usually takes effect 30 days after purchase, with limited exceptions such as coverage required for a loan.',
        },
        {
          label: 'Federal program limits for non-residential buildings',
          value: '$500,000 building / $500,000 contents',
          note: 'Higher amounts can be arranged with excess or private flood coverage.',
        },
        {
          label: 'Covered by standard commercial property or a BOP?',
          value: 'No',
          note: 'Flood is excluded and needs its own policy.',
        },
        {
          label: 'Federal program backing',
          value: 'National Flood Insurance Program',
          note: 'Available in communities that participate in the program.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Flood Risk for Kansas Businesses',
      paragraphs: [
        'Kansas rivers such as the Kansas, Arkansas, Missouri and Neosho can overflow after heavy spring and summer rains, and intense storms can cause flash flooding in towns and cities far from a river. Flood maps show relative risk, but businesses outside high-risk zones can and do flood.',
        'Lenders usually require flood insurance for buildings in high-risk flood zones that secure a federally backed loan. Even when it is not required, it is worth considering for buildings and inventory you could not afford to replace.',
        'The federal program limits coverage in basements and below the lowest elevated floor, and it does not pay for lost business income. {agency} can review private and excess flood options to fill those gaps.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Commercial Flood FAQs',
      items: [
        {
          question: 'Can I buy flood insurance when a storm is in the forecast?',
          answer:
            'You can buy it, but a new federal flood policy generally has a 30-day waiting period, so it will not cover a flood that happens before it takes effect. Buy coverage well before you need it.',
        },
        {
          question: 'I rent my business space. Can I get flood coverage?',
          answer:
            'Yes. Tenants can buy contents coverage for their equipment, furniture and inventory, and for improvements they made, even if the landlord insures the building.',
        },
        {
          question: 'Does flood insurance cover water that backs up through a drain?',
          answer:
            'Flood policies cover backup only when it is caused directly by a flood as the policy defines it. Sewer and drain backup from other causes may be available as an endorsement on your property policy.',
        },
      ],
    },
  ],
  carriers: { count: 2 },
  quote: {
    type: 'commercial',
    label: 'Commercial Flood Insurance',
    coverageIds: ['commercial-property', 'bop'],
  },
  related: ['/excess-flood', '/commercial-property', '/business-owners-policy', '/flood-insurance'],
};

export default page;
