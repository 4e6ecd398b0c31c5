import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/recreational-vehicle-insurance',
  line: 'personal',
  topic: 'RV Insurance',
  description:
    'RV insurance for Kansas motorhomes, travel trailers and fifth wheels: liability, physical damage, personal belongings and campsite coverage. Get a free quote.',
  hero: {
    eyebrow: 'Recreational Vehicle Insurance',
    heading: 'Coverage built for life on the road',
    intro:
      'Whether you spend summer weekends at a Kansas state park or live in your rig full-time, an RV is both a vehicle and a home. {agency} compares RV policies that protect both sides: the road and the campsite.',
  },
  coverage: {
    heading: 'What RV Insurance Covers',
    intro:
      'An RV policy starts with the coverages of an auto policy and adds protection for the living space.',
    cards: [
      {
        title: 'Liability',
        icon: 'scale',
        description:
          'Motorhomes driven on Kansas roads need at least the state minimums: $25,000 per person and $50,000 per accident for bodily injury, $25,000 for property damage and $4,500 personal injury protection. Higher limits are wise for a heavy vehicle.',
      },
      {
        title: 'Collision and Comprehensive',
        icon: 'cloud-hail',
        description:
          'Pays for damage to your RV from a crash, hail, wind, fire, theft, vandalism or hitting a deer. Ask about total loss replacement for newer units and agreed value for older ones.',
      },
      {
        title: 'Personal Belongings',
        icon: 'bed-double',
        description:
          'Covers the things you keep in the RV, such as bedding, cookware, electronics and outdoor gear, which an auto policy does not cover.',
      },
      {
        title: 'Vacation and Campsite Liability',
        icon: 'map-pin',
        description:
          'Protects you when your RV is parked and used as a residence, for example if a visitor trips over your awning stakes at the campground.',
      },
      {
        title: 'Emergency Expenses and Roadside',
        icon: 'wrench',
        description:
          'Helps pay for lodging and transportation if a covered loss strands you far from home, plus towing and roadside help suited to large vehicles.',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'RV Types We Insure',
      items: [
        {
          title: 'Class A Motorhomes',
          icon: 'truck',
          description:
            'The large, bus-style coaches built on a heavy-duty chassis, often with slide-outs and full living quarters. Their value calls for strong physical damage and liability limits.',
        },
        {
          title: 'Class B Motorhomes',
          icon: 'car',
          description:
            'Camper vans built inside a standard van body. They are easy to drive and park, and many owners use them as a second everyday vehicle.',
        },
        {
          title: 'Class C Motorhomes',
          icon: 'caravan',
          description:
            'Built on a truck or van cutaway chassis with the familiar over-cab sleeping area. A popular middle ground for families.',
        },
        {
          title: 'Travel Trailers',
          icon: 'caravan',
          description:
            'Towed behind a car or pickup with a bumper hitch. Your tow vehicle’s liability generally extends to the trailer while attached, but damage to the trailer itself needs its own coverage.',
        },
        {
          title: 'Fifth Wheels',
          icon: 'truck',
          description:
            'Larger towables that connect to a hitch in a pickup bed. We cover the unit, its contents and its use as a seasonal or full-time home.',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Questions We Ask to Match Your Policy',
      items: [
        'How many months a year you use the RV and where it is stored',
        'Whether you live in it full-time (full-timer coverage works more like a homeowners policy)',
        'Its year, make, model and purchase price, and any upgrades or accessories',
        'Who drives or tows it, and the vehicle that tows it',
      ],
    },
    {
      kind: 'faq',
      heading: 'RV Insurance Questions',
      items: [
        {
          question: 'Does my auto policy cover my travel trailer?',
          answer:
            'Usually only the liability while it is hitched. Damage to the trailer and your belongings inside require RV or trailer coverage.',
        },
        {
          question: 'Can I reduce coverage while my RV is stored for winter?',
          answer:
            'Many carriers offer a storage or lay-up option that keeps comprehensive coverage for hail, fire and theft while it sits, at a lower premium.',
        },
        {
          question: 'Is a full-time RVer covered differently?',
          answer:
            'Yes. Full-timer coverage adds broader personal liability and belongings protection because the RV is your main home. Tell us if that is you.',
        },
      ],
    },
  ],
  carriers: { count: 4 },
  quote: { type: 'rv', label: 'RV Insurance', coverageIds: ['rv'] },
  related: ['/auto-insurance', '/boat-insurance', '/motorcycle-insurance', '/umbrella-insurance'],
};

export default page;
