import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/landlord-insurance',
  line: 'commercial',
  topic: 'Landlord Insurance',
  description:
    'Landlord insurance for Kansas rental property owners: dwelling coverage, lost rental income and liability for single-family rentals, duplexes and apartments.',
  hero: {
    eyebrow: 'For Rental Property Owners',
    heading: 'Landlord Insurance in Kansas',
    intro:
      'A homeowners policy is written for the home you live in. Once you rent a house, duplex or apartment building to tenants, you need coverage written for a landlord. {agency} helps Kansas investors, from first-time landlords to owners of several buildings, insure their rentals and the income they produce.',
  },
  coverage: {
    heading: 'What Landlord Insurance Covers',
    intro: 'Coverage is built around the building, the rent it earns and your liability as owner.',
    cards: [
      {
        title: 'Dwelling and Structures',
        description:
          'Repairs or rebuilds the rental home and detached structures such as garages and fences after fire, wind, hail and other covered perils.',
        icon: 'house',
      },
      {
        title: 'Loss of Rental Income',
        description:
          'Replaces rent you lose while a covered loss leaves the unit unfit to live in, often called fair rental value.',
        icon: 'key-round',
      },
      {
        title: 'Landlord Liability',
        description:
          'Covers injury claims from tenants or visitors tied to the property, such as a fall on a broken step, plus legal defense.',
        icon: 'shield-check',
      },
      {
        title: 'Landlord’s Personal Property',
        description:
          'Appliances, lawn equipment and furnishings you provide for tenants’ use at the property.',
        icon: 'layers',
      },
    ],
  },
  blocks: [
    {
      kind: 'table',
      heading: 'Common Dwelling Policy Forms',
      intro:
        'One-to-four unit rentals are often insured on a dwelling policy. The form sets how broad the coverage is.',
      columns: ['Form', 'Covered perils', 'Typical settlement'],
      rows: [
        [
          'DP-1 (basic)',
          'A short list of named perils such as fire and lightning',
          'Actual cash value',
        ],
        [
          'DP-2 (broad)',
          'A longer list of named perils, including some water and weight-of-snow losses',
          'Often replacement cost on the building',
        ],
        [
          'DP-3 (special)',
          'Open perils on the building, except what the policy excludes',
          'Replacement cost on the building',
        ],
      ],
    },
    {
      kind: 'cards',
      heading: 'Options Worth Adding',
      items: [
        {
          title: 'Vandalism by Tenants',
          description:
            'Some policies limit or exclude damage caused by tenants. Endorsements can broaden that protection.',
          icon: 'wrench',
        },
        {
          title: 'Umbrella Liability',
          description:
            'Extra liability limits across all of your rentals for a serious injury claim.',
          icon: 'umbrella',
        },
        {
          title: 'Equipment Breakdown',
          description:
            'Repairs furnaces, water heaters and central air units after mechanical or electrical failure.',
          icon: 'cog',
        },
        {
          title: 'Flood',
          description:
            'Flood is excluded from landlord policies and needs its own policy, even outside high-risk zones.',
          icon: 'waves',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Landlords and Tenants Share the Risk',
      paragraphs: [
        'Your landlord policy does not cover your tenants’ belongings or their personal liability. Many Kansas landlords require tenants to carry renters insurance in the lease, which protects the tenant and can reduce claims against you. Rental relationships in Kansas are governed by the Kansas Residential Landlord and Tenant Act, so review your lease terms with your attorney.',
        'Larger apartment buildings and mixed-use properties are usually insured on commercial property and general liability policies rather than dwelling forms. {agency} can help you decide which approach fits each property and whether to combine several rentals on one policy.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Landlord Insurance FAQs',
      items: [
        {
          question: 'Can I keep my homeowners policy if I rent out my house?',
          answer:
            'Usually not. Homeowners policies are written for owner-occupied homes, and a claim on a rented home could be denied. Tell your insurer before you rent and switch to a landlord policy.',
        },
        {
          question: 'Does landlord insurance cover a tenant who stops paying rent?',
          answer:
            'Generally no. Loss of rents coverage applies after a covered property loss, not to unpaid rent or evictions. Some carriers sell separate rent guarantee products.',
        },
        {
          question: 'What about short-term rentals like Airbnb?',
          answer:
            'Standard landlord policies are written for longer-term tenants. Short-term rentals need coverage designed for them.',
        },
      ],
    },
  ],
  carriers: { count: 4 },
  quote: {
    type: 'commercial',
    label: 'Landlord Insurance',
    coverageIds: ['commercial-property', 'general-liability', 'umbrella', 'flood'],
  },
  related: [
    '/short-term-rental',
    '/dwelling-fire-insurance',
    '/vacant-property',
    '/commercial-umbrella',
  ],
};

export default page;
