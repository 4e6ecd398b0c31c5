import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/drone-insurance',
  line: 'commercial',
  topic: 'Drone Insurance',
  description:
    'Drone insurance for Kansas commercial pilots: aircraft damage, aviation liability and payload cover for photography, inspection, survey and farm work.',
  hero: {
    eyebrow: 'Commercial Drone Coverage',
    heading: 'Drone Insurance for Kansas Operators',
    intro:
      'Whether you fly real estate shoots in Johnson County, inspect roofs after a hailstorm or map fields in western Kansas, {agency} helps you insure the aircraft, the gear it carries and the liability that comes with flying over people and property.',
  },
  coverage: {
    heading: 'What Drone Insurance Can Cover',
    intro:
      'Most general liability policies exclude aircraft, and many insurers treat drones as aircraft. A dedicated drone policy fills that gap.',
    cards: [
      {
        title: 'Aviation Liability',
        description:
          'Pays for injury to people and damage to property caused by your drone operations, including legal defense if someone sues you.',
        icon: 'shield-check',
      },
      {
        title: 'Hull (Physical Damage)',
        description:
          'Repairs or replaces the drone itself after a crash, fly-away, fire or theft, on an agreed or actual-cash-value basis depending on the policy.',
        icon: 'wrench',
      },
      {
        title: 'Payload and Ground Equipment',
        description:
          'Covers cameras, thermal sensors, LiDAR units, controllers, tablets and batteries that are often worth more than the airframe.',
        icon: 'layers',
      },
      {
        title: 'Invasion of Privacy',
        description:
          'Some policies add cover for claims that your flight or footage intruded on someone’s privacy, a common worry for aerial photographers.',
        icon: 'lock',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'Who Needs Drone Insurance',
      items: [
        {
          title: 'Photographers and Videographers',
          description:
            'Real estate listings, weddings, events and marketing footage over homes, crowds and busy streets.',
          icon: 'house',
        },
        {
          title: 'Inspectors and Roofers',
          description:
            'Roof, tower, bridge and solar inspections, including post-storm hail and wind damage assessments.',
          icon: 'cloud-hail',
        },
        {
          title: 'Agriculture',
          description:
            'Crop scouting, field mapping and spraying. Dispensing chemicals by drone needs additional FAA authorization and specific coverage.',
          icon: 'tractor',
        },
        {
          title: 'Surveyors and Contractors',
          description:
            'Site surveys, progress photos and volumetric measurements on construction and excavation jobs.',
          icon: 'hard-hat',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'What to Have Ready for a Quote',
      intro: 'Underwriters price drone coverage on the aircraft, the pilot and the work.',
      items: [
        'Make, model and value of each drone, plus payloads and ground equipment',
        'FAA Part 107 remote pilot certificate numbers for everyone who flies',
        'FAA registration numbers for each aircraft',
        'Flight hours and any prior losses or incidents',
        'The kinds of jobs you fly and where, including any night or over-people operations',
        'Liability limits your clients or contracts require',
      ],
    },
    {
      kind: 'prose',
      heading: 'Flying for Hire in Kansas',
      paragraphs: [
        'Commercial drone work is regulated by the FAA. Pilots flying for business generally need a Part 107 remote pilot certificate, and drones that weigh 0.55 pounds (250 grams) or more must be registered. Insurance does not replace those requirements, and a policy may not respond to a flight that breaks them.',
        'Many Kansas clients, from property managers to general contractors and utilities, ask for a certificate of insurance before you fly on their site and may want to be named as an additional insured. {agency} can help you line up limits that satisfy those contracts and issue certificates when you land the job.',
        'Some carriers also offer on-demand hourly or daily policies for occasional flights and annual policies for full-time operators. We will compare both so you pay for the protection your flying schedule actually needs.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Drone Insurance FAQs',
      items: [
        {
          question: 'Does my general liability policy cover my drone?',
          answer:
            'Usually not. Standard general liability forms exclude aircraft, and drones are commonly treated as aircraft. Ask us to review your policy, but most businesses need separate drone liability.',
        },
        {
          question: 'Is drone insurance required by law in Kansas?',
          answer:
            'Federal rules do not require commercial drone pilots to carry liability insurance, but many clients, venues and contracts do. Carrying it also protects your business from paying a claim out of pocket.',
        },
        {
          question: 'Does homeowners insurance cover a hobby drone?',
          answer:
            'Some homeowners policies cover a recreational drone’s physical damage or liability with limits, while others exclude it. Once you fly for money, you need a commercial policy.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: {
    type: 'commercial',
    label: 'Drone Insurance',
    coverageIds: ['general-liability', 'equipment'],
  },
  related: [
    '/general-liability',
    '/inland-marine',
    '/professional-liability',
    '/commercial-umbrella',
  ],
};

export default page;
