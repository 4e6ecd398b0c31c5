import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/cyber-liability',
  line: 'commercial',
  topic: 'Cyber Liability Insurance',
  description:
    'Cyber liability insurance for Kansas businesses: breach response, ransomware, funds transfer fraud and privacy suits. Quotes from {agency}.',
  hero: {
    eyebrow: 'Commercial Insurance',
    heading: 'Cyber Liability Insurance for Kansas Businesses',
    intro:
      'If your business takes card payments, stores customer records or relies on email and cloud software, you have cyber risk. A breach or ransomware attack can stop operations and bring notification costs and lawsuits. {agency} compares cyber policies that pay for expert help and the financial fallout.',
  },
  coverage: {
    heading: 'What Cyber Liability Covers',
    intro:
      'Cyber policies combine first-party coverage for your own losses with third-party coverage for claims against you.',
    cards: [
      {
        title: 'Breach Response',
        description:
          'Forensic investigators, legal counsel, customer notification, call centers and credit monitoring after personal information is exposed.',
        icon: 'clipboard-check',
      },
      {
        title: 'Cyber Extortion and Ransomware',
        description:
          'Expert negotiation and response when criminals lock your systems or threaten to leak data, subject to the policy’s terms and applicable law.',
        icon: 'lock',
      },
      {
        title: 'Business Interruption and Data Restoration',
        description:
          'Lost income while your systems are down, and the cost of restoring or recreating damaged data and software.',
        icon: 'clock',
      },
      {
        title: 'Privacy and Network Liability',
        description:
          'Defense and damages when customers, partners or regulators say you failed to protect their data, including some regulatory proceedings.',
        icon: 'scale',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'Common Cyber Threats for Small Businesses',
      items: [
        {
          title: 'Phishing and Business Email Compromise',
          description:
            'Fake invoices and spoofed emails trick staff into sending money or passwords. Social engineering or funds transfer fraud coverage can often be added.',
          icon: 'message-square-off',
        },
        {
          title: 'Ransomware',
          description:
            'Malware encrypts your files and demands payment, often stopping billing, scheduling and production.',
          icon: 'lock',
        },
        {
          title: 'Stolen Credentials and Identity Theft',
          description:
            'Weak or reused passwords give attackers access to email, payroll and banking systems.',
          icon: 'fingerprint',
        },
        {
          title: 'Lost or Stolen Devices',
          description:
            'An unencrypted laptop or phone left in a car can expose customer and employee records.',
          icon: 'briefcase',
        },
        {
          title: 'Vendor and Cloud Outages',
          description:
            'An attack on a software provider you rely on can interrupt your business even when your own systems are secure. Some policies cover this dependent business interruption.',
          icon: 'cog',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Kansas Breach Notification and Your Obligations',
      paragraphs: [
        'Kansas law requires businesses that own or license computerized personal information of Kansas residents to notify affected people when a security breach has, or is reasonably likely to, result in misuse of that information. Other states have similar laws that may apply to your out-of-state customers. A cyber policy helps pay for the legal advice and notification work these laws require.',
        'Carriers increasingly ask about security controls such as multi-factor authentication, regular backups kept offline, endpoint protection and employee training. Having these in place can improve your eligibility and terms. {agency} walks you through the application so your answers are accurate.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Cyber Liability FAQs',
      items: [
        {
          question: 'Doesn’t my general liability policy cover a data breach?',
          answer:
            'Generally no. Many general liability and property policies exclude or sharply limit data-related losses. Cyber risks need their own coverage.',
        },
        {
          question: 'We are a small business. Are we really a target?',
          answer:
            'Yes. Many attacks are automated and aimed at any business with weak defenses, and small businesses often have fewer resources to recover on their own.',
        },
        {
          question: 'What should I do first if I suspect an attack?',
          answer:
            'Call your carrier’s breach hotline or your agent right away, before hiring vendors on your own. Most cyber policies provide pre-approved experts, and prompt reporting protects your coverage.',
        },
      ],
    },
  ],
  carriers: { count: 5 },
  quote: {
    type: 'commercial',
    label: 'Cyber Liability Insurance',
    coverageIds: ['cyber-liability', 'bop'],
  },
  related: [
    '/professional-liability',
    '/business-owners-policy',
    '/management-liability',
    '/general-liability',
  ],
};

export default page;
