import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/renters-insurance',
  line: 'personal',
  topic: 'Renters Insurance',
  description:
    'Renters insurance for Kansas apartments and rental homes: your belongings, liability and living costs covered, often for under $20 a month. Get a free quote.',
  hero: {
    eyebrow: 'Renters Insurance',
    heading: 'Affordable protection for everything you own',
    intro:
      'Your landlord’s policy covers the building, not your things and not your liability. {agency} helps Kansas renters in apartments, duplexes and rental houses find a renters policy that fits the budget and covers what matters.',
  },
  coverage: {
    heading: 'What Renters Insurance Covers',
    intro: 'A renters policy (often called an HO-4) combines four protections in one low premium.',
    cards: [
      {
        title: 'Personal Property',
        icon: 'bed-double',
        description:
          'Pays to repair or replace your furniture, clothes, electronics and other belongings after fire, smoke, windstorm, hail, theft, vandalism or a burst pipe. Choose replacement cost coverage to be paid what new items cost, not their depreciated value.',
      },
      {
        title: 'Liability',
        icon: 'scale',
        description:
          'Covers your legal responsibility if a guest is injured in your home or you accidentally damage someone else’s property, such as a kitchen fire or overflowing tub that spreads to the unit next door, plus your legal defense.',
      },
      {
        title: 'Additional Living Expenses',
        icon: 'key-round',
        description:
          'If a covered loss makes your rental unlivable, this pays the added cost of a hotel or short-term rental, extra meal costs and similar expenses while the unit is repaired.',
      },
      {
        title: 'Medical Payments',
        icon: 'heart-handshake',
        description:
          'Pays modest medical bills for guests hurt at your home, regardless of who was at fault, which can resolve a minor injury quickly before it becomes a liability claim. It does not cover you or your household.',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'Why Renters Need Insurance',
      intro:
        'Many renters assume they have little worth insuring until they add up what it would cost to replace everything at once.',
      items: [
        {
          title: 'Often under $20 per month',
          icon: 'badge-check',
          description:
            'Renters insurance is often under $20 per month, and adding it to an auto policy can bring a multi-policy discount that offsets part of the cost.',
        },
        {
          title: 'Worldwide coverage',
          icon: 'map-pin',
          description:
            'Your belongings are generally covered away from home too: a laptop stolen from your car, luggage taken while traveling or items in a storage unit, subject to the policy’s limits.',
        },
        {
          title: 'Identity theft protection',
          icon: 'fingerprint',
          description:
            'Many carriers offer identity theft coverage with a renters policy, helping pay the costs of restoring your credit and records, and often providing case-management help.',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'What to Have Ready for a Quote',
      items: [
        'Your rental address and the type of building',
        'A rough estimate of what your belongings would cost to replace',
        'Any high-value items such as jewelry, cameras or musical instruments',
        'Whether your lease requires a minimum liability limit',
        'Your current auto policy, if you want to bundle',
      ],
    },
    {
      kind: 'faq',
      heading: 'Renters Insurance Questions',
      items: [
        {
          question: 'Does my landlord’s insurance cover my belongings?',
          answer:
            'No. The landlord’s policy protects the building and the landlord’s liability. Your furniture, clothes and electronics, and your own liability, need a renters policy.',
        },
        {
          question: 'Can my landlord require renters insurance?',
          answer:
            'Yes, many Kansas leases require it and set a minimum liability limit. We can add your landlord as an interested party so they are notified of your coverage.',
        },
        {
          question: 'Are my roommate’s things covered?',
          answer:
            'Usually not, unless they are named on your policy. Roommates who are not related are generally best served by separate policies.',
        },
        {
          question: 'Does renters insurance cover flooding?',
          answer:
            'No. Like homeowners policies, renters policies exclude flood from rising water. Contents-only flood coverage is available separately.',
        },
      ],
    },
  ],
  carriers: { count: 1 },
  quote: { type: 'personal', label: 'Renters Insurance', coverageIds: ['renters'] },
  related: [
    '/auto-insurance',
    '/umbrella-insurance',
    '/flood-insurance',
    '/personal-cyber-liability',
  ],
};

export default page;
