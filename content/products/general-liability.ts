import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/general-liability',
  line: 'commercial',
  topic: 'General Liability Insurance',
  description:
    'General liability for Kansas businesses: customer injuries, property damage, advertising injury and legal defense. Quotes from {agency}.',
  hero: {
    eyebrow: 'Commercial Insurance',
    heading: 'General Liability Insurance for Kansas Businesses',
    intro:
      'A customer slips in your shop, a crew member damages a client’s floor, or a competitor says your ad copied theirs. General liability insurance pays for your defense and covered damages so one claim does not undo years of work. {agency} compares policies from several carriers to fit your trade and your contracts.',
  },
  coverage: {
    heading: 'What General Liability Covers',
    intro:
      'A commercial general liability (CGL) policy responds when someone outside your business says you hurt them or damaged their property.',
    cards: [
      {
        title: 'Bodily Injury',
        description:
          'Medical bills, lost wages and legal costs when a customer, vendor or visitor is injured at your premises or because of your work.',
        icon: 'heart-handshake',
      },
      {
        title: 'Property Damage',
        description:
          'Damage you or your employees cause to someone else’s property, such as a broken window at a job site or water damage in a client’s building.',
        icon: 'building',
      },
      {
        title: 'Personal and Advertising Injury',
        description:
          'Claims of libel, slander, false arrest or using another company’s advertising idea or slogan in your own marketing.',
        icon: 'message-square-off',
      },
      {
        title: 'Legal Defense',
        description:
          'The insurer defends covered suits, including attorney fees and court costs, even when the claim turns out to be groundless.',
        icon: 'scale',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'Who Needs General Liability Insurance?',
      intro:
        'Nearly every business that meets the public, works at other people’s property or sells a product has liability exposure.',
      items: [
        {
          title: 'Contractors and Trades',
          description:
            'General contractors and landlords often require proof of coverage, and sometimes additional insured status, before you start work.',
          icon: 'hard-hat',
        },
        {
          title: 'Retail Stores and Restaurants',
          description:
            'Foot traffic brings slip-and-fall risk, and food or products you sell can lead to claims after they leave your door.',
          icon: 'store',
        },
        {
          title: 'Professional Offices',
          description:
            'Clients visit your office, and many commercial leases require tenants to carry liability coverage naming the landlord.',
          icon: 'briefcase',
        },
        {
          title: 'Manufacturers and Distributors',
          description:
            'Products-completed operations coverage responds when something you made or sold causes injury or damage later.',
          icon: 'factory',
        },
        {
          title: 'Farms and Agribusiness',
          description:
            'Farm stands, agritourism, custom work for neighbors and visitors on your land all create liability exposure.',
          icon: 'tractor',
        },
        {
          title: 'Event and Service Businesses',
          description:
            'Caterers, cleaners, landscapers and event vendors work on sites they do not control, where accidents happen.',
          icon: 'users',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'How General Liability Works',
      paragraphs: [
        'Most general liability policies are written on an occurrence basis: the policy in force when the injury or damage happens responds, even if the claim is filed years later. Limits are usually stated per occurrence and as an annual aggregate, with a separate aggregate for products-completed operations.',
        'General liability does not cover injuries to your own employees (that is workers compensation), vehicles you use for business (commercial auto), damage to your own building or equipment (commercial property), or mistakes in professional advice (professional liability). {agency} helps you build the right combination so there are no gaps between policies.',
        'If a client or general contractor asks for a certificate of insurance, additional insured endorsement or waiver of subrogation, tell us before you sign the contract. We can confirm what the carrier allows and issue certificates quickly.',
      ],
    },
    {
      kind: 'faq',
      heading: 'General Liability FAQs',
      items: [
        {
          question: 'Is general liability insurance required in Kansas?',
          answer:
            'Kansas does not require every business to carry general liability, but leases, client contracts, lenders and some local licences often do. Even when it is optional, it protects your business from the cost of defending a lawsuit.',
        },
        {
          question: 'What is the difference between general liability and a BOP?',
          answer:
            'A business owners policy bundles general liability with commercial property and usually business income coverage. Eligible small businesses often choose a BOP; larger or higher-risk operations may need a standalone policy.',
        },
        {
          question: 'Does general liability cover my employees’ injuries?',
          answer:
            'No. Injuries to your own employees are covered by workers compensation, which most Kansas employers are required to carry.',
        },
        {
          question: 'How quickly can I get a certificate of insurance?',
          answer:
            'Once a policy is bound, {agency} can usually issue a certificate of insurance the same business day, including additional insured wording when your policy allows it.',
        },
      ],
    },
  ],
  carriers: { count: 10 },
  quote: {
    type: 'commercial',
    label: 'General Liability Insurance',
    coverageIds: ['general-liability', 'bop', 'commercial-property'],
  },
  related: [
    '/business-owners-policy',
    '/professional-liability',
    '/commercial-umbrella',
    '/workers-compensation',
  ],
};

export default page;
