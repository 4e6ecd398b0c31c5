import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/business-owners-policy',
  line: 'commercial',
  topic: 'Business Owners Policy (BOP)',
  description:
    'A business owners policy (BOP) bundles liability, property and business income coverage for Kansas small businesses. Quotes from {agency}.',
  hero: {
    eyebrow: 'Commercial Insurance',
    heading: 'Business Owners Policy (BOP) for Kansas Small Businesses',
    intro:
      'A business owners policy packages the coverages most small businesses need into one policy with one renewal date. Retail shops, offices, restaurants and light service contractors across Kansas use a BOP as the foundation of their insurance. {agency} checks your eligibility with several carriers and adds the options your business needs.',
  },
  coverage: {
    heading: 'What a BOP Includes',
    intro: 'Most business owners policies combine three core coverages, with optional additions.',
    cards: [
      {
        title: 'General Liability',
        description:
          'Injuries to customers and damage to others’ property caused by your business, plus personal and advertising injury and legal defense.',
        icon: 'shield-check',
      },
      {
        title: 'Commercial Property',
        description:
          'Your building if you own it, and your equipment, furniture, inventory and supplies.',
        icon: 'building-2',
      },
      {
        title: 'Business Income',
        description:
          'Lost income and ongoing expenses when a covered loss, such as a fire or storm, forces you to close temporarily.',
        icon: 'clock',
      },
      {
        title: 'Optional Endorsements',
        description:
          'Add-ons such as equipment breakdown, employee dishonesty, data breach response, hired and non-owned auto or limited professional liability.',
        icon: 'layers',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'Benefits of a Business Owners Policy',
      items: [
        {
          title: 'Often Lower Cost',
          description:
            'Bundling property and liability typically costs less than buying the same coverages separately.',
          icon: 'badge-check',
        },
        {
          title: 'One Policy, One Renewal',
          description:
            'A single policy, one set of documents and one renewal date make your insurance easier to manage.',
          icon: 'clipboard-check',
        },
        {
          title: 'Fewer Gaps',
          description:
            'Coverages designed to work together reduce the chance that a loss falls between separate policies.',
          icon: 'layers',
        },
        {
          title: 'Room to Grow',
          description:
            'Endorsements let you tailor the policy as you add locations, equipment or services.',
          icon: 'store',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Businesses That Often Qualify',
      intro: 'Eligibility depends on the carrier, your size, revenue and type of operation.',
      items: [
        'Retail stores and boutiques',
        'Restaurants, cafes and bakeries',
        'Offices of accountants, consultants and real estate agents',
        'Salons, barbershops and fitness studios',
        'Light service contractors such as cleaners, painters and handymen',
        'Small apartment buildings and office condominiums',
      ],
    },
    {
      kind: 'prose',
      heading: 'What a BOP Does Not Cover',
      paragraphs: [
        'A BOP does not include workers compensation, commercial auto or full professional liability coverage. Most Kansas employers need workers compensation separately, and vehicles titled to the business need a commercial auto policy. Flood and earthquake are excluded, as they are on standard property policies.',
        'Larger businesses and higher-hazard operations, such as heavy manufacturing or major construction, usually need standalone general liability and commercial property policies instead. {agency} will tell you plainly which route fits your business.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Business Owners Policy FAQs',
      items: [
        {
          question: 'Is a BOP the same as general liability insurance?',
          answer:
            'No. General liability is one part of a BOP. A BOP also includes property and business income coverage.',
        },
        {
          question: 'Can a home-based business get a BOP?',
          answer:
            'Some carriers offer BOPs to home-based businesses, and a homeowners policy usually provides little coverage for business property or liability. Ask us what is available for your operation.',
        },
        {
          question: 'Can I add cyber coverage to my BOP?',
          answer:
            'Many carriers offer a limited data breach or cyber endorsement. Businesses that handle a lot of customer data often benefit from a standalone cyber liability policy with higher limits.',
        },
      ],
    },
  ],
  carriers: { count: 7 },
  quote: {
    type: 'commercial',
    label: 'Business Owners Policy',
    coverageIds: ['bop', 'general-liability', 'commercial-property'],
  },
  related: [
    '/general-liability',
    '/commercial-property',
    '/cyber-liability',
    '/workers-compensation',
  ],
};

export default page;
