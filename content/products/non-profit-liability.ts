import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/non-profit-liability',
  line: 'commercial',
  topic: 'Nonprofit Liability Insurance',
  description:
    'Nonprofit liability insurance for Kansas charities, churches and community groups: general liability, board D&O, abuse and molestation and volunteer cover.',
  hero: {
    eyebrow: 'For Mission-Driven Organizations',
    heading: 'Nonprofit Liability Insurance in Kansas',
    intro:
      'Charities, food pantries, churches, youth programs, arts groups and associations across Kansas serve their communities with tight budgets and volunteer help. {agency} helps nonprofits protect their mission, their board members and their volunteers with coverage built for the way they operate.',
  },
  coverage: {
    heading: 'Core Coverages for Nonprofits',
    intro: 'Most nonprofits start with these coverages and add others as programs grow.',
    cards: [
      {
        title: 'General Liability',
        description:
          'Covers bodily injury and property damage to others at your office, events and program sites, plus legal defense.',
        icon: 'shield-check',
      },
      {
        title: 'Directors and Officers (D&O)',
        description:
          'Protects board members and officers against claims of mismanagement, conflicts of interest or misuse of donated funds.',
        icon: 'briefcase',
      },
      {
        title: 'Abuse and Molestation',
        description:
          'Often excluded from standard liability policies and essential for any organization serving children, seniors or vulnerable adults.',
        icon: 'heart-handshake',
      },
      {
        title: 'Employment Practices',
        description:
          'Defends against claims of discrimination, harassment or wrongful termination from staff, and in some policies from volunteers.',
        icon: 'users',
      },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      heading: 'Additional Protection to Consider',
      items: [
        {
          title: 'Volunteer Accident',
          description:
            'Pays medical expenses for volunteers injured while serving, since volunteers are generally not covered by workers compensation.',
          icon: 'hospital',
        },
        {
          title: 'Property and Contents',
          description:
            'Buildings, furniture, computers and donated goods protected against fire, wind, hail and theft.',
          icon: 'building-2',
        },
        {
          title: 'Hired and Non-Owned Auto',
          description:
            'Liability when staff or volunteers drive their own or rented vehicles on the organization’s business.',
          icon: 'car',
        },
        {
          title: 'Crime and Fidelity',
          description:
            'Covers donations and funds lost to theft by employees or volunteers, including those who handle cash at events.',
          icon: 'lock',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Organizations We Work With',
      items: [
        'Churches and faith-based ministries',
        'Food banks, shelters and social service agencies',
        'Youth mentoring, after-school and camp programs',
        'Museums, theaters and arts councils',
        'Civic clubs, foundations and trade associations',
        'Animal rescues and conservation groups',
      ],
    },
    {
      kind: 'prose',
      heading: 'Why Board Members Ask About D&O',
      paragraphs: [
        'The federal Volunteer Protection Act limits some personal liability for volunteers, but it does not stop lawsuits from being filed, it has exceptions, and it does not protect the organization itself. Defense costs can add up even when a claim fails. D&O coverage gives board members confidence to serve.',
        'Grant makers, landlords and program partners frequently require proof of insurance and specific limits. {agency} can review those requirements, help you prepare certificates and compare carriers that specialize in nonprofits and may offer program-specific forms.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Nonprofit Insurance FAQs',
      items: [
        {
          question: 'Do small, all-volunteer nonprofits need insurance?',
          answer:
            'Yes. An injury at an event or a claim against the board can threaten an organization of any size. Many carriers offer packages sized for small budgets.',
        },
        {
          question: 'Does our general liability cover special events?',
          answer:
            'Often it does for regular activities, but large events, alcohol service or events at rented venues may need extra coverage. Tell us about your calendar when you apply.',
        },
        {
          question: 'Are our volunteers covered by workers compensation?',
          answer:
            'Generally not, because workers compensation is for employees. Volunteer accident insurance is the usual way to cover volunteer injuries.',
        },
      ],
    },
  ],
  carriers: { count: 4 },
  quote: {
    type: 'commercial',
    label: 'Nonprofit Liability Insurance',
    coverageIds: ['general-liability', 'commercial-property', 'bop'],
  },
  related: [
    '/management-liability',
    '/special-event-coverage',
    '/general-liability',
    '/bond-insurance',
  ],
};

export default page;
