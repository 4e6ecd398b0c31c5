import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/jewelry-insurance',
  line: 'personal',
  topic: 'Jewelry Insurance',
  description:
    'Jewelry insurance for engagement rings, watches and heirlooms: loss, theft, mysterious disappearance and damage, wherever you go. Compare Kansas options.',
  hero: {
    eyebrow: 'Jewelry',
    heading: 'Protect the ring, the watch and the heirloom',
    intro:
      'Jewelry is small, valuable and easy to lose. A homeowners or renters policy usually limits how much it pays for stolen jewelry and may not cover a diamond that falls out of its setting at all. Scheduling your pieces or buying a separate jewelry policy gives each item its own coverage, often without a deductible.',
  },
  coverage: {
    heading: 'What Jewelry Coverage Includes',
    intro:
      'Available as a scheduled personal property endorsement on your home policy or as a standalone policy. Details vary by carrier.',
    cards: [
      {
        title: 'Loss and mysterious disappearance',
        description:
          'Coverage when a ring slips off at the lake or a bracelet goes missing and you cannot say how, which many home policies do not cover.',
        icon: 'map-pin',
      },
      {
        title: 'Theft',
        description:
          'Each scheduled item is covered up to its own listed value, instead of the shared jewelry theft limit in a standard home policy.',
        icon: 'lock',
      },
      {
        title: 'Accidental damage',
        description:
          'Repairs after accidental damage such as a chipped stone, a broken prong or a lost stone, depending on the policy. Gradual wear and tear is generally excluded.',
        icon: 'shield-check',
      },
      {
        title: 'Coverage wherever you go',
        description:
          'Scheduled jewelry is typically covered while you travel, not only at home. Confirm the territory in your policy before a trip abroad.',
        icon: 'badge-check',
      },
    ],
  },
  blocks: [
    {
      kind: 'table',
      heading: 'Home Policy or Scheduled Jewelry Coverage',
      columns: ['Question', 'Standard home or renters policy', 'Scheduled or standalone jewelry'],
      rows: [
        [
          'Theft limit',
          'A shared sub-limit for all jewelry',
          'Each item covered to its listed value',
        ],
        ['Lost or misplaced', 'Often not covered', 'Commonly covered'],
        ['Deductible', 'Your home policy deductible applies', 'Often none, depending on carrier'],
        [
          'Claim effect',
          'Counts on your home policy',
          'Depends on the policy; standalone keeps it separate',
        ],
      ],
    },
    {
      kind: 'list',
      heading: 'What to Have Ready',
      items: [
        'A recent appraisal or the purchase receipt for each piece you want scheduled.',
        'Grading reports for significant diamonds and gemstones.',
        'Clear photos of each item, stored somewhere other than your jewelry box.',
        'The make, model and serial number of any luxury watch.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Jewelry Insurance Questions',
      items: [
        {
          question: 'How often should I update my appraisal?',
          answer:
            'Every few years, or whenever gold, platinum or diamond prices move noticeably. If a piece is worth more than its listed value, you could be underinsured; if it is worth less, you may be paying for coverage you would not receive.',
        },
        {
          question: 'Will I get cash or a replacement?',
          answer:
            'It depends on the policy. Some carriers replace the piece with one of like kind and quality through a jeweler, others pay the listed value. We explain each carrier’s settlement terms.',
        },
        {
          question: 'Should I insure an engagement ring before the proposal?',
          answer:
            'Yes. Coverage can begin as soon as you own the ring, so arrange it when you buy it rather than after the question is popped.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: { type: 'personal', label: 'Jewelry Insurance', coverageIds: ['home'] },
  related: [
    '/collectibles-insurance',
    '/homeowners-insurance',
    '/renters-insurance',
    '/personal-cyber-liability',
  ],
};

export default page;
