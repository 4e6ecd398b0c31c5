import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/vacant-property',
  line: 'commercial',
  topic: 'Vacant Property Insurance',
  description:
    'Insurance for vacant Kansas buildings between tenants, during renovation or for sale: property and liability coverage from {agency}.',
  hero: {
    eyebrow: 'Commercial Insurance',
    heading: 'Vacant Property Insurance in Kansas',
    intro:
      'An empty building faces different risks than an occupied one. Problems go unnoticed longer, and vandals and thieves see an opportunity. Many standard policies limit coverage once a building sits empty. Whether you are between tenants, renovating or selling, {agency} finds vacant property coverage that keeps the building and your liability protected.',
  },
  coverage: {
    heading: 'What Vacant Property Insurance Covers',
    intro:
      'Policies are written for buildings that are empty or mostly unoccupied, often for terms shorter than a year.',
    cards: [
      {
        title: 'Building Coverage',
        description:
          'Damage to the structure from fire, lightning, windstorm, hail and other covered perils.',
        icon: 'building-2',
      },
      {
        title: 'Vandalism and Malicious Mischief',
        description:
          'Often available as an option for vacant buildings, where standard policies may exclude it.',
        icon: 'lock',
      },
      {
        title: 'Premises Liability',
        description:
          'Claims when someone is injured on the property, such as a contractor, inspector or prospective buyer.',
        icon: 'shield-check',
      },
      {
        title: 'Renovation Coverage',
        description:
          'Some carriers cover buildings under renovation, as long as the work and its schedule are disclosed on the application.',
        icon: 'wrench',
      },
    ],
  },
  blocks: [
    {
      kind: 'prose',
      heading: 'Why a Standard Policy May Fall Short',
      paragraphs: [
        'Many commercial property policies include a vacancy condition. Under common forms, once a building has been vacant for more than 60 consecutive days, certain losses, such as vandalism, glass breakage, water damage and theft, may not be covered, and payment for other losses may be reduced. Homeowners and landlord policies have similar limits.',
        'If your building is empty or about to be, let {agency} know. We will review your current policy’s vacancy wording and, when needed, place a vacant property policy or endorsement that fits how long the building will be empty.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Who Needs Vacant Property Insurance',
      items: [
        {
          title: 'Landlords Between Tenants',
          description:
            'Retail, office and industrial space that sits empty while you look for a new tenant.',
          icon: 'key-round',
        },
        {
          title: 'Owners Renovating',
          description: 'Buildings closed for remodeling, repairs or conversion to a new use.',
          icon: 'hard-hat',
        },
        {
          title: 'Sellers and Estates',
          description:
            'Properties listed for sale, inherited buildings and properties held in an estate.',
          icon: 'house',
        },
        {
          title: 'Businesses That Have Moved',
          description: 'A former location you still own after relocating operations.',
          icon: 'store',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Tips for Protecting an Empty Building',
      items: [
        'Inspect the property regularly and keep a record of each visit',
        'Keep heat on or drain water lines before Kansas winters to prevent frozen pipes',
        'Secure doors and windows, and consider alarms, cameras and exterior lighting',
        'Keep grass mowed and remove debris so the building does not look abandoned',
        'Tell your agent when occupancy changes, including when a new tenant moves in',
      ],
    },
    {
      kind: 'faq',
      heading: 'Vacant Property FAQs',
      items: [
        {
          question: 'What is the difference between vacant and unoccupied?',
          answer:
            'Policies define these terms differently. In general, a vacant building is empty of people and the contents needed to operate, while an unoccupied building still has its contents but no one is using it. Check your policy’s definitions or ask us.',
        },
        {
          question: 'How long can a vacant property policy last?',
          answer:
            'Many are available for shorter terms, such as three, six or twelve months, so you can match the coverage to your plans.',
        },
        {
          question: 'Can I insure a vacant building under renovation?',
          answer:
            'Often, yes. Disclose the scope and timing of the work. For major construction, builders risk insurance may be a better fit.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: {
    type: 'commercial',
    label: 'Vacant Property Insurance',
    coverageIds: ['commercial-property', 'general-liability'],
  },
  related: ['/commercial-property', '/vacant-commercial', '/builders-risk', '/landlord-insurance'],
};

export default page;
