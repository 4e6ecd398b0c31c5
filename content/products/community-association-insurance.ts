import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/community-association-insurance',
  line: 'commercial',
  topic: 'HOA and Community Association Insurance',
  description:
    'Insurance for Kansas HOAs, condo and townhome associations: master property policies, common-area liability, board D&O and fidelity coverage for reserves.',
  hero: {
    eyebrow: 'HOAs, Condos and Townhomes',
    heading: 'Community Association Insurance in Kansas',
    intro:
      'Homeowners associations, condominium associations and townhome communities manage shared buildings, pools, clubhouses and reserve funds on behalf of their owners. {agency} helps boards and property managers across Kansas insure the property the association is responsible for and protect the volunteers who run it.',
  },
  coverage: {
    heading: 'Coverage for the Association',
    intro: 'Your governing documents decide what the association must insure. We start there.',
    cards: [
      {
        title: 'Master Property Policy',
        description:
          'Insures buildings and common property the association is responsible for, from clubhouses to entire condo structures, against fire, wind and hail.',
        icon: 'building-2',
      },
      {
        title: 'Common Area Liability',
        description:
          'Covers injuries at pools, playgrounds, sidewalks, ponds and clubhouses, and damage the association causes to others.',
        icon: 'shield-check',
      },
      {
        title: 'Directors and Officers',
        description:
          'Defends board members against owner claims about assessments, rule enforcement, architectural decisions and contracts.',
        icon: 'briefcase',
      },
      {
        title: 'Fidelity and Crime',
        description:
          'Protects dues and reserve funds against theft by board members, employees or a management company.',
        icon: 'lock',
      },
    ],
  },
  blocks: [
    {
      kind: 'table',
      heading: 'How Master Policies Differ',
      intro:
        'Who insures what inside each unit depends on the association’s declarations and the policy type.',
      columns: ['Policy type', 'What the association insures', 'What unit owners insure'],
      rows: [
        [
          'Bare walls',
          'The structure, but not interior finishes, fixtures or improvements',
          'Drywall, flooring, cabinets, fixtures, belongings and liability',
        ],
        [
          'Single entity',
          'The structure plus original fixtures and finishes inside units',
          'Owner upgrades, belongings and liability',
        ],
        [
          'All-in',
          'The structure, fixtures and improvements, including owner upgrades',
          'Belongings, liability and the master policy deductible they may owe',
        ],
      ],
    },
    {
      kind: 'cards',
      heading: 'Other Coverages Associations Use',
      items: [
        {
          title: 'Equipment Breakdown',
          description:
            'Repairs pool pumps, boilers, HVAC units, elevators and gate systems after mechanical or electrical failure.',
          icon: 'cog',
        },
        {
          title: 'Umbrella Liability',
          description:
            'Extra liability limits above the general liability and D&O policies for serious claims.',
          icon: 'umbrella',
        },
        {
          title: 'Workers Compensation',
          description:
            'Needed if the association employs staff such as maintenance workers or pool attendants.',
          icon: 'hard-hat',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Kansas Weather and Your Association',
      paragraphs: [
        'Hail and wind are among the most common causes of property claims in Kansas, and a single storm can damage every roof in a community. Many policies now use percentage or per-building deductibles for wind and hail, which can mean a large assessment for owners. Boards should know their deductible and how the governing documents assign it.',
        'Unit owners also need their own coverage, typically a condo (HO-6) or homeowners policy, coordinated with the master policy. {agency} can review your declarations, explain the options to your board and help owners understand what they need.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Community Association FAQs',
      items: [
        {
          question: 'Do small HOAs with only common areas need insurance?',
          answer:
            'Yes. Even an HOA that owns only an entrance sign, a retention pond or green space can be sued for an injury, and board members can face claims over decisions.',
        },
        {
          question: 'Does the property management company’s insurance protect the association?',
          answer:
            'Not fully. The manager’s policies protect the manager. The association needs its own property, liability, D&O and fidelity coverage, and may ask to be named on the manager’s crime policy.',
        },
        {
          question: 'How often should the master policy limits be reviewed?',
          answer:
            'At least every renewal, and after any reserve study or appraisal, so building limits keep pace with construction costs.',
        },
      ],
    },
  ],
  carriers: { count: 5 },
  quote: {
    type: 'commercial',
    label: 'Community Association Insurance',
    coverageIds: ['commercial-property', 'general-liability', 'umbrella', 'equipment'],
  },
  related: [
    '/commercial-property',
    '/management-liability',
    '/commercial-umbrella',
    '/equipment-breakdown',
  ],
};

export default page;
