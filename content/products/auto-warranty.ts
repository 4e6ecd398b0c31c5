import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/auto-warranty',
  line: 'personal',
  topic: 'Auto Warranty',
  description:
    'Extended auto warranty plans for Kansas drivers: powertrain, major component, bumper-to-bumper and high-mileage coverage for repair bills. Compare plans.',
  hero: {
    eyebrow: 'Auto Warranty',
    heading: 'Protection from big repair bills after the factory warranty ends',
    intro:
      'A failed transmission or engine can cost more than a year of car payments. An extended auto warranty, more precisely a vehicle service contract, pays for covered mechanical and electrical repairs. {agency} helps you compare plans and read the fine print before you sign.',
  },
  coverage: {
    heading: 'Auto Warranty Plan Types',
    intro:
      'Plans differ mainly in how many parts they cover. Choose the level that fits your vehicle’s age, mileage and how long you plan to keep it.',
    cards: [
      {
        title: 'Powertrain',
        icon: 'cog',
        description:
          'The essentials that make the car go: engine, transmission and drive axles, including their internal lubricated parts. The most affordable level of protection.',
      },
      {
        title: 'Major Component',
        icon: 'layers',
        description:
          'Powertrain plus a listed set of major systems, typically air conditioning, steering, brakes, fuel system and electrical components. Only the parts named in the contract are covered.',
      },
      {
        title: 'Bumper-to-Bumper',
        icon: 'shield-check',
        description:
          'The broadest protection, closest to a new-car factory warranty. It covers nearly every mechanical and electrical part except a short list of exclusions such as wear items.',
      },
      {
        title: 'High-Mileage',
        icon: 'timer',
        description:
          'Plans designed for vehicles with over 100,000 miles, focused on the parts most likely to fail as a car ages, so an older vehicle can still be protected.',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'Vehicle Types We Cover',
      items: [
        {
          title: 'Cars and Sedans',
          icon: 'car',
          description:
            'Commuter cars, compacts and sedans, including vehicles just past their factory warranty and older cars with higher mileage.',
        },
        {
          title: 'Trucks and SUVs',
          icon: 'truck',
          description:
            'Pickups and SUVs that tow, haul and cover long Kansas miles, where drivetrain and four-wheel-drive repairs can be costly.',
        },
        {
          title: 'Vans and Minivans',
          icon: 'users',
          description:
            'Family minivans and passenger vans, with coverage for power doors, climate systems and electronics on broader plans.',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Benefits That Often Come with a Plan',
      items: [
        {
          title: 'Roadside Assistance',
          icon: 'map-pin',
          description:
            'Towing, jump-starts, lockout service and fuel delivery when a breakdown leaves you stranded.',
        },
        {
          title: 'Rental Car Reimbursement',
          icon: 'key-round',
          description:
            'Help paying for a rental while your car is in the shop for a covered repair.',
        },
        {
          title: 'Trip Interruption',
          icon: 'clock',
          description:
            'Reimbursement for meals and lodging if a covered breakdown happens far from home.',
        },
        {
          title: 'Choice of Repair Shop',
          icon: 'wrench',
          description:
            'Many plans let you use any licensed repair facility, and some contracts can be transferred when you sell the car.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Warranty, Service Contract or Insurance?',
      paragraphs: [
        'A factory warranty comes from the manufacturer and is included in the price of a new car. What is sold as an extended auto warranty is usually a vehicle service contract: an agreement to pay for covered repairs for a set time or mileage. It is not auto insurance and does not cover accident damage, theft or hail; those belong to collision and comprehensive coverage.',
        'Every contract lists what is excluded. Wear items such as brake pads, tires and wiper blades, routine maintenance, and problems that existed before the contract began are commonly excluded, and you must keep up with the maintenance the manufacturer recommends. Be wary of unsolicited calls or mailers warning that your warranty is expiring; {agency} will explain any plan in writing before you buy.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Auto Warranty Questions',
      items: [
        {
          question: 'Is an extended warranty worth it?',
          answer:
            'It depends on how long you keep the car, its repair history and how easily you could pay a large repair bill. It is most useful for vehicles with costly, complex systems that you plan to drive well past the factory warranty.',
        },
        {
          question: 'Does a plan cover repairs right away?',
          answer:
            'Many contracts have a waiting period measured in days and miles before claims are accepted, so that existing problems are not covered. We tell you the exact terms of each plan.',
        },
        {
          question: 'Can I get a plan for a car with over 100,000 miles?',
          answer:
            'Yes. High-mileage plans are designed for that, although the parts covered and the price depend on the vehicle’s age and condition.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: { type: 'personal', label: 'Auto Warranty', coverageIds: ['auto-warranty'] },
  related: ['/auto-insurance', '/classic-car-insurance', '/motorcycle-insurance'],
};

export default page;
