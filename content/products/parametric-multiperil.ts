import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/parametric-multiperil',
  line: 'personal',
  topic: 'Parametric Multi-Peril Insurance',
  description:
    'Parametric multi-peril insurance pays a set amount fast when a measured event such as high wind, hail or an earthquake hits your Kansas address.',
  hero: {
    eyebrow: 'Parametric Multi-Peril',
    heading: 'Fast cash when a measured storm or quake hits your address',
    intro:
      'Traditional insurance pays for the damage an adjuster finds. Parametric insurance works differently: it pays an amount agreed in advance when an independent measurement, such as wind speed, hail size or earthquake shaking at your location, passes a set threshold. A multi-peril policy bundles several of those triggers into one plan, meant to sit alongside your homeowners insurance.',
  },
  coverage: {
    heading: 'How Parametric Multi-Peril Coverage Works',
    intro:
      'Perils, thresholds and payout amounts are chosen when you buy and depend on the carrier and your location.',
    cards: [
      {
        title: 'A defined trigger',
        description:
          'The policy names each peril and the measurement that triggers payment, for example wind above a set speed or an earthquake above a set intensity near your home.',
        icon: 'activity',
      },
      {
        title: 'Independent data',
        description:
          'Whether the trigger was met is decided from a trusted third-party source, such as weather service or geological survey data, not from an inspection of your home.',
        icon: 'clipboard-check',
      },
      {
        title: 'A fixed payout',
        description:
          'When the trigger is met, the policy pays the agreed amount. There is no damage estimate to negotiate, which is what makes payment fast.',
        icon: 'timer',
      },
      {
        title: 'Money you can use freely',
        description:
          'Spend it on your homeowners deductible, a hotel, a generator, a tree service or anything else the event made necessary.',
        icon: 'handshake',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'Perils a Kansas Policy May Include',
      intro: 'Availability of each peril varies by carrier and county.',
      items: [
        {
          title: 'Tornado and high wind',
          description:
            'Kansas averages about 96 tornadoes a year, and severe thunderstorms add damaging straight-line winds.',
          icon: 'tornado',
        },
        {
          title: 'Hail',
          description:
            'Large hail is a fact of Kansas springs and summers, and many Kansas homes carry a percentage wind and hail deductible.',
          icon: 'cloud-hail',
        },
        {
          title: 'Earthquake',
          description:
            'South-central Kansas has felt earthquakes in recent years, and standard home policies exclude earth movement.',
          icon: 'activity',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Understand Basis Risk',
      paragraphs: [
        'A parametric policy pays on the measurement, not on your actual loss. That cuts both ways: it can pay when the trigger is met even if your home came through undamaged, and it will not pay if your home is damaged by an event that stayed below the threshold or was measured differently from what you experienced. This gap is called basis risk.',
        'That is why parametric coverage is a supplement, not a replacement for homeowners insurance. It is best used to cover the costs a standard policy leaves to you, such as a large deductible or the first days after a storm, while your homeowners policy handles the repairs.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Parametric Multi-Peril Questions',
      items: [
        {
          question: 'Do I have to file a claim with photos and estimates?',
          answer:
            'Generally no. Once the data confirms the trigger, the carrier pays the agreed amount. You may be asked to confirm your identity and address, and some policies ask you to confirm you were affected.',
        },
        {
          question: 'Does it replace my homeowners policy?',
          answer:
            'No. It pays a fixed amount, not the cost of repairs, and it may not pay at all for damage below the trigger. Keep your homeowners policy and use parametric coverage to fill gaps.',
        },
        {
          question: 'Can I collect from both policies for one storm?',
          answer:
            'Usually yes. A parametric payout does not depend on your homeowners claim, so both can pay for the same event under their own terms.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: { type: 'personal', label: 'Parametric Multi-Peril Insurance', coverageIds: ['home'] },
  related: [
    '/parametric-power-outage',
    '/deductible-reimbursement',
    '/earthquake-insurance',
    '/homeowners-insurance',
  ],
};

export default page;
