// The auto insurance page. The shape every content/products/<route>.ts follows: the file name is
// the route, `{agency}` stands for the agency's name, and the schema in
// src/shared/content/product-page.ts checks it when the site is built and in the unit tests.
import type { ProductPage } from '#shared/content/product-page';

export default {
  route: '/auto-insurance',
  line: 'personal',
  topic: 'Auto Insurance',
  description:
    'Compare Kansas auto insurance from 50+ A-rated carriers: liability, collision, comprehensive and uninsured motorist coverage, with the state minimums explained.',
  hero: {
    eyebrow: 'Personal Auto',
    heading: 'Auto insurance for Kansas drivers',
    intro:
      'From Overland Park commutes to highway miles on I-70, {agency} compares auto policies from more than 50 A-rated carriers so you get the coverage Kansas law requires, the protection your car deserves and a price that fits.',
  },
  coverage: {
    heading: 'Four Coverages Every Driver Should Know',
    intro:
      'A Kansas auto policy is built from a few parts. Liability, personal injury protection and uninsured/underinsured motorist coverage are required by law; collision and comprehensive protect your own car.',
    cards: [
      {
        title: 'Liability',
        description:
          'Pays for injuries and property damage you cause to others in an at-fault accident, including your legal defense. Kansas requires it on every registered vehicle.',
        icon: 'scale',
      },
      {
        title: 'Collision',
        description:
          'Repairs or replaces your car after it hits another vehicle or an object such as a guardrail or a pole, no matter who is at fault, minus your deductible.',
        icon: 'car',
      },
      {
        title: 'Comprehensive',
        description:
          'Covers damage that is not a collision: hail, windstorms, fire, theft, vandalism, flooding and hitting a deer, all common claims on Kansas roads.',
        icon: 'cloud-hail',
      },
      {
        title: 'Uninsured Motorist',
        description:
          'Required in Kansas, at least $25,000 per person and $50,000 per accident: protects you and your passengers when the driver at fault has no insurance or too little to pay for your injuries, and in many hit-and-run accidents.',
        icon: 'shield-check',
      },
    ],
  },
  blocks: [
    {
      kind: 'facts',
      heading: 'Kansas Minimum Auto Insurance Requirements',
      intro:
        'Kansas is a no-fault state: every policy must include liability coverage, personal injury protection (PIP) and uninsured/underinsured motorist coverage of at least these amounts.',
      items: [
        {
          label: 'Bodily injury per person',
          value: '$25,000',
          note: 'Injuries you cause to one person in an accident.',
        },
        {
          label: 'Bodily injury per accident',
          value: '$50,000',
          note: 'All injuries you cause in one accident.',
        },
        {
          label: 'Property damage per accident',
          value: '$25,000',
          note: 'Damage you cause to other vehicles and property.',
        },
        {
          label: 'Personal injury protection',
          value: '$4,500',
          note: 'Medical expenses per person, whoever is at fault.',
        },
        {
          label: 'Uninsured/underinsured motorist',
          value: '$25,000 / $50,000',
          note: 'Per person and per accident, for your injuries when the at-fault driver has too little insurance or none.',
        },
      ],
      footnote:
        'Minimums are only a floor. A serious accident can cost far more than $25,000, and you are personally responsible for the difference, so most drivers choose higher limits.',
    },
    {
      kind: 'prose',
      heading: 'How Much Auto Insurance Do You Need?',
      paragraphs: [
        'The state minimum keeps you legal, but it rarely keeps you whole. Modern vehicles and hospital stays are expensive, and a single at-fault accident with two injured people can exceed the $50,000 per-accident limit quickly. If you own a home or have savings, higher liability limits protect them from a lawsuit.',
        'If your car is financed or leased, your lender will require collision and comprehensive coverage. If you drive an older car outright, compare its value with the deductible and the premium before deciding. Kansas hailstorms make comprehensive coverage worth a close look for almost every driver.',
        'A {agency} agent reviews your vehicles, drivers and budget, then compares quotes from several carriers side by side. Bundling auto with home or renters insurance often saves 10 to 25 percent, and raising a deductible from $500 to $1,000 can lower the premium by 15 to 30 percent.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Auto Insurance Questions',
      items: [
        {
          question: 'Is auto insurance required in Kansas?',
          answer:
            'Yes. Every registered vehicle in Kansas needs liability coverage of at least $25,000 per person and $50,000 per accident for bodily injury, $25,000 for property damage, $4,500 of personal injury protection, and uninsured/underinsured motorist coverage of at least $25,000 per person and $50,000 per accident.',
        },
        {
          question: 'How soon should I report an accident?',
          answer:
            'Report an accident to your insurer within 24 to 48 hours, even a minor one. Take photos, exchange information with the other driver and keep any police report number.',
        },
        {
          question: 'Does comprehensive coverage pay for hail damage?',
          answer:
            'Yes. Hail, wind, falling trees, fire, theft and collisions with animals such as deer are covered under comprehensive, minus your deductible.',
        },
      ],
    },
  ],
  carriers: { count: 6 },
  quote: { type: 'personal', label: 'Auto', coverageIds: ['auto'] },
  related: [
    '/motorcycle-insurance',
    '/classic-car-insurance',
    '/auto-warranty',
    '/umbrella-insurance',
  ],
} satisfies ProductPage;
