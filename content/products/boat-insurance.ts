import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/boat-insurance',
  line: 'personal',
  topic: 'Boat Insurance',
  description:
    'Boat insurance for Kansas lakes: power boats, personal watercraft and sailboats covered on the water, on the trailer and in storage. Compare free quotes today.',
  hero: {
    eyebrow: 'Boat Insurance',
    heading: 'Coverage for every day on the lake',
    intro:
      'From Milford and Perry to Cheney and El Dorado, Kansas lakes fill up every summer. {agency} compares boat and watercraft policies that cover your boat, its trailer and the liability that comes with having guests aboard.',
  },
  coverage: {
    heading: 'What Boat Insurance Covers',
    intro:
      'A homeowners policy offers little or no protection for most boats. A boat policy fills the gap.',
    cards: [
      {
        title: 'Physical Damage',
        icon: 'sailboat',
        description:
          'Pays for damage to the hull, motor and equipment from collisions, sinking, fire, theft, vandalism and storms. Choose agreed value to know in advance what a total loss pays.',
      },
      {
        title: 'Liability',
        icon: 'scale',
        description:
          'Covers injuries to others and damage to other boats, docks or property caused by your boat, plus legal defense. Liability often also responds to fuel spill cleanup costs.',
      },
      {
        title: 'Medical Payments',
        icon: 'heart-handshake',
        description:
          'Pays medical bills for you and your passengers after a boating accident, including injuries from water skiing and tubing when included in the policy.',
      },
      {
        title: 'Uninsured Boater',
        icon: 'shield-check',
        description:
          'Protects you and your passengers if you are injured by another boater who has no insurance, because Kansas does not require boat owners to carry it.',
      },
      {
        title: 'Towing, Trailer and Gear',
        icon: 'wrench',
        description:
          'On-water towing and assistance, coverage for the boat trailer, and personal effects such as fishing equipment, life jackets and electronics.',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'Boats and Watercraft We Cover',
      items: [
        {
          title: 'Power Boats',
          icon: 'sailboat',
          description:
            'Bass and fishing boats, pontoons, ski and wake boats, runabouts and cruisers with inboard, outboard or stern-drive engines.',
        },
        {
          title: 'Personal Watercraft',
          icon: 'waves',
          description:
            'Jet skis and similar watercraft. They are fast and often lent to friends, so liability and permissive-operator terms matter.',
        },
        {
          title: 'Sailboats',
          icon: 'sailboat',
          description:
            'Day sailers through larger cruising sailboats, including masts, sails and rigging, which need coverage suited to how they are damaged.',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Have These Ready for a Quote',
      items: [
        'Year, make, model and length of the boat, and engine type and horsepower',
        'The value of the boat, motor and trailer',
        'Where you keep it: marina slip, dry storage or your driveway',
        'Who operates it and their boating experience or safety course',
      ],
    },
    {
      kind: 'faq',
      heading: 'Boat Insurance Questions',
      items: [
        {
          question: 'Does my homeowners policy cover my boat?',
          answer:
            'Often only in a very limited way, for small boats with low horsepower and with low dollar limits. Most power boats and personal watercraft need a separate policy.',
        },
        {
          question: 'Is boat insurance required in Kansas?',
          answer:
            'Kansas law does not require it, but lenders usually do for financed boats, and many marinas require liability coverage before renting a slip.',
        },
        {
          question: 'What is the difference between agreed value and actual cash value?',
          answer:
            'Agreed value pays the amount set when the policy is written for a total loss. Actual cash value pays the depreciated value at the time of the loss, which usually costs less but pays less.',
        },
      ],
    },
  ],
  carriers: { count: 2 },
  quote: { type: 'boat', label: 'Boat Insurance', coverageIds: ['boat'] },
  related: [
    '/recreational-vehicle-insurance',
    '/umbrella-insurance',
    '/homeowners-insurance',
    '/motorcycle-insurance',
  ],
};

export default page;
