import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/excess-liability',
  line: 'commercial',
  topic: 'Excess Liability Insurance',
  description:
    'Excess liability adds limits above a Kansas business’s primary liability policies, often to meet contract terms. Compare with {agency}.',
  hero: {
    eyebrow: 'Commercial Insurance',
    heading: 'Excess Liability Insurance in Kansas',
    intro:
      'Sometimes the limits on your primary policies are not enough, either because a contract demands more or because a serious claim could exceed them. Excess liability insurance adds limits above your existing coverage and follows its terms. {agency} works with carriers that write excess layers for Kansas businesses of many sizes.',
  },
  coverage: {
    heading: 'What Excess Liability Provides',
    intro:
      'An excess policy sits above one or more primary policies and pays after their limits are exhausted.',
    cards: [
      {
        title: 'Additional Limits',
        description:
          'More liability protection over general liability, commercial auto or employers liability policies.',
        icon: 'layers',
      },
      {
        title: 'Follow-Form Coverage',
        description:
          'Usually follows the terms, conditions and exclusions of the underlying policy, so the coverage is predictable.',
        icon: 'clipboard-check',
      },
      {
        title: 'Contract Compliance',
        description:
          'Helps you meet the higher limits that general contractors, landlords and public entities require.',
        icon: 'badge-check',
      },
      {
        title: 'Asset Protection',
        description:
          'Reduces the chance that a large judgment has to be paid from business or personal assets.',
        icon: 'shield-check',
      },
    ],
  },
  blocks: [
    {
      kind: 'table',
      heading: 'Excess Liability vs. Commercial Umbrella',
      intro: 'The two are closely related, and the exact terms depend on the policy wording.',
      columns: ['Feature', 'Excess liability', 'Commercial umbrella'],
      rows: [
        ['Adds limits over primary policies', 'Yes', 'Yes'],
        [
          'Follows the underlying policy terms',
          'Generally yes',
          'Generally yes, with its own terms',
        ],
        [
          'Covers some claims the underlying policy excludes',
          'Generally no',
          'Sometimes, after a self-insured retention',
        ],
        [
          'Can be stacked in layers',
          'Yes, common for high limits',
          'Often the first layer, with excess above it',
        ],
      ],
    },
    {
      kind: 'prose',
      heading: 'Building a Liability Tower',
      paragraphs: [
        'Businesses that need high limits often stack several policies: primary coverage at the bottom, then an umbrella or first excess layer, then more excess layers from other carriers. Each layer pays only after the layers below it are exhausted.',
        'Each excess carrier requires specific minimum limits underneath it, and the primary policies must stay in force. If an underlying policy lapses or its limits drop, you could face a gap. {agency} coordinates renewal dates and limits across the layers so the structure holds together.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Excess Liability FAQs',
      items: [
        {
          question: 'Do I need excess liability if I already have an umbrella?',
          answer:
            'Only if you need more limits than the umbrella provides. Excess layers can be added above an umbrella to reach the total your contracts or risk require.',
        },
        {
          question: 'Can excess liability sit over just one policy?',
          answer:
            'Yes. Some businesses buy excess coverage over a single policy, such as commercial auto, when that is where the large exposure is.',
        },
        {
          question: 'What information does an excess carrier need?',
          answer:
            'Copies or summaries of your primary policies, your loss history, a description of operations, and details on vehicles and payroll where they apply.',
        },
      ],
    },
  ],
  carriers: { count: 2 },
  quote: {
    type: 'commercial',
    label: 'Excess Liability Insurance',
    coverageIds: ['general-liability', 'commercial-auto', 'workers-comp'],
  },
  related: ['/commercial-umbrella', '/general-liability', '/commercial-auto', '/excess-flood'],
};

export default page;
