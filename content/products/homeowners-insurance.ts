import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/homeowners-insurance',
  line: 'personal',
  topic: 'Homeowners Insurance',
  description:
    'Homeowners insurance for Kansas: dwelling, belongings, liability and living expenses, with hail and wind in mind. Compare quotes from 50+ A-rated carriers.',
  hero: {
    eyebrow: 'Homeowners Insurance',
    heading: 'Protect your Kansas home from the ground up',
    intro:
      'Your home is likely the biggest thing you own, and Kansas weather tests it every spring. {agency} compares homeowners policies from 50+ A-rated carriers so your house, your belongings and your savings are covered when a storm, fire or break-in hits.',
  },
  coverage: {
    heading: 'What a Homeowners Policy Covers',
    intro:
      'A standard homeowners policy bundles four protections. We help you set each limit to fit your home, not a generic default.',
    cards: [
      {
        title: 'Dwelling',
        icon: 'house',
        description:
          'Pays to repair or rebuild the house itself and attached structures such as a garage or deck. Set this limit at what it would cost to rebuild at today’s labor and material prices, which can differ a lot from the market value of the home.',
      },
      {
        title: 'Personal Property',
        icon: 'bed-double',
        description:
          'Covers furniture, clothing, electronics and other belongings, at home or away. It is typically set at 50 to 70 percent of the dwelling limit. Replacement cost coverage pays to buy new items; actual cash value subtracts depreciation.',
      },
      {
        title: 'Liability',
        icon: 'scale',
        description:
          'Protects you if a guest is hurt on your property or you accidentally damage someone else’s property, including your legal defense. Most policies also include a small medical payments coverage for injured guests regardless of fault.',
      },
      {
        title: 'Additional Living Expenses',
        icon: 'key-round',
        description:
          'If a covered loss makes your home unlivable, this pays the extra cost of living elsewhere, such as a hotel or rental, meals above your normal grocery bill and other added costs, while repairs are made.',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'Common Perils Covered in Kansas',
      intro:
        'Kansas homes face severe spring storms, hail and high winds. A standard homeowners policy covers these common causes of loss.',
      items: [
        {
          title: 'Fire and Lightning',
          icon: 'shield-check',
          description:
            'Damage from house fires, wildfire and lightning strikes, including smoke damage and the electrical surges a strike can cause, is a core covered peril on every homeowners form.',
        },
        {
          title: 'Windstorm and Hail',
          icon: 'cloud-hail',
          description:
            'Roof, siding, window and gutter damage from hail, straight-line winds and tornadoes is covered. Many Kansas policies carry a separate wind and hail deductible, often a percentage of the dwelling limit, so check yours before storm season.',
        },
        {
          title: 'Theft and Vandalism',
          icon: 'lock',
          description:
            'Stolen belongings and damage from break-ins or vandalism are covered, at home and usually away from it. High-value jewelry, firearms and collectibles have lower sub-limits unless you schedule them.',
        },
      ],
    },
    {
      kind: 'facts',
      heading: 'Ways to Save on Homeowners Insurance',
      items: [
        {
          label: 'Bundle home and auto',
          value: '10-25% savings',
          note: 'Placing home and auto with one carrier often saves 10 to 25 percent.',
        },
        {
          label: 'Raise your deductible',
          value: '15-30% savings',
          note: 'Moving from a $500 to a $1,000 deductible can save 15 to 30 percent.',
        },
        {
          label: 'Personal property limit',
          value: '50-70% of dwelling',
          note: 'The typical range for contents coverage on a homeowners policy.',
        },
      ],
      footnote:
        'Savings vary by carrier and home. Quotes are estimates subject to underwriting and final carrier terms.',
    },
    {
      kind: 'list',
      heading: 'What Standard Policies Usually Leave Out',
      intro:
        'Ask us about these gaps; most can be closed with an endorsement or a separate policy.',
      items: [
        'Flood from rising water, which needs a separate flood policy',
        'Earthquake and other earth movement',
        'Water backup from sewers and drains, unless you add the endorsement',
        'Wear and tear, mold from long-term leaks, and pests',
        'High-value items above the policy’s sub-limits unless scheduled',
      ],
    },
    {
      kind: 'faq',
      heading: 'Homeowners Insurance Questions',
      items: [
        {
          question: 'Is homeowners insurance required in Kansas?',
          answer:
            'No state law requires it, but almost every mortgage lender does, and it is the main protection for your largest investment even after the loan is paid off.',
        },
        {
          question: 'How much dwelling coverage do I need?',
          answer:
            'Enough to rebuild your home at current construction costs, not its sale price or tax value. Your agent can run a replacement cost estimate using the size, age, materials and features of your home.',
        },
        {
          question: 'Does my policy cover hail damage to my roof?',
          answer:
            'Yes, hail is a covered peril. Some policies pay actual cash value on older roofs or apply a percentage wind and hail deductible, so review these terms when you compare quotes.',
        },
        {
          question: 'Are floods covered?',
          answer:
            'No. Flooding from rising water is excluded from standard homeowners policies. Flood insurance is a separate policy, and it usually has a 30-day waiting period.',
        },
      ],
    },
  ],
  carriers: { count: 5 },
  quote: { type: 'personal', label: 'Homeowners Insurance', coverageIds: ['home'] },
  related: ['/flood-insurance', '/umbrella-insurance', '/auto-insurance', '/earthquake-insurance'],
};

export default page;
