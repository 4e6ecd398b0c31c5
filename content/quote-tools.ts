// The two quote tool pages, rendered by one template:
// src/web/features/quote/components/quote-tool-page.tsx. `{agency}` stands for the agency's name
// from its profile, so another agency edits words here and nothing in the code.
import {
  commercialCoverageIds,
  personalCoverageIds,
  type CoverageOptionId,
  type IconName,
} from '#shared/coverage-options';

export interface InfoCard {
  title: string;
  description: string;
  icon: IconName;
}

export interface CoverageCard extends InfoCard {
  id: CoverageOptionId;
  /** The product page with the details of this line. */
  href: string;
}

export interface QuoteToolPage {
  path: '/personal-insurance' | '/commercial-insurance';
  /** Browser title topic: "<topic> in Kansas | <agency>". */
  topic: string;
  description: string;
  form: {
    type: 'personal' | 'commercial';
    /** The label in the form's heading. */
    insuranceType: string;
    coverageOptionIds: readonly CoverageOptionId[];
  };
  hero: { eyebrow: string; heading: string; text: string; highlights: string[] };
  industries?: { heading: string; intro: string; cards: InfoCard[] };
  coverage: { heading: string; intro: string; cards: CoverageCard[] };
  whyChoose: { heading: string; items: InfoCard[] };
  nextSteps: { heading: string; steps: string[] };
}

const highlights = [
  'Quotes from 50+ A-rated carriers',
  'About 2 minutes to request',
  'No spam, no pressure',
];

export const personalQuoteTool: QuoteToolPage = {
  path: '/personal-insurance',
  topic: 'Personal Insurance Quotes',
  description:
    'Compare auto, home, renters and umbrella insurance from 50+ A-rated carriers. Request a quote in about 2 minutes; a Kansas agent replies within 24 hours.',
  form: {
    type: 'personal',
    insuranceType: 'Personal Insurance',
    coverageOptionIds: personalCoverageIds,
  },
  hero: {
    eyebrow: 'Personal Quote Tool',
    heading: 'Compare personal insurance quotes in Kansas',
    text: 'Tell us once what you want to protect: your car, your home, your apartment, your savings. A licensed {agency} agent shops 50+ A-rated carriers and comes back with the right coverage at the best available rate.',
    highlights,
  },
  coverage: {
    heading: 'Coverage for Kansas households',
    intro:
      'Quote one line or several. Bundling home and auto with one carrier often saves 10 to 25 percent.',
    cards: [
      {
        id: 'auto',
        href: '/auto-insurance',
        icon: 'car',
        title: 'Auto Insurance',
        description:
          'Liability, collision, comprehensive and uninsured motorist coverage. Kansas requires at least $25,000/$50,000 bodily injury, $25,000 property damage, $4,500 personal injury protection and $25,000/$50,000 uninsured/underinsured motorist; we help you choose limits that truly protect you.',
      },
      {
        id: 'home',
        href: '/homeowners-insurance',
        icon: 'house',
        title: 'Homeowners Insurance',
        description:
          'Protects your house, your belongings and your liability against fire, theft and the wind and hail Kansas knows well. We explain wind and hail deductibles and roof terms before you buy.',
      },
      {
        id: 'renters',
        href: '/renters-insurance',
        icon: 'key-round',
        title: 'Renters Insurance',
        description:
          "Your landlord's policy covers the building, not your things. Renters insurance covers your belongings, your liability and a place to stay after a covered loss, often for under $20 a month.",
      },
      {
        id: 'umbrella',
        href: '/umbrella-insurance',
        icon: 'umbrella',
        title: 'Umbrella Insurance',
        description:
          'An extra $1 million or more of liability above your auto and home policies, for the accident or lawsuit that goes past their limits. A $1 million policy typically costs $200 to $400 a year.',
      },
    ],
  },
  whyChoose: {
    heading: 'Why Kansas families choose {agency}',
    items: [
      {
        icon: 'badge-check',
        title: 'Independent, so we compare',
        description:
          'We are not tied to one insurer. Your agent compares 50+ A-rated carriers and shows you the differences in coverage, not just in price.',
      },
      {
        icon: 'cloud-hail',
        title: 'We know Kansas weather',
        description:
          'Kansas averages about 96 tornadoes a year, and hail comes every spring. We set deductibles and roof coverage with that in mind.',
      },
      {
        icon: 'clock',
        title: '24/7 claims support',
        description:
          'Call any hour when something happens. We help you report the claim and stay with you until it is settled.',
      },
      {
        icon: 'message-square-off',
        title: 'No spam, no pressure',
        description:
          'We use your details to prepare your quote, nothing else. You decide if and when to buy.',
      },
    ],
  },
  nextSteps: {
    heading: 'How your quote works',
    steps: [
      'Tell us what you would like to insure. It takes about 2 minutes.',
      'A licensed agent compares rates and coverage from 50+ A-rated carriers.',
      'We contact you within 24 hours with your options and answer every question.',
    ],
  },
};

