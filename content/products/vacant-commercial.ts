import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/vacant-commercial',
  line: 'commercial',
  topic: 'Vacant Commercial Building Insurance',
  description:
    'Vacant commercial building insurance in Kansas: property and liability cover for empty offices, retail spaces and warehouses between tenants or before sale.',
  hero: {
    eyebrow: 'Empty Buildings, Real Risks',
    heading: 'Vacant Commercial Building Insurance in Kansas',
    intro:
      'An office between tenants, a storefront listed for sale or a warehouse waiting for its next use can lose coverage under a standard property policy once it sits empty too long. {agency} helps Kansas owners, investors and lenders keep vacant commercial property insured.',
  },
  coverage: {
    heading: 'What Vacant Building Coverage Includes',
    intro: 'Policies are written for vacant buildings, often for terms as short as a few months.',
    cards: [
      {
        title: 'Property Coverage',
        description:
          'Protects the building against fire, lightning, wind and hail, with options to add vandalism and other perils.',
        icon: 'building-2',
      },
      {
        title: 'Vandalism and Malicious Mischief',
        description:
          'Optional cover for broken windows, graffiti and intentional damage, often excluded on standard policies after vacancy.',
        icon: 'shield-check',
      },
      {
        title: 'Premises Liability',
        description:
          'Covers injuries to visitors, contractors, prospective tenants or trespassers claiming a hazard on your property.',
        icon: 'scale',
      },
      {
        title: 'Water Damage and Freezing',
        description:
          'Options for burst pipes and sprinkler leakage, with conditions such as maintaining heat or draining systems.',
        icon: 'waves',
      },
    ],
  },
  blocks: [
    {
      kind: 'prose',
      heading: 'The Vacancy Clause in Standard Policies',
      paragraphs: [
        'Many commercial property policies follow a common industry form with a vacancy condition. If a building has been vacant for more than 60 consecutive days before a loss, the policy will not pay for certain losses, such as vandalism, sprinkler leakage (unless the system was protected against freezing), building glass breakage, water damage and theft, and it reduces payment for other covered losses.',
        'Under that form, a building you own is generally considered vacant unless at least 31 percent of its square footage is rented and used for customary operations or used by you for yours. A partly leased strip center can therefore count as vacant. Buildings under construction or renovation are treated differently, though your policy wording controls.',
        'A vacant building policy or vacancy permit avoids these surprises. {agency} reviews your current policy wording and helps you choose the right approach before the 60 days run out.',
      ],
    },
    {
      kind: 'list',
      heading: 'Properties We Help Insure',
      items: [
        'Office buildings and suites between tenants',
        'Retail storefronts and strip centers',
        'Warehouses, shops and industrial buildings',
        'Former restaurants and churches awaiting sale',
        'Bank-owned and foreclosed commercial properties',
        'Buildings waiting for renovation or redevelopment',
      ],
    },
    {
      kind: 'cards',
      heading: 'Reducing Risk While a Building Sits Empty',
      items: [
        {
          title: 'Regular Inspections',
          description:
            'Walk the property on a set schedule and keep a log. Carriers may require it.',
          icon: 'clipboard-check',
        },
        {
          title: 'Secure the Building',
          description:
            'Lock and board openings, keep exterior lighting on and consider monitored alarms or cameras.',
          icon: 'lock',
        },
        {
          title: 'Winterize Systems',
          description:
            'Keep heat on or drain plumbing before Kansas winters, and maintain any sprinkler system.',
          icon: 'timer',
        },
      ],
    },
    {
      kind: 'faq',
      heading: 'Vacant Commercial FAQs',
      items: [
        {
          question: 'What is the difference between vacant and unoccupied?',
          answer:
            'In many commercial forms, vacant means the building lacks enough contents or operations, while unoccupied means contents remain but no one is using it. Policies treat the two differently.',
        },
        {
          question: 'Can I insure a vacant building for only a few months?',
          answer:
            'Yes. Many carriers offer short-term vacant building policies, and some allow cancellation once a tenant moves in.',
        },
        {
          question: 'Is liability needed if no one uses the building?',
          answer:
            'Yes. Owners can still be held responsible for injuries to inspectors, contractors, visitors or even trespassers, and for hazards like ice on sidewalks.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: {
    type: 'commercial',
    label: 'Vacant Commercial Building Insurance',
    coverageIds: ['commercial-property', 'general-liability'],
  },
  related: ['/vacant-property', '/commercial-property', '/builders-risk', '/general-liability'],
};

export default page;
