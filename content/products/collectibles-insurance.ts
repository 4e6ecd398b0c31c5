import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/collectibles-insurance',
  line: 'personal',
  topic: 'Collectibles Insurance',
  description:
    'Collectibles insurance for coins, cards, art, antiques and memorabilia, with agreed values, breakage and transit coverage. Compare Kansas options today.',
  hero: {
    eyebrow: 'Collectibles',
    heading: 'Coverage that understands what your collection is worth',
    intro:
      'A homeowners or renters policy was not written with a coin collection, a wall of signed jerseys or a cabinet of antique glass in mind. Special limits, depreciation and missing perils can leave a serious collection underinsured. A dedicated collectibles policy or a scheduled endorsement covers each piece for a value you agree on up front.',
  },
  coverage: {
    heading: 'What Collectibles Coverage Offers',
    intro:
      'Terms differ by carrier and by category of collection. These are the protections collectors usually look for.',
    cards: [
      {
        title: 'Agreed or scheduled value',
        description:
          'Items are listed with a value supported by an appraisal, receipt or recent sale, so a total loss is settled on that amount instead of a depreciated figure.',
        icon: 'badge-check',
      },
      {
        title: 'Accidental breakage',
        description:
          'Many collectibles policies cover breakage of fragile items like glass, porcelain and pottery, which homeowners policies often cover only for a few named causes.',
        icon: 'shield-check',
      },
      {
        title: 'Theft and disappearance',
        description:
          'Broad theft coverage, and in many policies loss when an item simply disappears, without the low theft sub-limits that apply to some categories under a home policy.',
        icon: 'lock',
      },
      {
        title: 'In transit and away from home',
        description:
          'Coverage while items are shipped, carried to shows and conventions, or on loan, within the limits and conditions the policy sets.',
        icon: 'map-pin',
      },
    ],
  },
  blocks: [
    {
      kind: 'list',
      heading: 'Collections We Help Insure',
      items: [
        'Coins, currency and stamps',
        'Sports cards, trading cards and game-used or signed memorabilia',
        'Comic books, vintage toys and model trains',
        'Fine art, prints and sculpture',
        'Antique furniture, clocks, glass, pottery and quilts',
        'Wine, spirits and other bottled collections',
      ],
    },
    {
      kind: 'prose',
      heading: 'Why a Homeowners Policy Is Often Not Enough',
      paragraphs: [
        'Standard homeowners and renters policies set special limits for certain kinds of property, such as coins, stamps, silverware and firearms, and some apply only to theft. These limits are often far below what a serious collection is worth. Personal property claims may also be paid at actual cash value, and fragile items may be covered only for a short list of causes.',
        'Scheduling pieces or buying a separate collectibles policy removes much of that guesswork. Because you agree on values ahead of time, keep your records current: markets for cards, coins and memorabilia move, and a policy pays only the values you have scheduled.',
      ],
    },
    {
      kind: 'list',
      heading: 'Documenting Your Collection',
      items: [
        'Photograph each significant item, including markings, signatures and grading labels.',
        'Keep receipts, appraisals and certificates of authenticity stored away from the collection.',
        'Review values with your agent when you buy, sell or when the market moves.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Collectibles Insurance Questions',
      items: [
        {
          question: 'Do I need an appraisal for every item?',
          answer:
            'Not always. Carriers usually want appraisals or proof of value for higher-value pieces and may cover lower-value items on a blanket basis. We tell you what each carrier requires.',
        },
        {
          question: 'Is my collection covered if I buy and sell items?',
          answer:
            'Collections held as a hobby are generally eligible. If you deal in collectibles as a business, you likely need commercial coverage instead, and we can help with that too.',
        },
        {
          question: 'Are newly bought pieces covered right away?',
          answer:
            'Many collectibles policies cover newly acquired items automatically for a limited time, as long as you report them within the period the policy sets.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: { type: 'personal', label: 'Collectibles Insurance', coverageIds: ['home'] },
  related: [
    '/jewelry-insurance',
    '/homeowners-insurance',
    '/renters-insurance',
    '/classic-car-insurance',
  ],
};

export default page;
