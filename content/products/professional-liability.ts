import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/professional-liability',
  line: 'commercial',
  topic: 'Professional Liability Insurance',
  description:
    'Professional liability (E&O) insurance for Kansas consultants, agencies, contractors and other firms. Compare coverage with {agency}.',
  hero: {
    eyebrow: 'Commercial Insurance',
    heading: 'Professional Liability (E&O) Insurance in Kansas',
    intro:
      'When clients pay for your expertise, they can hold you responsible if your advice, design or service does not deliver. Professional liability insurance, also called errors and omissions (E&O), pays for your defense and covered damages when a client says your work cost them money. {agency} matches your profession with carriers that understand it.',
  },
  coverage: {
    heading: 'What Professional Liability Covers',
    intro:
      'It fills the gap general liability leaves: financial harm caused by your professional services.',
    cards: [
      {
        title: 'Errors and Omissions',
        description:
          'Mistakes, oversights or missed deadlines in the services you provide that cause a client a financial loss.',
        icon: 'clipboard-check',
      },
      {
        title: 'Negligence Claims',
        description:
          'Allegations that you did not meet the standard of care expected in your profession.',
        icon: 'scale',
      },
      {
        title: 'Legal Defense Costs',
        description:
          'Attorney fees, expert witnesses and court costs, even when the claim has no merit. Defense costs are often included within the policy limit.',
        icon: 'shield-check',
      },
      {
        title: 'Settlements and Judgments',
        description: 'Covered damages you are legally obligated to pay, up to your policy limits.',
        icon: 'handshake',
      },
    ],
  },
  blocks: [
    {
      kind: 'list',
      heading: 'Professions We Commonly Insure',
      intro:
        'Any business that gives advice or delivers a professional service should consider E&O coverage.',
      items: [
        'Accountants, bookkeepers and tax preparers',
        'Consultants and business coaches',
        'IT, software and web development firms',
        'Architects, engineers and surveyors',
        'Marketing, advertising and design agencies',
        'Real estate agents, property managers and appraisers',
        'Staffing agencies and home inspectors',
      ],
    },
    {
      kind: 'prose',
      heading: 'Claims-Made Coverage Explained',
      paragraphs: [
        'Most professional liability policies are written on a claims-made basis. The policy in force when the claim is made, and reported, responds, as long as the work happened after the policy’s retroactive date. Keeping continuous coverage with the same retroactive date protects you for past work.',
        'If you retire, sell your practice or switch to a policy with a later retroactive date, an extended reporting period, often called tail coverage, lets you report claims about past work after the policy ends. {agency} explains these options before you make a change.',
        'Some clients and contracts require specific E&O limits. Send us the insurance requirements in your contract and we will confirm your policy meets them.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Professional Liability FAQs',
      items: [
        {
          question: 'What is the difference between professional and general liability?',
          answer:
            'General liability covers bodily injury and property damage, such as a client tripping in your office. Professional liability covers financial harm from your professional work, such as an error in a report or a missed deadline.',
        },
        {
          question: 'Is E&O the same as malpractice insurance?',
          answer:
            'Malpractice is the term usually used for medical and legal professions. Errors and omissions is the common term for other professions. Both are forms of professional liability insurance.',
        },
        {
          question:
            'Does professional liability cover claims from work I did before buying the policy?',
          answer:
            'Only if the work happened after the retroactive date on your policy. Some carriers can offer prior acts coverage if you had continuous coverage elsewhere.',
        },
      ],
    },
  ],
  carriers: { count: 7 },
  quote: {
    type: 'commercial',
    label: 'Professional Liability Insurance',
    coverageIds: ['general-liability', 'bop', 'cyber-liability'],
  },
  related: [
    '/general-liability',
    '/cyber-liability',
    '/management-liability',
    '/business-owners-policy',
  ],
};

export default page;
