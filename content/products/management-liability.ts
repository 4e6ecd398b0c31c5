import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/management-liability',
  line: 'commercial',
  topic: 'Management Liability Insurance',
  description:
    'Management liability for Kansas companies: directors and officers, employment practices, fiduciary and crime coverage that protects leaders and the business.',
  hero: {
    eyebrow: 'Protection for Leadership',
    heading: 'Management Liability Insurance in Kansas',
    intro:
      'Decisions made by owners, directors and managers can lead to lawsuits from employees, investors, lenders, vendors or regulators. {agency} helps privately held companies and growing businesses across Kansas package the coverages that protect both the company and the personal assets of the people running it.',
  },
  coverage: {
    heading: 'What a Management Liability Package Includes',
    intro:
      'Carriers often combine these coverages in one policy with shared or separate limits. You can choose the parts that fit your business.',
    cards: [
      {
        title: 'Directors and Officers (D&O)',
        description:
          'Defends leaders against claims of mismanagement, breach of duty or misleading statements, and can reimburse the company when it indemnifies them.',
        icon: 'briefcase',
      },
      {
        title: 'Employment Practices Liability (EPLI)',
        description:
          'Responds to claims of wrongful termination, discrimination, harassment, retaliation and failure to promote brought by employees or applicants.',
        icon: 'users',
      },
      {
        title: 'Fiduciary Liability',
        description:
          'Protects those who manage retirement and benefit plans against claims of errors in administering them or imprudent investment choices.',
        icon: 'scale',
      },
      {
        title: 'Commercial Crime',
        description:
          'Covers money and property lost to employee theft, forgery, computer fraud and funds transfer fraud, subject to the policy’s terms.',
        icon: 'fingerprint',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'Who Brings These Claims',
      items: [
        {
          title: 'Employees and Applicants',
          description:
            'The most frequent source of claims for smaller companies, often through state or federal discrimination agencies before any lawsuit.',
          icon: 'users',
        },
        {
          title: 'Investors and Shareholders',
          description:
            'Minority owners or investors who believe decisions about a sale, financing or distributions harmed them.',
          icon: 'handshake',
        },
        {
          title: 'Customers, Vendors and Competitors',
          description:
            'Allegations of unfair competition, interference with contracts or mismanagement that cost another business money.',
          icon: 'store',
        },
        {
          title: 'Regulators',
          description:
            'Government investigations and enforcement actions, where defense costs alone can be significant.',
          icon: 'building-2',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Why Private Companies Need It Too',
      paragraphs: [
        'Many owners assume D&O is only for public companies. In practice, private companies face claims from employees, lenders, co-owners and customers, and a general liability policy does not cover these management decisions. Business owners policies typically exclude employment-related claims as well.',
        'Employment claims are a real exposure for Kansas employers. Workers can file charges under the Kansas Act Against Discrimination with the Kansas Human Rights Commission, or under federal law with the EEOC. Even a claim without merit requires a response and legal counsel, and EPLI can pay for that defense.',
        'Management liability is usually written on a claims-made basis, so the policy in force when the claim is made responds, subject to any retroactive date. Keeping coverage continuous matters. {agency} compares forms from several carriers and explains differences in definitions, exclusions and retentions.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Management Liability FAQs',
      items: [
        {
          question: 'What does claims-made mean?',
          answer:
            'The policy covers claims first made during the policy period for wrongful acts after the retroactive date. If coverage lapses, later claims about past decisions may not be covered.',
        },
        {
          question: 'Do small businesses with a few employees need EPLI?',
          answer:
            'Small employers are often the least prepared for an employment claim because they lack an HR department. EPLI pays defense costs and settlements and some carriers include HR advice hotlines.',
        },
        {
          question: 'Is fiduciary liability the same as an ERISA bond?',
          answer:
            'No. An ERISA fidelity bond protects a benefit plan against theft by people who handle its money. Fiduciary liability protects the fiduciaries themselves against claims of mismanaging the plan.',
        },
      ],
    },
  ],
  carriers: { count: 5 },
  quote: {
    type: 'commercial',
    label: 'Management Liability Insurance',
    coverageIds: ['general-liability', 'cyber-liability'],
  },
  related: [
    '/professional-liability',
    '/non-profit-liability',
    '/cyber-liability',
    '/bond-insurance',
  ],
};

export default page;
