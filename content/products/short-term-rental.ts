import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/short-term-rental',
  line: 'commercial',
  topic: 'Short Term Rental Insurance',
  description:
    'Short-term rental insurance for Kansas Airbnb and Vrbo hosts: property damage, guest liability, lost booking income and guest discrimination claim coverage.',
  hero: {
    eyebrow: 'For Vacation Rental Hosts',
    heading: 'Short Term Rental Insurance in Kansas',
    intro:
      'Hosting guests in a lake cabin, a farmhouse, a Kansas City-area basement suite or a home near campus brings income and new risks. Standard homeowners policies often exclude or limit home-sharing. {agency} helps hosts on vacation-rental platforms find coverage written for a property that changes guests every few days.',
  },
  coverage: {
    heading: 'Coverage Built for Hosts',
    intro:
      'A short-term rental policy protects the property, the host and the income between bookings.',
    cards: [
      {
        title: 'Property Protection',
        description:
          'Covers the home, furnishings and amenities against fire, wind, hail and theft, including damage caused by guests where the policy allows.',
        icon: 'house',
      },
      {
        title: 'Guest Liability',
        description:
          'Pays for injuries to guests and their visitors on your property, such as falls on stairs or decks, and the legal defense that follows.',
        icon: 'shield-check',
      },
      {
        title: 'Loss of Rental Income',
        description:
          'Replaces booking income you lose when a covered loss forces you to cancel reservations during repairs.',
        icon: 'clock',
      },
      {
        title: 'Guest Discrimination Claims',
        description:
          'Some policies defend hosts accused of refusing or cancelling a booking because of a guest’s race, religion, disability or other protected trait.',
        icon: 'scale',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'Platforms Covered',
      intro:
        'Coverage follows the property, not the platform, so you can list in more than one place.',
      items: [
        {
          title: 'Airbnb',
          description:
            'Protection in your own name that does not depend on the platform’s host program and its conditions.',
          icon: 'bed-double',
        },
        {
          title: 'Vrbo',
          description:
            'Whole-home vacation rentals, including cabins and lake houses booked for weekends and holidays.',
          icon: 'house',
        },
        {
          title: 'Booking.com and Others',
          description:
            'Listings on other travel sites, including those that offer limited or no host protection.',
          icon: 'map-pin',
        },
        {
          title: 'Direct Bookings',
          description:
            'Guests who book through your own website, social media or repeat-guest lists, with no platform program at all.',
          icon: 'handshake',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Unique Risks of Short-Term Rentals',
      items: [
        {
          title: 'Constant Guest Turnover',
          description:
            'Guests do not know your home, its stairs, pool or appliances, which raises the chance of injuries and accidental damage.',
          icon: 'users',
        },
        {
          title: 'Parties and Overcrowding',
          description:
            'Unauthorized gatherings can lead to property damage, neighbor complaints and liability claims.',
          icon: 'message-square-off',
        },
        {
          title: 'Theft and Vandalism',
          description:
            'Furnishings, electronics and linens can disappear or be damaged between cleanings.',
          icon: 'lock',
        },
        {
          title: 'Kansas Weather',
          description:
            'Hail, wind and winter storms can damage the property and force cancellations during peak booking periods.',
          icon: 'cloud-hail',
        },
      ],
    },
    {
      kind: 'table',
      heading: 'Short-Term Rental Coverage Compared With Traditional Coverage',
      intro: 'General differences. Every policy’s wording controls what is covered.',
      columns: ['Coverage area', 'Standard homeowners policy', 'Short-term rental policy'],
      rows: [
        [
          'Damage while guests are staying',
          'Often excluded or limited once the home is rented',
          'Written to cover the home during rental periods',
        ],
        [
          'Liability for paying guests',
          'Business activity is commonly excluded',
          'Includes guest injuries on the property',
        ],
        ['Lost booking income', 'Not covered', 'Loss of rental income after a covered loss'],
        [
          'Theft by guests',
          'Frequently excluded for rented portions of the home',
          'Available, depending on the carrier',
        ],
        ['Guest discrimination claims', 'Not covered', 'Available on some policies'],
      ],
    },
    {
      kind: 'cards',
      heading: 'Additional Protection Options',
      items: [
        {
          title: 'Umbrella Liability',
          description:
            'Adds limits above your rental liability for a serious injury claim. Confirm the umbrella carrier accepts rental exposures.',
          icon: 'umbrella',
        },
        {
          title: 'Flood Insurance',
          description:
            'Flood is excluded from rental and homeowners policies and needs its own policy, important for lake and river properties.',
          icon: 'waves',
        },
        {
          title: 'Equipment Breakdown',
          description:
            'Repairs HVAC, water heaters and hot tubs after mechanical failure, so guests are not left without heat or air.',
          icon: 'cog',
        },
        {
          title: 'Pool, Hot Tub and Recreation',
          description:
            'Pools, hot tubs, kayaks and bikes offered to guests raise liability. Tell us about them so coverage is not restricted.',
          icon: 'sailboat',
        },
      ],
    },
    {
      kind: 'faq',
      heading: 'Short Term Rental FAQs',
      items: [
        {
          question: 'Isn’t the platform’s host protection enough?',
          answer:
            'Platform programs can help, but they have their own conditions, exclusions and claim steps controlled by the platform, and they do not cover direct bookings. A policy in your name gives you coverage you control.',
        },
        {
          question: 'I rent out a room in the home I live in. Do I need this?',
          answer:
            'Possibly. Some homeowners carriers offer a home-sharing endorsement for occasional hosting, while frequent hosting usually needs a dedicated policy. Tell your insurer before you host.',
        },
        {
          question: 'Do Kansas cities regulate short-term rentals?',
          answer:
            'Some cities and counties require permits, registration or lodging taxes. Check local rules before you list, because violations can also complicate claims.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: {
    type: 'short-term-rental',
    label: 'Short Term Rental Insurance',
    coverageIds: ['short-term-rental'],
  },
  related: [
    '/landlord-insurance',
    '/homeowners-insurance',
    '/umbrella-insurance',
    '/flood-insurance',
  ],
};

export default page;
