import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/commercial-property',
  line: 'commercial',
  topic: 'Commercial Property Insurance',
  description:
    'Commercial property insurance for Kansas buildings, equipment and inventory against fire, wind, hail and theft. Compare with {agency}.',
  hero: {
    eyebrow: 'Commercial Insurance',
    heading: 'Commercial Property Insurance in Kansas',
    intro:
      'Your building, equipment, inventory and furniture are what keep your doors open. Kansas storms, fire and theft can put all of it at risk overnight. {agency} helps you insure the things your business owns for the right values, with the coverage form and deductibles that fit your budget.',
  },
  coverage: {
    heading: 'What Commercial Property Covers',
    intro:
      'A commercial property policy can insure the building itself, what is inside it, and the income you lose while repairs are made.',
    cards: [
      {
        title: 'Buildings',
        description:
          'The structure you own, including permanently installed fixtures, machinery and outdoor signs when listed, and often completed additions.',
        icon: 'building-2',
      },
      {
        title: 'Business Personal Property',
        description:
          'Furniture, computers, tools, stock and supplies, plus improvements you made to a space you lease.',
        icon: 'briefcase',
      },
      {
        title: 'Business Income and Extra Expense',
        description:
          'Lost net income and continuing expenses, such as payroll and rent, while you recover from a covered loss, plus extra costs to keep operating.',
        icon: 'clock',
      },
      {
        title: 'Equipment Breakdown',
        description:
          'An optional addition for sudden mechanical or electrical breakdown of boilers, HVAC units, refrigeration and production equipment.',
        icon: 'cog',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'Common Perils Covered in Kansas',
      intro:
        'Which causes of loss are covered depends on the coverage form: basic, broad or special. The special form covers all direct physical loss unless it is excluded.',
      items: [
        {
          title: 'Fire and Lightning',
          description:
            'Damage from fire, smoke and lightning strikes, including the cost to repair or rebuild.',
          icon: 'shield-check',
        },
        {
          title: 'Windstorm and Hail',
          description:
            'Roof, siding and equipment damage from straight-line winds, tornadoes and hail. Many Kansas policies carry a separate wind and hail deductible.',
          icon: 'cloud-hail',
        },
        {
          title: 'Tornado',
          description:
            'Wind damage from tornadoes is generally included under windstorm coverage, subject to your deductible.',
          icon: 'tornado',
        },
        {
          title: 'Theft and Vandalism',
          description:
            'Break-ins, stolen equipment and malicious damage to your building or property, subject to the policy’s conditions.',
          icon: 'lock',
        },
        {
          title: 'Burst Pipes and Water Damage',
          description:
            'Sudden and accidental discharge of water, such as a pipe that freezes and bursts in winter. Flood is excluded and needs its own policy.',
          icon: 'waves',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Getting the Values Right',
      paragraphs: [
        'Replacement cost coverage pays to repair or replace with new property of like kind and quality, while actual cash value subtracts depreciation. For most businesses, replacement cost is worth considering, especially for older roofs and equipment.',
        'Many commercial property policies include a coinsurance clause. If you insure the property for less than the required percentage of its value, a partial loss can be paid at a reduced amount. {agency} reviews building values and contents with you so your limits keep pace with construction costs.',
        'Standard property policies exclude flood, earthquake, wear and tear, and gradual deterioration. Flood coverage is available separately for commercial buildings and contents.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Commercial Property FAQs',
      items: [
        {
          question: 'I lease my space. Do I need commercial property insurance?',
          answer:
            'Yes, usually. Your landlord’s policy covers the building, not your equipment, inventory or the improvements you paid for. Your lease may also require you to carry coverage.',
        },
        {
          question: 'What is a wind and hail deductible?',
          answer:
            'Some policies apply a separate, often percentage-based deductible to wind and hail losses. It is calculated from the insured value, so review it carefully before you choose a policy.',
        },
        {
          question: 'Is flood damage covered?',
          answer:
            'No. Commercial property policies exclude flood. {agency} can quote commercial flood insurance through the federal program or private carriers.',
        },
      ],
    },
  ],
  carriers: { count: 5 },
  quote: {
    type: 'commercial',
    label: 'Commercial Property Insurance',
    coverageIds: ['commercial-property', 'bop', 'general-liability'],
  },
  related: [
    '/business-owners-policy',
    '/commercial-flood',
    '/vacant-property',
    '/general-liability',
  ],
};

export default page;
