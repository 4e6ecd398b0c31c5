import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/motorcycle-insurance',
  line: 'personal',
  topic: 'Motorcycle Insurance',
  description:
    'Motorcycle insurance in Kansas: meet the state minimums and protect your bike, gear and custom parts. Compare cruiser, sport and touring bike quotes today.',
  hero: {
    eyebrow: 'Motorcycle Insurance',
    heading: 'Ride Kansas roads with the right coverage',
    intro:
      'From the Flint Hills to weekend rides around Overland Park, a motorcycle gives you freedom and a lot more exposure than a car. {agency} compares motorcycle policies for cruisers, sport bikes, touring bikes and scooters so you are covered for the rider, the bike and everyone else on the road.',
  },
  coverage: {
    heading: 'What Motorcycle Insurance Covers',
    cards: [
      {
        title: 'Liability',
        icon: 'scale',
        description:
          'Pays for injuries and property damage you cause to others, and your legal defense. Kansas sets minimum limits, but a serious crash can exceed them quickly.',
      },
      {
        title: 'Collision',
        icon: 'motorbike',
        description:
          'Repairs or replaces your bike after a crash with another vehicle or object, or a tip-over, regardless of fault, minus your deductible.',
      },
      {
        title: 'Comprehensive',
        icon: 'cloud-hail',
        description:
          'Covers theft, vandalism, fire, hail and collisions with animals such as deer, a real risk on rural Kansas highways at dusk.',
      },
      {
        title: 'Uninsured and Underinsured Motorist',
        icon: 'shield-check',
        description:
          'Protects you and your passenger when a driver without enough insurance injures you. Riders are far more likely to be hurt in a crash than drivers, which makes this coverage especially valuable.',
      },
      {
        title: 'Custom Parts and Gear',
        icon: 'wrench',
        description:
          'Covers aftermarket parts, paint, chrome and accessories, plus helmets and riding gear, which standard physical damage coverage may limit.',
      },
    ],
  },
  blocks: [
    {
      kind: 'facts',
      heading: 'Kansas Motorcycle Insurance Minimums',
      intro:
        'Kansas applies the same minimum coverage to motorcycles as to cars. These are the least you may carry, not what we recommend.',
      items: [
        {
          label: 'Bodily injury liability',
          value: '$25,000 per person',
          note: '$50,000 per accident',
        },
        { label: 'Property damage liability', value: '$25,000 per accident' },
        { label: 'Personal injury protection (PIP)', value: '$4,500' },
        {
          label: 'Uninsured/underinsured motorist',
          value: '$25,000 per person',
          note: '$50,000 per accident',
        },
      ],
      footnote:
        'Uninsured and underinsured motorist coverage is required too. Ask us about limits above the minimums to protect your savings.',
    },
    {
      kind: 'prose',
      heading: 'Why the Minimums Are Rarely Enough',
      paragraphs: [
        'The Kansas minimums pay others when you cause a crash, but they do nothing to repair your own bike, and $25,000 of property damage coverage can be used up by a single newer pickup or SUV. If a claim exceeds your limits, you are personally responsible for the rest.',
        'Many riders choose higher liability limits, add collision and comprehensive for a bike they could not easily replace, and pair the policy with an umbrella. A {agency} agent can show you the price difference between the minimums and a stronger policy before you decide.',
      ],
    },
    {
      kind: 'list',
      heading: 'Ways Riders Save',
      items: [
        'Completing an approved motorcycle safety course',
        'Bundling your bike with auto or home insurance',
        'Choosing a lay-up option when the bike is stored for winter instead of cancelling',
        'Insuring several bikes on one policy',
        'A clean riding and driving record',
      ],
    },
    {
      kind: 'faq',
      heading: 'Motorcycle Insurance Questions',
      items: [
        {
          question: 'Should I cancel my policy over the winter?',
          answer:
            'We do not recommend it. A gap in coverage can raise your future rates, and a stored bike can still be stolen or damaged by fire or hail. A lay-up option keeps comprehensive at a lower cost.',
        },
        {
          question: 'Is my passenger covered?',
          answer:
            'Liability protects you if a passenger sues, and PIP and medical coverages help with injuries. Passenger coverage varies by carrier, so we confirm it in your quote.',
        },
        {
          question: 'Does my auto policy cover my motorcycle?',
          answer:
            'No. Auto policies exclude motorcycles. You need a separate motorcycle policy, though many carriers discount it when bundled with your car.',
        },
      ],
    },
  ],
  carriers: { count: 1 },
  quote: { type: 'motorcycle', label: 'Motorcycle Insurance', coverageIds: ['motorcycle'] },
  related: [
    '/auto-insurance',
    '/recreational-vehicle-insurance',
    '/umbrella-insurance',
    '/classic-car-insurance',
  ],
};

export default page;
