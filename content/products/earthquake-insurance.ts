import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/earthquake-insurance',
  line: 'personal',
  topic: 'Earthquake Insurance',
  description:
    'Earthquake insurance for Kansas homes. Standard homeowners policies exclude earth movement; add coverage for your dwelling, belongings and living costs.',
  hero: {
    eyebrow: 'Earthquake Insurance',
    heading: 'Yes, the ground moves in Kansas too',
    intro:
      'Kansas is not California, but earthquakes do happen here, including the smaller quakes recorded in south-central Kansas in recent years, and the New Madrid zone to the east is capable of strong shaking across the region. Homeowners policies exclude earthquake damage, so {agency} helps you decide whether to add it.',
  },
  coverage: {
    heading: 'What Earthquake Insurance Covers',
    intro:
      'Earthquake coverage is sold as an endorsement to a homeowners policy or as a standalone policy, and mirrors the main parts of your home coverage.',
    cards: [
      {
        title: 'Dwelling',
        icon: 'house',
        description:
          'Repairs to the structure after shaking, such as cracked foundations, damaged walls and chimneys, and broken plumbing inside the home.',
      },
      {
        title: 'Personal Property',
        icon: 'bed-double',
        description:
          'Covers belongings broken or damaged by the quake, such as televisions, dishes and furniture, up to the limit you choose.',
      },
      {
        title: 'Additional Living Expenses',
        icon: 'key-round',
        description:
          'Pays for temporary housing and added living costs if earthquake damage makes your home unsafe to live in during repairs.',
      },
      {
        title: 'Building Code Upgrades',
        icon: 'hard-hat',
        description:
          'Some policies help pay the extra cost of rebuilding to current building codes, which may require stronger foundations or bracing than your home has today.',
      },
    ],
  },
  blocks: [
    {
      kind: 'facts',
      heading: 'How Earthquake Policies Differ from Homeowners',
      items: [
        {
          label: 'Homeowners coverage',
          value: 'Excludes earthquake',
          note: 'Standard policies exclude earth movement, including earthquake, landslide and sinkhole.',
        },
        {
          label: 'Deductible',
          value: 'A percentage of the limit',
          note: 'Earthquake deductibles are usually a percentage of the coverage amount rather than a flat dollar figure, so a claim has to be sizeable before it pays.',
        },
        {
          label: 'Fire after a quake',
          value: 'Covered by homeowners',
          note: 'Fire that follows an earthquake is generally covered by your homeowners policy even without earthquake coverage.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Is Earthquake Coverage Worth It in Kansas?',
      paragraphs: [
        'For many Kansas homes the premium is modest compared with coastal states, because the risk of a damaging quake is lower. Homes with brick or stone veneer, chimneys, older unreinforced foundations, or locations in eastern and south-central Kansas have more reason to consider it.',
        'Because of the percentage deductible, earthquake insurance is best seen as protection against a major, costly loss rather than minor cracks. We show you the deductible in dollars so you can judge the trade-off.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Earthquake Insurance Questions',
      items: [
        {
          question: 'Can I buy earthquake coverage right after a quake?',
          answer:
            'Carriers often pause new earthquake coverage for a period after a significant quake nearby, so it is best to decide before you need it.',
        },
        {
          question: 'Is masonry veneer covered?',
          answer:
            'Not always. Some earthquake policies exclude brick or stone veneer unless you add it back, which matters for many Kansas homes. We check this for you.',
        },
        {
          question: 'Does flood insurance cover earthquake damage?',
          answer:
            'No. Flood and earthquake are separate perils with separate policies, and both are excluded from standard homeowners insurance.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: { type: 'earthquake', label: 'Earthquake Insurance', coverageIds: ['earthquake'] },
  related: [
    '/homeowners-insurance',
    '/flood-insurance',
    '/dwelling-fire-insurance',
    '/mobile-home-insurance',
  ],
};

export default page;
