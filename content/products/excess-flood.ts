import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/excess-flood',
  line: 'commercial',
  topic: 'Excess Flood Insurance',
  description:
    'Excess flood insurance for Kansas property owners: limits above the National Flood Insurance Program caps for buildings, contents and business income.',
  hero: {
    eyebrow: 'Above the NFIP Limits',
    heading: 'Excess Flood Insurance in Kansas',
    intro:
      'A National Flood Insurance Program policy has fixed maximum limits that can fall well short of what it costs to rebuild a larger home or commercial building. Excess flood insurance sits on top of that primary policy. {agency} helps Kansas owners close the gap between their flood policy and their real exposure.',
  },
  coverage: {
    heading: 'What Excess Flood Can Cover',
    intro:
      'Excess policies are written by private carriers and generally follow the terms of the underlying flood policy, then pay above it.',
    cards: [
      {
        title: 'Building Above NFIP Limits',
        description:
          'Additional limits for the structure once the primary flood policy’s building limit is used up.',
        icon: 'building-2',
      },
      {
        title: 'Contents and Inventory',
        description:
          'Extra protection for equipment, furnishings, stock and personal belongings beyond the primary contents limit.',
        icon: 'layers',
      },
      {
        title: 'Business Income',
        description:
          'Some excess and private flood forms can add lost income while a flooded business is closed, which NFIP policies do not cover.',
        icon: 'clock',
      },
      {
        title: 'Additional Living Expenses',
        description:
          'For homeowners, some forms help pay for temporary housing after a flood, another gap in standard NFIP coverage.',
        icon: 'house',
      },
    ],
  },
  blocks: [
    {
      kind: 'facts',
      heading: 'NFIP Maximum Limits',
      intro: 'Excess flood picks up where these federal program limits stop.',
      items: [
        { label: 'Residential building', value: '$250,000' },
        { label: 'Residential contents', value: '$100,000' },
        { label: 'Non-residential building', value: '$500,000' },
        { label: 'Non-residential contents', value: '$500,000' },
      ],
      footnote:
        'NFIP policies generally take effect after a 30-day waiting period. Excess coverage requires a primary flood policy underneath it.',
    },
    {
      kind: 'cards',
      heading: 'Who Should Consider Excess Flood',
      items: [
        {
          title: 'Owners of Larger Homes',
          description:
            'Homes whose rebuilding cost exceeds $250,000, especially near creeks, rivers or low-lying ground.',
          icon: 'house',
        },
        {
          title: 'Commercial Building Owners',
          description:
            'Offices, warehouses, retail centers and apartment buildings whose values exceed $500,000.',
          icon: 'building',
        },
        {
          title: 'Businesses With Valuable Contents',
          description:
            'Manufacturers, distributors and retailers with machinery or inventory worth more than the contents limit.',
          icon: 'factory',
        },
        {
          title: 'Lender-Driven Buyers',
          description:
            'Borrowers whose lenders require flood limits equal to the property’s insurable value.',
          icon: 'handshake',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Flood Risk in Kansas',
      paragraphs: [
        'Kansas floods come from river overflow along the Kansas, Arkansas and Missouri rivers and their tributaries, and from intense thunderstorms that overwhelm creeks and storm drains in urban areas, including the Kansas City suburbs. Flash flooding can reach properties outside mapped high-risk zones.',
        'Standard homeowners and commercial property policies exclude flood damage. That makes a primary flood policy the first step and excess flood the second for higher-value properties. {agency} can review your building and contents values, your flood zone and any lender requirements, then compare excess options from several carriers.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Excess Flood FAQs',
      items: [
        {
          question: 'Do I need an NFIP policy to buy excess flood?',
          answer:
            'Usually yes. Excess policies are designed to sit above a primary flood policy, either from the NFIP or a private carrier. Some private flood policies can instead provide higher limits on their own.',
        },
        {
          question: 'Is there a waiting period for excess flood?',
          answer:
            'Waiting periods vary by carrier. Many private policies have their own waiting period, so do not wait until a storm is in the forecast to apply.',
        },
        {
          question: 'Does excess flood cover basements?',
          answer:
            'Excess policies usually follow the primary policy’s terms, and NFIP coverage in basements is limited. Ask us about each form’s basement wording.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: {
    type: 'commercial',
    label: 'Excess Flood Insurance',
    coverageIds: ['flood', 'commercial-property'],
  },
  related: ['/commercial-flood', '/flood-insurance', '/private-flood', '/commercial-property'],
};

export default page;
