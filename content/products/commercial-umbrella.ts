import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/commercial-umbrella',
  line: 'commercial',
  topic: 'Commercial Umbrella Insurance',
  description:
    'Commercial umbrella insurance adds limits over your general liability, commercial auto and employers liability policies. Ask {agency}.',
  hero: {
    eyebrow: 'Commercial Insurance',
    heading: 'Commercial Umbrella Insurance in Kansas',
    intro:
      'A serious trucking accident or a severe injury at your premises can produce a claim larger than your primary policy limits. A commercial umbrella adds another layer of liability protection over your existing policies, so your business assets are not the next thing at risk. {agency} helps you choose a limit that matches your contracts and exposures.',
  },
  coverage: {
    heading: 'How a Commercial Umbrella Protects You',
    intro:
      'The umbrella sits over your primary liability policies and pays once their limits are used up.',
    cards: [
      {
        title: 'Higher Liability Limits',
        description:
          'Additional limits, often available in $1 million increments, over your general liability, commercial auto and employers liability coverage.',
        icon: 'umbrella',
      },
      {
        title: 'Protection Across Policies',
        description:
          'One umbrella can extend over several underlying policies, so a large claim under any of them is covered.',
        icon: 'layers',
      },
      {
        title: 'Broader Coverage in Some Cases',
        description:
          'Some umbrellas cover certain claims the underlying policies do not, subject to a self-insured retention.',
        icon: 'shield-check',
      },
      {
        title: 'Defense Costs',
        description:
          'Legal defense for covered claims once the umbrella applies, often in addition to the limit.',
        icon: 'scale',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'When Businesses Need an Umbrella',
      items: [
        {
          title: 'Contract Requirements',
          description:
            'General contractors, property owners and public entities often require higher limits than a primary policy provides.',
          icon: 'clipboard-check',
        },
        {
          title: 'Vehicles on the Road',
          description:
            'Trucks and fleets can cause accidents with multiple injured people, quickly exceeding auto liability limits.',
          icon: 'truck',
        },
        {
          title: 'Public-Facing Businesses',
          description:
            'Restaurants, retailers, venues and apartment owners see a lot of foot traffic and potential injury claims.',
          icon: 'users',
        },
        {
          title: 'Growing Assets',
          description:
            'As your business builds equipment, property and savings, there is more to lose in a large judgment.',
          icon: 'building-2',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Umbrella or Excess Liability?',
      paragraphs: [
        'The terms are often used interchangeably, but there is a difference. An excess liability policy generally follows the terms of the underlying policy and only adds limits. A true umbrella can also provide coverage for some claims the underlying policies do not cover, after you pay a self-insured retention.',
        'Either way, the carrier will require minimum limits on your underlying policies, and those policies must stay in force. {agency} reviews your underlying coverages so the layers fit together without gaps.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Commercial Umbrella FAQs',
      items: [
        {
          question: 'Does a commercial umbrella cover property damage to my own building?',
          answer:
            'No. Umbrella coverage is liability insurance. It pays for injury and damage you cause to others, not losses to your own property.',
        },
        {
          question: 'Will a commercial umbrella extend over my workers compensation?',
          answer:
            'It typically extends over the employers liability part of a workers compensation policy, not the statutory benefits owed to injured workers.',
        },
        {
          question: 'How much umbrella coverage do I need?',
          answer:
            'It depends on your contracts, vehicles, revenue and exposures. Start with what your contracts require, then consider what a large claim in your industry could cost. We can help you compare options.',
        },
      ],
    },
  ],
  carriers: { count: 4 },
  quote: {
    type: 'commercial',
    label: 'Commercial Umbrella Insurance',
    coverageIds: ['general-liability', 'commercial-auto', 'workers-comp'],
  },
  related: ['/excess-liability', '/general-liability', '/commercial-auto', '/workers-compensation'],
};

export default page;
