import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/mobile-home-insurance',
  line: 'personal',
  topic: 'Mobile Home Insurance',
  description:
    'Mobile and manufactured home insurance for Kansas: the home, your belongings, liability and living costs after wind, hail or fire. Compare carriers free.',
  hero: {
    eyebrow: 'Mobile & Manufactured Homes',
    heading: 'Insurance built for manufactured and mobile homes',
    intro:
      'Manufactured homes need a policy written for how they are built, anchored and financed. Whether your home sits on your own land or on a rented lot in a community, {agency} compares carriers that specialize in manufactured housing and explains the choices that matter in Kansas wind and hail country.',
  },
  coverage: {
    heading: 'What a Mobile Home Policy Covers',
    intro:
      'Most policies follow the same pattern as a homeowners policy, adapted to manufactured homes.',
    cards: [
      {
        title: 'The home itself',
        description:
          'The structure and its attached parts, such as skirting, built-in appliances, awnings and attached decks or carports, against covered perils like fire, wind, hail and lightning.',
        icon: 'caravan',
      },
      {
        title: 'Personal property',
        description:
          'Furniture, clothing, electronics and other belongings. Ask whether they are paid at replacement cost or actual cash value, which subtracts depreciation.',
        icon: 'key-round',
      },
      {
        title: 'Liability and medical payments',
        description:
          'Protection if someone is hurt at your home or you damage someone else’s property, plus small medical bills for guests regardless of fault.',
        icon: 'shield-check',
      },
      {
        title: 'Additional living expenses',
        description:
          'Hotel, meals and other extra costs if a covered loss leaves the home unlivable while it is repaired or replaced.',
        icon: 'bed-double',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'Options Worth Asking About',
      items: [
        {
          title: 'Replacement cost on the home',
          description:
            'Some carriers pay to replace the home with a comparable new one; others pay actual cash value, which can be far lower for an older home.',
          icon: 'house',
        },
        {
          title: 'Other structures',
          description:
            'Detached sheds, garages and fences on your lot, which may need their own limit.',
          icon: 'building',
        },
        {
          title: 'Moving the home',
          description:
            'Damage while the home is transported is not covered by every policy. If you plan a move, ask for transit coverage before it happens.',
          icon: 'truck',
        },
        {
          title: 'Flood',
          description:
            'Flood is excluded from standard policies. Manufactured homes can be insured for flood through the federal program or a private flood policy.',
          icon: 'waves',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Wind, Hail and Tie-Downs in Kansas',
      paragraphs: [
        'Kansas averages about 96 tornadoes a year, and severe thunderstorms bring straight-line winds and hail across the whole state. Manufactured homes are more exposed to high winds than site-built homes, which is why carriers pay close attention to how a home is anchored. Properly installed and maintained tie-downs and anchors help keep a home in place, and some carriers ask about them when you apply.',
        'Many policies in Kansas carry a separate wind and hail deductible, sometimes a percentage of the home’s insured value instead of a flat dollar amount. We show you that deductible plainly on every quote so there are no surprises after a storm.',
      ],
    },
    {
      kind: 'list',
      heading: 'Have These Ready for a Quote',
      items: [
        'Year, make, model and size of the home, and whether it is a single-wide or multi-section home.',
        'Where it sits: your own land or a rented lot, and the address.',
        'Lender or lienholder details if the home is financed.',
        'Updates to the roof, plumbing, wiring and heating, and any additions.',
        'Anchoring and skirting details, and your claims history.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Mobile Home Insurance Questions',
      items: [
        {
          question: 'Is a manufactured home the same as a mobile home?',
          answer:
            'In everyday speech, yes. Technically, homes built to the federal HUD code since June 15, 1976 are called manufactured homes, while older factory-built homes are called mobile homes. Some carriers limit coverage for homes built before that date.',
        },
        {
          question: 'Does my park’s insurance cover my home?',
          answer:
            'No. A community’s policy covers its own property and liability. You need your own policy for your home, belongings and personal liability.',
        },
        {
          question: 'Can I get a homeowners policy instead?',
          answer:
            'Some carriers write manufactured homes on permanent foundations much like site-built homes. Others use a dedicated mobile home form. We compare both where they are available.',
        },
      ],
    },
  ],
  carriers: { count: 4 },
  quote: { type: 'personal', label: 'Mobile Home Insurance', coverageIds: ['home'] },
  related: [
    '/homeowners-insurance',
    '/dwelling-fire-insurance',
    '/private-flood',
    '/equipment-breakdown',
  ],
};

export default page;