export const commercialQuoteTool: QuoteToolPage = {
  path: '/commercial-insurance',
  topic: 'Business Insurance Quotes',
  description:
    'Business insurance for Kansas farms, contractors, offices, shops, manufacturers and fleets. Compare 50+ A-rated carriers; an agent replies within 24 hours.',
  form: {
    type: 'commercial',
    insuranceType: 'Commercial Insurance',
    coverageOptionIds: commercialCoverageIds,
  },
  hero: {
    eyebrow: 'Commercial Quote Tool',
    heading: 'Business insurance quotes for Kansas companies',
    text: 'From family farms and contractors to offices and main-street shops, a licensed {agency} agent compares 50+ A-rated carriers to build coverage that fits how your business really works.',
    highlights,
  },
  industries: {
    heading: 'Industries we serve across Kansas',
    intro:
      'Every industry carries different risks. Our agents know the coverage each one needs and the carriers that want to write it.',
    cards: [
      {
        icon: 'tractor',
        title: 'Agriculture & Farming',
        description:
          'Farm and ranch liability, barns and outbuildings, machinery and equipment, livestock and farm vehicles.',
      },
      {
        icon: 'hard-hat',
        title: 'Construction',
        description:
          'General liability, workers compensation, contractors equipment, builders risk and surety bonds, with certificates of insurance when a job asks for them.',
      },
      {
        icon: 'briefcase',
        title: 'Professional Services',
        description:
          'Professional liability (errors and omissions), cyber liability and office coverage for consultants, accountants, agencies and other firms that sell expertise.',
      },
      {
        icon: 'store',
        title: 'Retail & Restaurants',
        description:
          'A business owners policy for the storefront, plus food spoilage, liquor liability and customer injury coverage for shops, cafés and restaurants.',
      },
      {
        icon: 'factory',
        title: 'Manufacturing',
        description:
          'Product liability, equipment breakdown, property and business income coverage, and workers compensation for plants of every size.',
      },
      {
        icon: 'truck',
        title: 'Transportation',
        description:
          'Commercial auto for trucks and fleets, motor truck cargo, physical damage, and hired and non-owned auto coverage.',
      },
    ],
  },
  coverage: {
    heading: 'Core business coverage',
    intro:
      'Most Kansas businesses start with some combination of these six. Your agent helps you decide which you need and which you can skip.',
    cards: [
      {
        id: 'general-liability',
        href: '/general-liability',
        icon: 'shield-check',
        title: 'General Liability',
        description:
          "Covers injuries to customers and damage to other people's property caused by your business, and the legal defense that follows. Many leases and contracts require it.",
      },
      {
        id: 'commercial-property',
        href: '/commercial-property',
        icon: 'building-2',
        title: 'Commercial Property',
        description:
          'Protects your building, equipment, inventory and furniture from fire, theft, wind and hail, and can include the income you lose while you rebuild.',
      },
      {
        id: 'workers-comp',
        href: '/workers-compensation',
        icon: 'hard-hat',
        title: 'Workers Compensation',
        description:
          'Pays medical bills and lost wages when an employee is hurt on the job. Kansas requires most employers to carry it once annual payroll tops $20,000.',
      },
      {
        id: 'commercial-auto',
        href: '/commercial-auto',
        icon: 'truck',
        title: 'Commercial Auto',
        description:
          'Covers the vehicles your business owns or uses, from a single pickup to a fleet. Personal auto policies usually exclude business use.',
      },
      {
        id: 'bop',
        href: '/business-owners-policy',
        icon: 'briefcase',
        title: 'Business Owners Policy (BOP)',
        description:
          'General liability, property and business income in one package, usually for less than buying each separately. A common fit for small offices, shops and restaurants.',
      },
      {
        id: 'cyber-liability',
        href: '/cyber-liability',
        icon: 'lock',
        title: 'Cyber Liability',
        description:
          'Helps pay for data breach response, customer notification, ransomware and the downtime an attack causes. Kansas law requires notifying affected residents after a breach.',
      },
    ],
  },
  whyChoose: {
    heading: 'Why Kansas businesses choose {agency}',
    items: [
      {
        icon: 'scale',
        title: 'Independent market access',
        description:
          'One conversation, 50+ A-rated carriers. We go to the insurers that want your industry, which often means better coverage and pricing.',
      },
      {
        icon: 'handshake',
        title: 'An agent who knows your business',
        description:
          'The same licensed agent from quote to renewal: certificates, audits, new locations and new vehicles.',
      },
      {
        icon: 'clock',
        title: '24/7 claims support',
        description:
          'Claims do not wait for business hours. Call any time; we help you report it and stay involved until it is settled.',
      },
      {
        icon: 'message-square-off',
        title: 'No spam, no pressure',
        description:
          'We quote what you ask for and explain the options plainly. You decide if and when to buy.',
      },
    ],
  },
  nextSteps: {
    heading: 'How your quote works',
    steps: [
      'Tell us about your business and the coverage you are considering. It takes about 2 minutes.',
      'A licensed commercial agent compares 50+ A-rated carriers.',
      'We contact you within 24 hours with options, or with the questions underwriters need answered.',
    ],
  },
};

export const quoteTools = [personalQuoteTool, commercialQuoteTool];

/** The industries a business quote form offers to choose from: the commercial tool's cards. */
export const businessIndustries: readonly string[] = (
  commercialQuoteTool.industries?.cards ?? []
).map((card) => card.title);
