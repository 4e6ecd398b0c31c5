import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/inland-marine',
  line: 'commercial',
  topic: 'Inland Marine Insurance',
  description:
    'Inland marine insurance for Kansas businesses: tools, equipment, cargo and property in transit or on job sites, beyond the reach of a property policy.',
  hero: {
    eyebrow: 'Property on the Move',
    heading: 'Inland Marine Insurance for Kansas Businesses',
    intro:
      'Your commercial property policy is written around a building. Inland marine coverage follows your tools, equipment and goods wherever they go: across town, on a job site in another county or in the back of a truck on I-70. {agency} helps you build the right floaters for how you work.',
  },
  coverage: {
    heading: 'Common Inland Marine Coverages',
    intro:
      'Despite the name, inland marine has nothing to do with boats. It grew out of ocean cargo insurance and now covers movable and specialized property on land.',
    cards: [
      {
        title: 'Contractors Equipment',
        description:
          'Skid steers, excavators, trailers, generators and other mobile equipment, whether it is at your yard, on a job site or on the road.',
        icon: 'hard-hat',
      },
      {
        title: 'Tools and Small Equipment',
        description:
          'Hand and power tools that travel in work vehicles, protected against theft, fire and accidental damage, often with a per-item limit.',
        icon: 'wrench',
      },
      {
        title: 'Property in Transit',
        description:
          'Goods and materials you ship or carry between locations, and motor truck cargo for carriers hauling other people’s property.',
        icon: 'truck',
      },
      {
        title: 'Installation Floater',
        description:
          'Materials and equipment you are installing, such as HVAC units or cabinets, until the work is finished and accepted by the owner.',
        icon: 'building',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'More Specialized Forms',
      items: [
        {
          title: 'Bailee Coverage',
          description:
            'Customer property in your care, custody or control, such as items at a dry cleaner, repair shop or storage business.',
          icon: 'handshake',
        },
        {
          title: 'Electronic Data Processing',
          description:
            'Computers, servers, laptops and media, including mobile devices used away from the office.',
          icon: 'cog',
        },
        {
          title: 'Valuable Papers and Records',
          description:
            'The cost to research and restore contracts, plans, drawings and files destroyed by a covered loss.',
          icon: 'clipboard-check',
        },
        {
          title: 'Accounts Receivable',
          description:
            'Money you cannot collect because the records of what customers owe were damaged or destroyed.',
          icon: 'briefcase',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Businesses That Often Need It',
      items: [
        'General and specialty contractors, plumbers, electricians and HVAC technicians',
        'Landscapers and lawn care companies with mowers and trailers',
        'Farm and ranch operations with portable equipment and irrigation gear',
        'Photographers, musicians and AV companies carrying gear to events',
        'Retailers and wholesalers shipping goods to customers',
        'Medical and dental practices with expensive portable equipment',
      ],
    },
    {
      kind: 'prose',
      heading: 'Why a Property Policy Is Not Enough',
      paragraphs: [
        'Most commercial property policies protect business personal property at the premises listed on the policy, with only a small extension for property away from those premises. For a contractor whose equipment spends most of the year on job sites, that extension rarely covers a loss.',
        'Inland marine forms are flexible. Equipment can be scheduled item by item with agreed values, or covered on a blanket basis for tools under a set value. Many forms are written on an open-perils basis, so theft, collision, overturn and storm damage can all be covered. {agency} reviews your equipment list and how you use it so scheduled values, deductibles and rented-equipment coverage match your operations.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Inland Marine FAQs',
      items: [
        {
          question: 'Does inland marine cover equipment I rent or borrow?',
          answer:
            'It can. Many contractors equipment forms include or can add coverage for equipment leased or rented from others, which rental agreements often require.',
        },
        {
          question: 'Is my equipment covered while parked overnight on a job site?',
          answer:
            'Generally yes, but some policies set conditions for theft, such as locked storage or security measures. We will point out any such conditions before you buy.',
        },
        {
          question: 'Does commercial auto cover tools in my truck?',
          answer:
            'No. Commercial auto covers the vehicle and your liability for driving it. Tools and equipment inside the vehicle need inland marine or similar coverage.',
        },
      ],
    },
  ],
  carriers: { count: 4 },
  quote: {
    type: 'commercial',
    label: 'Inland Marine Insurance',
    coverageIds: ['commercial-property', 'equipment', 'bop'],
  },
  related: [
    '/builders-risk',
    '/commercial-property',
    '/commercial-auto',
    '/business-owners-policy',
  ],
};

export default page;
