import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/special-event-coverage',
  line: 'commercial',
  topic: 'Special Event Insurance',
  description:
    'Special event insurance for Kansas weddings, festivals, fundraisers and trade shows: one-time liability, host liquor, cancellation and rented equipment.',
  hero: {
    eyebrow: 'One-Day and Short-Term Events',
    heading: 'Special Event Coverage in Kansas',
    intro:
      'Venues, cities and park districts across Kansas often require proof of insurance before they book your event. {agency} helps individuals, businesses and organizations insure weddings, concerts, fairs, fundraisers, races and trade shows for the dates they need.',
  },
  coverage: {
    heading: 'What Special Event Coverage Includes',
    intro: 'Event policies are built around a date, a location and expected attendance.',
    cards: [
      {
        title: 'Event Liability',
        description:
          'Covers injuries to guests and damage to the venue or others’ property that happen during your event, including legal defense.',
        icon: 'shield-check',
      },
      {
        title: 'Host Liquor Liability',
        description:
          'Protection if alcohol is served or provided and an intoxicated guest injures someone or damages property.',
        icon: 'users',
      },
      {
        title: 'Cancellation and Postponement',
        description:
          'Reimburses non-refundable deposits and costs when a covered reason, such as severe weather, forces you to cancel or reschedule.',
        icon: 'cloud-hail',
      },
      {
        title: 'Rented Equipment and Property',
        description:
          'Covers tents, staging, sound systems and decorations you rent or own against theft and damage during the event.',
        icon: 'layers',
      },
    ],
  },
  blocks: [
    {
      kind: 'list',
      heading: 'Events We Help Insure',
      items: [
        'Weddings, receptions and rehearsal dinners',
        'Community festivals, street fairs and farmers markets',
        'Charity fundraisers, galas and auctions',
        'Concerts, dances and performances',
        'Fun runs, walks and cycling events',
        'Trade shows, conferences and corporate gatherings',
        'Car shows, rodeos and county fair activities',
      ],
    },
    {
      kind: 'cards',
      heading: 'What Venues Commonly Ask For',
      items: [
        {
          title: 'Certificate of Insurance',
          description:
            'Proof of coverage with the event date, location and liability limits, often due weeks before the event.',
          icon: 'clipboard-check',
        },
        {
          title: 'Additional Insured Status',
          description:
            'The venue, city or property owner named on your policy so it is protected for claims arising from your event.',
          icon: 'handshake',
        },
        {
          title: 'Minimum Liability Limits',
          description:
            'A required per-occurrence and aggregate limit set by the venue contract. We match the policy to it.',
          icon: 'scale',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Planning Ahead in Kansas',
      paragraphs: [
        'Outdoor events in Kansas face real weather risk, from spring thunderstorms and hail to summer heat and early winter storms. Cancellation coverage generally has to be bought well before the event and before a named storm or known weather threat develops, so request it early.',
        'If vendors, caterers or entertainers are working your event, ask each for their own certificate of insurance. Their coverage should respond first for their work. If alcohol will be sold rather than simply served, the seller needs the proper Kansas licensing and liquor liability of its own. {agency} can walk through your contract and vendor list with you.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Special Event FAQs',
      items: [
        {
          question: 'Does my homeowners policy cover a party at a rented venue?',
          answer:
            'It may provide some personal liability, but it usually will not meet a venue’s certificate and additional insured requirements, and it may exclude events run for profit. An event policy is the cleaner solution.',
        },
        {
          question: 'How far in advance should I buy event insurance?',
          answer:
            'Liability can often be bought a short time before the event, but cancellation coverage should be bought as early as possible, ideally when you pay your first deposits.',
        },
        {
          question: 'Can one policy cover a multi-day festival?',
          answer:
            'Yes. Policies can be written for one day, several consecutive days or a series of events, such as a recurring market.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: {
    type: 'commercial',
    label: 'Special Event Insurance',
    coverageIds: ['general-liability'],
  },
  related: [
    '/general-liability',
    '/non-profit-liability',
    '/amateur-sports-liability',
    '/commercial-umbrella',
  ],
};

export default page;
