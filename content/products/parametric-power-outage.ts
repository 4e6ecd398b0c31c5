import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/parametric-power-outage',
  line: 'personal',
  topic: 'Power Outage Insurance',
  description:
    'Parametric power outage insurance pays a set amount when the power at your Kansas home stays out longer than a chosen time. No damage adjuster; fast payment.',
  hero: {
    eyebrow: 'Parametric Power Outage',
    heading: 'Get paid when the lights stay out',
    intro:
      'Ice storms, derechos, tornadoes and summer heat can knock out power across Kansas for days. A long outage means spoiled food, a hotel room, a generator or time away from work, and a standard homeowners policy generally does not pay for an outage that starts off your property. Parametric power outage coverage pays a fixed amount once an outage at your address lasts longer than the time set in your policy.',
  },
  coverage: {
    heading: 'How Power Outage Coverage Works',
    intro:
      'Outage length, payout amounts and the number of events covered each year are set when you buy and vary by carrier.',
    cards: [
      {
        title: 'Outage duration trigger',
        description:
          'You choose, within the carrier’s options, how long the power must be out before the policy pays. Shorter triggers cost more.',
        icon: 'clock',
      },
      {
        title: 'Verified by outage data',
        description:
          'The outage is confirmed from utility or independent outage data for your address, so there is no adjuster visit or damage estimate.',
        icon: 'clipboard-check',
      },
      {
        title: 'A fixed payment',
        description:
          'When the trigger is met, you receive the agreed amount, and some policies pay more as the outage grows longer.',
        icon: 'timer',
      },
      {
        title: 'Use it however you need',
        description:
          'Replace groceries and medicine that needed refrigeration, pay for a hotel or fuel, or cover income lost while you wait for the power to return.',
        icon: 'handshake',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'Why Kansas Households Consider It',
      items: [
        {
          title: 'Winter ice storms',
          description:
            'Ice brings down lines and limbs across wide areas, and repairs can take days when it is coldest.',
          icon: 'cloud-hail',
        },
        {
          title: 'Severe storms and tornadoes',
          description:
            'High winds from thunderstorms and tornadoes can damage poles and substations far from your home.',
          icon: 'tornado',
        },
        {
          title: 'Summer heat',
          description:
            'Outages during heat waves put older family members, infants and pets at risk and may force a move to a hotel.',
          icon: 'users',
        },
        {
          title: 'Working from home',
          description:
            'Without power or internet, remote and self-employed workers may lose income that no other policy replaces.',
          icon: 'briefcase',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'How It Fits with Your Homeowners Policy',
      paragraphs: [
        'Homeowners policies usually cover damage to the house caused by a covered peril, and some add food spoilage coverage by endorsement. They generally do not pay simply because the utility lost power. Parametric coverage fills that gap by paying on the outage itself.',
        'Because it pays a fixed amount on measured outage time, the payment may not match your actual costs. It can be more than you spent, or less. Read how the carrier measures outage time and which data source it uses for your address.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Power Outage Insurance Questions',
      items: [
        {
          question: 'Do I need to prove what I lost?',
          answer:
            'Generally no. Payment depends on the verified outage at your address, not on receipts. Keeping receipts is still wise if you also make a claim under your homeowners policy.',
        },
        {
          question: 'Are planned shut-offs covered?',
          answer:
            'It depends on the policy. Some exclude scheduled maintenance outages or outages you cause yourself. We point out these exclusions on each quote.',
        },
        {
          question: 'Does it cover a generator or a whole-home battery?',
          answer:
            'It does not insure the equipment itself, but you can use the payout toward fuel, rental or other costs. Equipment breakdown coverage can protect home systems from electrical failure.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: { type: 'personal', label: 'Power Outage Insurance', coverageIds: ['home'] },
  related: [
    '/parametric-multiperil',
    '/equipment-breakdown',
    '/homeowners-insurance',
    '/renters-insurance',
  ],
};

export default page;
