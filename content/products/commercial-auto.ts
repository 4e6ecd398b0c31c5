import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/commercial-auto',
  line: 'commercial',
  topic: 'Commercial Auto Insurance',
  description:
    'Commercial auto insurance for Kansas business vehicles: cars, pickups, vans, box trucks and tractor-trailers. Compare carriers with {agency}.',
  hero: {
    eyebrow: 'Commercial Insurance',
    heading: 'Commercial Auto Insurance in Kansas',
    intro:
      'Personal auto policies often exclude or limit vehicles used for business. Whether you run one service van or a fleet of trucks across Kansas highways, commercial auto insurance protects your vehicles, your drivers and your business when an accident happens. {agency} compares carriers that write the vehicles and radius you actually operate.',
  },
  coverage: {
    heading: 'What Commercial Auto Covers',
    intro:
      'Coverage is built vehicle by vehicle, and can extend to vehicles you rent or that employees drive on your behalf.',
    cards: [
      {
        title: 'Liability',
        description:
          'Bodily injury and property damage you cause to others while driving for business, including legal defense.',
        icon: 'shield-check',
      },
      {
        title: 'Physical Damage',
        description:
          'Collision and comprehensive coverage to repair or replace your vehicles after a crash, hail, theft, fire or hitting a deer.',
        icon: 'car',
      },
      {
        title: 'Personal Injury Protection and Uninsured Motorist',
        description:
          'Kansas requires personal injury protection and uninsured/underinsured motorist coverage on vehicles registered in the state.',
        icon: 'heart-handshake',
      },
      {
        title: 'Hired and Non-Owned Auto',
        description:
          'Liability when employees use their own cars for errands or you rent a vehicle for business, which your personal policy may not cover.',
        icon: 'key-round',
      },
    ],
  },
  blocks: [
    {
      kind: 'facts',
      heading: 'Kansas Minimum Auto Liability Limits',
      intro:
        'Business vehicles registered in Kansas must meet at least the state minimums. Most businesses carry much higher limits.',
      items: [
        { label: 'Bodily injury', value: '$25,000 / $50,000', note: 'Per person / per accident' },
        { label: 'Property damage', value: '$25,000', note: 'Per accident' },
        {
          label: 'Personal injury protection',
          value: '$4,500',
          note: 'Per person, for medical expenses',
        },
      ],
      footnote:
        'Interstate motor carriers and some for-hire operations must also meet federal financial responsibility requirements, which are higher.',
    },
    {
      kind: 'cards',
      heading: 'Vehicle Types We Insure',
      items: [
        {
          title: 'Cars, SUVs and Pickups',
          description:
            'Sales vehicles, company cars and work pickups used by owners and employees.',
          icon: 'car',
        },
        {
          title: 'Vans and Service Vehicles',
          description:
            'Cargo vans and upfitted vehicles for plumbers, electricians, HVAC techs, caterers and delivery services, including permanently attached equipment when scheduled.',
          icon: 'wrench',
        },
        {
          title: 'Box Trucks and Heavy Trucks',
          description:
            'Straight trucks, dump trucks and tractor-trailers for local, regional and long-haul operations.',
          icon: 'truck',
        },
        {
          title: 'Farm and Specialty Vehicles',
          description:
            'Farm trucks, trailers and other specialty units, depending on how and where they are used.',
          icon: 'tractor',
        },
      ],
    },
    {
      kind: 'faq',
      heading: 'Commercial Auto FAQs',
      items: [
        {
          question: 'Do I need commercial auto if I use my personal truck for work?',
          answer:
            'It depends on how you use it. Personal policies often exclude hauling goods for pay, carrying tools and equipment for a trade, or vehicles titled to a business. Tell us how the vehicle is used and we will check for gaps.',
        },
        {
          question: 'Who can drive my business vehicles?',
          answer:
            'Carriers review each listed driver’s record. Let us know about new hires before they drive so they can be added and the policy stays accurate.',
        },
        {
          question: 'Does commercial auto cover tools inside the van?',
          answer:
            'Usually not. Tools and portable equipment are typically covered under an inland marine or contractors equipment policy, not the auto policy.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: {
    type: 'commercial',
    label: 'Commercial Auto Insurance',
    coverageIds: ['commercial-auto', 'general-liability', 'workers-comp'],
  },
  related: [
    '/general-liability',
    '/workers-compensation',
    '/commercial-umbrella',
    '/excess-liability',
  ],
};

export default page;
