import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/bond-insurance',
  line: 'commercial',
  topic: 'Surety Bonds',
  description:
    'Surety bonds for Kansas contractors and businesses: bid, performance, payment, license and permit bonds. Meet bond requirements with {agency}.',
  hero: {
    eyebrow: 'Commercial Insurance',
    heading: 'Surety Bonds for Kansas Businesses and Contractors',
    intro:
      'A surety bond is a guarantee that you will do what you promised: finish a project, pay your suppliers or follow the rules of your licence. Government agencies, project owners and courts often require one before you can start work. {agency} helps you find the right bond and guides you through the application.',
  },
  coverage: {
    heading: 'Types of Surety Bonds',
    intro:
      'Bonds fall into a few broad families. The party requiring the bond decides the type and amount.',
    cards: [
      {
        title: 'Bid Bonds',
        description:
          'Guarantee that a contractor who wins a bid will sign the contract and provide the required performance and payment bonds.',
        icon: 'clipboard-check',
      },
      {
        title: 'Performance and Payment Bonds',
        description:
          'Guarantee that the project is completed according to the contract and that subcontractors and suppliers are paid.',
        icon: 'hard-hat',
      },
      {
        title: 'License and Permit Bonds',
        description:
          'Required by some state agencies, cities and counties before issuing certain licences or permits, guaranteeing compliance with the applicable rules.',
        icon: 'badge-check',
      },
      {
        title: 'Court and Fiduciary Bonds',
        description:
          'Required in some court proceedings and for people managing someone else’s assets, such as executors and guardians.',
        icon: 'scale',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'How a Surety Bond Works',
      intro: 'Every bond involves three parties.',
      items: [
        {
          title: 'Principal',
          description:
            'You, the business or person who buys the bond and promises to meet the obligation.',
          icon: 'briefcase',
        },
        {
          title: 'Obligee',
          description:
            'The party that requires the bond and is protected by it, such as a project owner or government agency.',
          icon: 'building',
        },
        {
          title: 'Surety',
          description:
            'The bonding company that guarantees the obligation and pays valid claims up to the bond amount.',
          icon: 'handshake',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'A Bond Is Not the Same as Insurance',
      paragraphs: [
        'Insurance protects you. A surety bond protects the obligee. If the surety pays a valid claim, you are generally required to repay it under the indemnity agreement you sign when the bond is issued. That is why sureties review your credit, experience and, for larger contract bonds, your financial statements.',
        'Public construction projects commonly require bid, performance and payment bonds, and federal construction contracts above a set value require performance and payment bonds by law. Contractors who plan to bid public work should build a relationship with a surety early. {agency} can help you understand your bonding capacity and prepare the information underwriters ask for.',
      ],
    },
    {
      kind: 'list',
      heading: 'What to Have Ready',
      items: [
        'The bond form or requirement from the obligee, including the bond amount',
        'Your business’s legal name, address and ownership',
        'For contract bonds: the project details, contract amount and your work history',
        'For larger bonds: business and personal financial statements',
      ],
    },
    {
      kind: 'faq',
      heading: 'Surety Bond FAQs',
      items: [
        {
          question: 'How is the cost of a bond determined?',
          answer:
            'The surety charges a premium based on the bond type, the bond amount and your credit and financial strength. We will give you a firm figure after the surety reviews your application.',
        },
        {
          question: 'How long does it take to get a bond?',
          answer:
            'Many small license and permit bonds can be issued quickly. Contract bonds for larger projects take longer because the surety reviews financial statements and experience.',
        },
        {
          question: 'Can I get a bond with less-than-perfect credit?',
          answer:
            'Often, yes. Some sureties write bonds for applicants with weaker credit, sometimes with different terms. Tell us about your situation and we will look for options.',
        },
      ],
    },
  ],
  carriers: { count: 1 },
  quote: {
    type: 'commercial',
    label: 'Surety Bonds',
    coverageIds: ['general-liability'],
  },
  related: ['/general-liability', '/builders-risk', '/commercial-auto', '/workers-compensation'],
};

export default page;
