import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/classic-car-insurance',
  line: 'personal',
  topic: 'Classic Car Insurance',
  description:
    'Classic car insurance for Kansas collectors: agreed value coverage, limited-use pricing and protection for antiques, muscle cars and restorations.',
  hero: {
    eyebrow: 'Classic Car Insurance',
    heading: 'Insure your classic for what it is really worth',
    intro:
      'A standard auto policy values a car by its depreciated book value, which rarely reflects what a well-kept classic is worth. {agency} compares collector car policies built around agreed value and the limited way classics are driven.',
  },
  coverage: {
    heading: 'What Classic Car Insurance Covers',
    intro:
      'Collector policies work differently from everyday auto insurance in a few important ways.',
    cards: [
      {
        title: 'Agreed Value',
        icon: 'handshake',
        description:
          'You and the carrier agree on the car’s value when the policy starts, often supported by photos or an appraisal. After a covered total loss, that amount is paid with no depreciation.',
      },
      {
        title: 'Liability',
        icon: 'scale',
        description:
          'Your classic must meet Kansas liability requirements like any registered vehicle: $25,000 per person and $50,000 per accident for bodily injury, $25,000 for property damage, $4,500 personal injury protection, and uninsured/underinsured motorist coverage of $25,000 per person and $50,000 per accident.',
      },
      {
        title: 'Spare Parts and Restoration',
        icon: 'wrench',
        description:
          'Covers spare parts you keep for the car and, on many policies, a vehicle under restoration, with the value increasing as work is completed.',
      },
      {
        title: 'Specialty Roadside',
        icon: 'truck',
        description:
          'Flatbed towing and roadside help suited to collector vehicles, so your car is not hauled with a hook or sling.',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'Collector Vehicles We Insure',
      items: [
        {
          title: 'Antiques and Classics',
          icon: 'car',
          description:
            'Original or restored cars and trucks from earlier decades, kept for shows, tours and weekend drives.',
        },
        {
          title: 'Muscle Cars and Hot Rods',
          icon: 'cog',
          description:
            'Performance cars and modified vehicles, with the value of custom work and parts included in the agreed value.',
        },
        {
          title: 'Vintage Trucks and Tractors',
          icon: 'tractor',
          description:
            'Collector pickups and antique farm tractors, a favorite at Kansas parades and county fairs.',
        },
        {
          title: 'Modern Collectibles',
          icon: 'badge-check',
          description:
            'Newer limited-production and exotic cars that are stored carefully and driven sparingly.',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Typical Eligibility Requirements',
      intro: 'Each carrier sets its own rules. These are the most common:',
      items: [
        'The car is a classic, antique, muscle, exotic or collectible vehicle, usually at least 20 to 25 years old, though some modern collectibles qualify',
        'It is driven for pleasure, car shows, club events and parades, not for commuting or errands',
        'You have another vehicle for everyday driving',
        'It is kept in a locked, enclosed garage or storage unit',
        'Drivers have good driving records',
      ],
    },
    {
      kind: 'table',
      heading: 'Classic Car Policy vs Standard Auto Policy',
      columns: ['Feature', 'Classic car policy', 'Standard auto policy'],
      rows: [
        [
          'Total loss payment',
          'Agreed value set in advance',
          'Actual cash value after depreciation',
        ],
        ['Mileage', 'Limited, pleasure use', 'Unlimited daily use'],
        ['Price', 'Often lower, reflecting limited use', 'Based on everyday driving'],
        ['Spare parts', 'Often covered', 'Usually not covered'],
      ],
    },
    {
      kind: 'prose',
      heading: 'Getting the Value Right',
      paragraphs: [
        'The agreed value is the most important number on a classic car policy. Set it too low and a total loss leaves you short; set it well above what the car would sell for and you pay more premium than you need to. Recent sales of comparable cars, a professional appraisal, receipts for restoration work and good photographs all help support the figure.',
        'Kansas weather is the other big risk for collector cars. Hail, tornadoes and garage fires can damage a car that never leaves home, which is why comprehensive coverage matters even when a classic is driven only a few weekends a year. A {agency} agent can walk you through each carrier’s storage and usage rules before you choose.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Classic Car Insurance Questions',
      items: [
        {
          question: 'What counts as a classic car?',
          answer:
            'It varies by carrier. Most insure vehicles about 20 to 25 years or older that are maintained or restored, plus some newer limited-production or collectible cars.',
        },
        {
          question: 'Can I drive my classic to a show in another state?',
          answer:
            'Yes. Classic policies are built for pleasure driving, shows and club tours across the country, within any mileage allowance in your policy.',
        },
        {
          question: 'How often should I update the agreed value?',
          answer:
            'Review it every year and after any restoration work or major market change, so your coverage keeps pace with what the car is worth.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: { type: 'personal', label: 'Classic Car Insurance', coverageIds: ['auto'] },
  related: [
    '/auto-insurance',
    '/collectibles-insurance',
    '/motorcycle-insurance',
    '/auto-warranty',
  ],
};

export default page;
