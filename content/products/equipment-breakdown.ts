import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/equipment-breakdown',
  line: 'personal',
  topic: 'Home Equipment Breakdown Insurance',
  description:
    'Equipment breakdown coverage pays to repair or replace home systems and appliances after sudden mechanical or electrical failure. Get a free Kansas quote.',
  hero: {
    eyebrow: 'Equipment Breakdown',
    heading: 'When the furnace, AC or water heater suddenly quits',
    intro:
      'A standard homeowners policy excludes mechanical breakdown, so a furnace that fails in January or an air conditioner that burns out in a Kansas heat wave usually comes out of your pocket. Equipment breakdown coverage fills that gap for sudden, accidental failures of the systems and appliances that keep your home running.',
  },
  coverage: {
    heading: 'What Equipment Breakdown Covers',
    intro:
      'Usually added to a homeowners policy as an endorsement, it responds to sudden and accidental mechanical or electrical breakdown, including damage from a power surge.',
    cards: [
      {
        title: 'Heating and cooling',
        description:
          'Furnaces, heat pumps, central air conditioners and boilers, which work hard through Kansas winters and summers and are costly to repair or replace.',
        icon: 'cog',
      },
      {
        title: 'Home systems',
        description:
          'Water heaters, electrical panels and wiring, well pumps, sump pumps and septic pumps, the equipment you notice only when it stops.',
        icon: 'house',
      },
      {
        title: 'Appliances and electronics',
        description:
          'Refrigerators, freezers, ranges, washers and dryers, and often home electronics and computers damaged by electrical failure or surge.',
        icon: 'wrench',
      },
      {
        title: 'Related losses',
        description:
          'Many endorsements also pay for food that spoils after a refrigerator or freezer breaks down, and for extra costs while repairs are made. Limits vary by carrier.',
        icon: 'layers',
      },
    ],
  },
  blocks: [
    {
      kind: 'table',
      heading: 'Equipment Breakdown or a Home Warranty?',
      intro: 'They sound alike but work differently. Some households carry both.',
      columns: ['Feature', 'Equipment breakdown coverage', 'Home warranty'],
      rows: [
        [
          'What it is',
          'Insurance, usually an endorsement on your homeowners policy',
          'A service contract sold by a warranty company',
        ],
        [
          'What triggers it',
          'Sudden and accidental mechanical or electrical breakdown, including power surges',
          'Failure from normal use, within the contract’s terms',
        ],
        [
          'Wear and tear',
          'Not covered: gradual deterioration, rust and lack of maintenance are excluded',
          'Often covered, subject to the contract',
        ],
        [
          'Who does the repair',
          'Generally the contractor you choose, after the claim is approved',
          'Usually a contractor the warranty company assigns',
        ],
      ],
    },
    {
      kind: 'list',
      heading: 'What It Usually Does Not Cover',
      items: [
        'Gradual wear and tear, rust, corrosion or deterioration.',
        'Routine maintenance, cleaning or adjustments.',
        'Damage from perils your homeowners policy handles elsewhere, such as fire or hail.',
        'Equipment used mainly for a business, which needs commercial coverage.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Equipment Breakdown Questions',
      items: [
        {
          question: 'Doesn’t my homeowners policy already cover this?',
          answer:
            'Usually not. Most homeowners policies exclude mechanical breakdown and electrical failure from within the equipment itself. Equipment breakdown coverage is added specifically to cover those losses.',
        },
        {
          question: 'Is there a separate deductible?',
          answer:
            'Often yes, and it is commonly lower than the homeowners deductible. We will show you the deductible each carrier offers before you choose.',
        },
        {
          question: 'Can I add it to the policy I already have?',
          answer:
            'Many carriers let you add it at renewal or mid-term. If yours does not offer it, {agency} can compare homeowners carriers that do.',
        },
      ],
    },
  ],
  carriers: { count: 4 },
  quote: { type: 'equipment', label: 'Equipment Breakdown', coverageIds: ['equipment'] },
  related: [
    '/homeowners-insurance',
    '/parametric-power-outage',
    '/deductible-reimbursement',
    '/mobile-home-insurance',
  ],
};

export default page;
