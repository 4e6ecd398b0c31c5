import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/builders-risk',
  line: 'commercial',
  topic: "Builder's Risk Insurance",
  description:
    "Builder's risk insurance for Kansas construction and renovation: buildings under construction, materials on site and in transit, and optional soft costs.",
  hero: {
    eyebrow: 'Construction Projects',
    heading: "Builder's Risk Insurance for Kansas Projects",
    intro:
      'From a custom home in Olathe to a warehouse in Wichita, a building under construction is exposed to wind, hail, fire and theft long before it is finished. {agency} helps owners and contractors insure the project from groundbreaking until it is complete and occupied.',
  },
  coverage: {
    heading: "What Builder's Risk Covers",
    intro:
      'Coverage is written for the length of the project and usually on a completed-value basis, meaning the limit equals the finished value of the work.',
    cards: [
      {
        title: 'The Structure Under Construction',
        description:
          'The building or addition itself, including foundations, framing and installed systems, as it is being built or renovated.',
        icon: 'building',
      },
      {
        title: 'Materials and Supplies',
        description:
          'Lumber, fixtures, equipment and materials on site waiting to be installed, a frequent target for theft on open job sites.',
        icon: 'layers',
      },
      {
        title: 'Property in Transit and Storage',
        description:
          'Materials on their way to the site or held at a temporary storage location, usually with a sublimit.',
        icon: 'truck',
      },
      {
        title: 'Soft Costs and Delay',
        description:
          'Optional cover for extra interest, permits, fees and lost rental income when a covered loss pushes back the completion date.',
        icon: 'clock',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'Kansas Perils on an Open Job Site',
      items: [
        {
          title: 'Wind and Tornadoes',
          description:
            'Partially framed buildings and unsecured materials are especially vulnerable to high winds during spring storm season.',
          icon: 'tornado',
        },
        {
          title: 'Hail',
          description:
            'New roofing, windows and siding can be damaged before the owner ever moves in.',
          icon: 'cloud-hail',
        },
        {
          title: 'Theft and Vandalism',
          description:
            'Copper wire, appliances and tools left on site after hours are a common source of claims.',
          icon: 'lock',
        },
        {
          title: 'Fire',
          description:
            'Hot work, temporary heating and electrical work raise the chance of fire during construction.',
          icon: 'shield-check',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Who Buys It and When It Ends',
      paragraphs: [
        "The construction contract usually decides whether the owner or the general contractor buys builder's risk, and lenders financing the project often require it. Subcontractors and lenders may need to be named on the policy, so review the contract before you request a quote.",
        'Coverage typically ends when the project is complete, when the building is occupied or put to its intended use, or when the policy term expires, whichever comes first. At that point a homeowners or commercial property policy needs to take over. {agency} can help you plan that handoff so there is no gap.',
        "Builder's risk policies have exclusions. Faulty workmanship or design is commonly excluded, though resulting damage may be covered. Flood and earthquake are often excluded unless added. Tools and contractors equipment are not covered and belong on an inland marine policy.",
      ],
    },
    {
      kind: 'list',
      heading: 'What to Have Ready for a Quote',
      items: [
        'Project address and type: new construction, addition or renovation',
        'Completed value of the project and the value of any existing structure',
        'Construction type and number of stories',
        'Start date and expected completion date',
        'Site security such as fencing, lighting or cameras',
        'Names of the owner, general contractor and lender',
      ],
    },
    {
      kind: 'faq',
      heading: "Builder's Risk FAQs",
      items: [
        {
          question: 'Does builder’s risk cover liability if someone is hurt on site?',
          answer:
            'No. Builder’s risk covers property. Injuries to visitors or others are a general liability matter, and injuries to employees fall under workers compensation.',
        },
        {
          question: 'Can I get builder’s risk for a remodel of my existing building?',
          answer:
            'Yes. Renovation forms are available, and some can cover the existing structure as well as the new work. Your current property carrier may also have rules about renovations.',
        },
        {
          question: 'What if the project runs longer than planned?',
          answer:
            'Policies can usually be extended before they expire. Let us know as soon as the schedule slips so coverage stays in force.',
        },
      ],
    },
  ],
  carriers: { count: 4 },
  quote: {
    type: 'commercial',
    label: "Builder's Risk Insurance",
    coverageIds: ['commercial-property', 'general-liability'],
  },
  related: [
    '/inland-marine',
    '/general-liability',
    '/commercial-property',
    '/workers-compensation',
  ],
};

export default page;
