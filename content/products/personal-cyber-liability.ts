import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/personal-cyber-liability',
  line: 'personal',
  topic: 'Personal Cyber Insurance',
  description:
    'Personal cyber insurance helps Kansas families recover from identity theft, online fraud, ransomware and cyberbullying. Compare options with a local agent.',
  hero: {
    eyebrow: 'Personal Cyber Liability',
    heading: 'Protection for your family’s life online',
    intro:
      'Banking, shopping, school and work now run through the phones and laptops in your home, and so do the scams. Personal cyber coverage helps pay to recover from identity theft, online fraud and attacks on your home devices, and brings in specialists who know what to do next.',
  },
  coverage: {
    heading: 'What Personal Cyber Coverage Can Include',
    intro:
      'Sold as a homeowners or renters endorsement or as a separate policy. Coverage parts and limits differ by carrier, so we compare them side by side.',
    cards: [
      {
        title: 'Identity theft recovery',
        description:
          'Case management and expenses to restore your identity: notarized affidavits, credit freezes, legal help and sometimes lost wages for time spent fixing records.',
        icon: 'fingerprint',
      },
      {
        title: 'Cyber attack and extortion',
        description:
          'Costs to remove malware, restore data and repair or replace home computers and connected devices, and help responding to ransomware demands.',
        icon: 'lock',
      },
      {
        title: 'Online fraud',
        description:
          'Some policies reimburse money lost to phishing, fake invoices or other deception that tricks you into sending funds. Check the limit and conditions.',
        icon: 'shield-check',
      },
      {
        title: 'Cyberbullying and online liability',
        description:
          'Expenses after online harassment of a family member, such as counseling or temporary relocation, and defense if you are sued over something posted or sent online.',
        icon: 'message-square-off',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'Common Threats to Kansas Households',
      items: [
        {
          title: 'Phishing and fake sellers',
          description:
            'E-mails, texts and marketplace listings built to steal passwords or payment details.',
          icon: 'message-square-off',
        },
        {
          title: 'Data breaches',
          description:
            'Your details exposed by a retailer, hospital or employer, then used to open accounts in your name.',
          icon: 'fingerprint',
        },
        {
          title: 'Smart home devices',
          description:
            'Cameras, routers and doorbells left on default passwords can give an attacker a way into your network.',
          icon: 'house',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Habits That Lower Your Risk',
      items: [
        'Turn on multi-factor authentication for e-mail, banking and social accounts.',
        'Use a password manager and a different password for every account.',
        'Keep phones, computers and routers updated.',
        'Freeze your credit with the three bureaus; it is free and you can lift it when needed.',
        'Call your bank on a number you already know before acting on an urgent payment request.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Personal Cyber Questions',
      items: [
        {
          question: 'Does homeowners insurance cover identity theft?',
          answer:
            'Some homeowners policies include a small identity theft expense benefit, but most do not cover cyber extortion, data restoration, online fraud or cyberbullying. Personal cyber coverage is built for those losses.',
        },
        {
          question: 'Will it pay back money I sent to a scammer?',
          answer:
            'Only if the policy includes online fraud coverage, and then up to its limit and conditions. Report the loss to your bank and to the carrier as soon as you notice it.',
        },
        {
          question: 'Are my children covered?',
          answer:
            'Most personal cyber policies cover resident family members, including children living at home. We confirm who counts as insured on each quote.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: {
    type: 'personal-cyber',
    label: 'Personal Cyber Liability',
    coverageIds: ['personal-cyber'],
  },
  related: [
    '/homeowners-insurance',
    '/renters-insurance',
    '/umbrella-insurance',
    '/equipment-breakdown',
  ],
};

export default page;
