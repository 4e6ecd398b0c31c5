import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/rain-insurance',
  line: 'personal',
  topic: 'Rain Insurance',
  description:
    'Rain insurance pays a set amount if measured rainfall passes your chosen level during an outdoor wedding, party or event in Kansas. Ask us for a quote.',
  hero: {
    eyebrow: 'Rain Insurance',
    heading: 'Plan the outdoor day, insure the forecast',
    intro:
      'Kansas weather can turn in an afternoon. If you have put money into an outdoor wedding, graduation party, family reunion or fundraiser, rain insurance pays an agreed amount when rainfall at your event location passes the level you choose during the hours you choose, whether you cancel, move indoors or carry on under umbrellas.',
  },
  coverage: {
    heading: 'How Rain Insurance Works',
    intro:
      'It is a parametric product: the payout is set in advance and depends on measured rainfall, not on proving a financial loss.',
    cards: [
      {
        title: 'Your date and hours',
        description:
          'You pick the day and the time window that matters, such as the ceremony and reception, so the policy measures rain only when it counts.',
        icon: 'clock',
      },
      {
        title: 'Your rainfall threshold',
        description:
          'You choose how much rain triggers a payment. A lower threshold is more likely to pay and costs more.',
        icon: 'umbrella',
      },
      {
        title: 'Measured, not argued',
        description:
          'Rainfall is read from a designated weather station or data source named in the policy, so there is no claim adjustment about whether it really rained.',
        icon: 'clipboard-check',
      },
      {
        title: 'A payout you set',
        description:
          'You choose the amount of coverage, typically tied to what you stand to lose: deposits, rentals, catering or tickets.',
        icon: 'badge-check',
      },
    ],
  },
  blocks: [
    {
      kind: 'list',
      heading: 'Events People Insure Against Rain',
      items: [
        'Outdoor weddings and receptions',
        'Graduation, birthday and anniversary parties',
        'Family reunions and backyard gatherings',
        'Charity walks, festivals and school fundraisers',
        'Trips and vacation days planned around being outdoors',
      ],
    },
    {
      kind: 'table',
      heading: 'Rain Insurance and Other Event Coverage',
      columns: ['Coverage', 'What it pays for', 'What triggers it'],
      rows: [
        [
          'Rain insurance',
          'A fixed amount you chose in advance',
          'Measured rainfall above your threshold during your time window',
        ],
        [
          'Event cancellation',
          'Your documented costs when the event is cancelled or postponed',
          'Covered reasons listed in the policy, such as severe weather or vendor failure',
        ],
        [
          'Event liability',
          'Injury or property damage claims made against you',
          'An accident at your event for which you are held responsible',
        ],
      ],
    },
    {
      kind: 'prose',
      heading: 'Buy It Early',
      paragraphs: [
        'Rain insurance must be bought before the weather is known. Carriers set a deadline, often well ahead of the event, and will not sell coverage once rain is in the forecast. If your date matters, ask for a quote as soon as you have booked your venue and vendors.',
        'Read the policy’s measurement details: which station or data source is used, how far it is from your location, and whether the threshold counts total rainfall or rain in any single hour.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Rain Insurance Questions',
      items: [
        {
          question: 'Does the event have to be cancelled for me to be paid?',
          answer:
            'No. Payment depends on the measured rainfall, not on whether the event went ahead. If the threshold is met during your window, the policy pays.',
        },
        {
          question: 'What if it rains at my venue but the station stays dry?',
          answer:
            'The policy pays on the named data source, so local downpours that are not recorded may not trigger a payment. Choose a policy whose station or data source is close to your location.',
        },
        {
          question: 'Can I buy rain insurance the week of the event?',
          answer:
            'Usually not. Each carrier sets a minimum lead time before the event date, and coverage cannot be bought once rain is forecast.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: { type: 'personal', label: 'Rain Insurance', coverageIds: ['home'] },
  related: [
    '/parametric-multiperil',
    '/parametric-power-outage',
    '/umbrella-insurance',
    '/homeowners-insurance',
  ],
};

export default page;
