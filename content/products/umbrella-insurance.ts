import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/umbrella-insurance',
  line: 'personal',
  topic: 'Umbrella Insurance',
  description:
    'Personal umbrella insurance for Kansas families: extra liability above your auto and home policies. A $1 million umbrella often costs $200-400 per year.',
  hero: {
    eyebrow: 'Umbrella Insurance',
    heading: 'An extra layer of liability protection',
    intro:
      'A serious accident or lawsuit can exceed the liability limits on your auto and home policies, and then your savings, home equity and future wages are exposed. A personal umbrella from {agency} adds a million dollars or more of protection on top.',
  },
  coverage: {
    heading: 'What a Personal Umbrella Covers',
    intro:
      'An umbrella pays after your auto, home or watercraft liability limits are used up, and it can cover some claims those policies do not.',
    cards: [
      {
        title: 'Excess Auto Liability',
        icon: 'car',
        description:
          'Picks up where your auto liability limit stops when you or a household driver cause a serious crash, covering the rest of the injured parties’ medical bills, lost wages and property damage.',
      },
      {
        title: 'Excess Home Liability',
        icon: 'house',
        description:
          'Extends the liability on your homeowners or renters policy for injuries on your property, such as a fall on icy steps, a dog bite or a pool accident.',
      },
      {
        title: 'Personal Injury',
        icon: 'message-square-off',
        description:
          'Many umbrellas cover claims of libel, slander, defamation, false arrest and invasion of privacy, which underlying policies may exclude or cover only narrowly.',
      },
      {
        title: 'Legal Defense',
        icon: 'scale',
        description:
          'Defense costs for covered claims are generally paid in addition to the policy limit, so a long lawsuit does not eat into the money available for a settlement or judgment.',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'When You Need Umbrella Insurance',
      intro:
        'You do not need to be wealthy to need an umbrella. Judgments can reach future earnings, so anyone with income, savings or a home has something to protect.',
      items: [
        {
          title: 'Auto accident',
          icon: 'car',
          description:
            'A multi-car crash with serious injuries can produce claims far above the Kansas minimum of $25,000 per person and $50,000 per accident, or even above higher limits. Teen drivers in the household raise the stakes.',
        },
        {
          title: 'Home liability',
          icon: 'house',
          description:
            'A guest injured at a party, a trampoline or pool accident, or a dog bite can lead to a lawsuit larger than your homeowners liability limit.',
        },
        {
          title: 'Personal injury',
          icon: 'message-square-off',
          description:
            'A social media post, an online review or a neighborhood dispute can lead to a defamation claim. Many umbrellas cover these personal injury suits.',
        },
      ],
    },
    {
      kind: 'facts',
      heading: 'Umbrella Insurance at a Glance',
      items: [
        {
          label: 'Typical cost',
          value: '$200-400 per year',
          note: 'For a $1 million personal umbrella; your price depends on drivers, homes and vehicles.',
        },
        {
          label: 'Limits',
          value: 'Usually sold in $1 million steps',
          note: 'Higher limits are available for larger assets or exposures.',
        },
        {
          label: 'Underlying coverage',
          value: 'Required',
          note: 'Carriers require minimum liability limits on your auto and home policies first.',
        },
      ],
    },
    {
      kind: 'faq',
      heading: 'Umbrella Insurance Questions',
      items: [
        {
          question: 'How much umbrella coverage should I buy?',
          answer:
            'A common rule is at least enough to cover your net worth plus the future income a judgment could reach. Many Kansas families start with $1 million and add more for rental properties, teen drivers or a pool.',
        },
        {
          question: 'Do I need my auto and home with the same carrier?',
          answer:
            'Not always, but some carriers require it or give a better price when they write the underlying policies. We compare both ways.',
        },
        {
          question: 'Does an umbrella cover my business?',
          answer:
            'No. A personal umbrella excludes business activities and does not cover damage to your own property. Businesses need a commercial umbrella.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: { type: 'personal', label: 'Umbrella Insurance', coverageIds: ['umbrella'] },
  related: ['/auto-insurance', '/homeowners-insurance', '/boat-insurance', '/commercial-umbrella'],
};

export default page;
