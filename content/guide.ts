// The Insurance Guide (/tabs): five tabs of questions and answers. Its figures are fixed facts that
// tests/site/content.test.ts checks. `{agency}` stands for the agency's name from its profile.

export const guideTabIds = ['general', 'auto', 'home', 'claims', 'costs'] as const;
export type GuideTabId = (typeof guideTabIds)[number];

/** The tab shown when the URL names none (or one that does not exist). */
export const defaultGuideTab: GuideTabId = 'general';

export interface GuideQuestion {
  question: string;
  answer: string;
}

export interface GuideTab {
  id: GuideTabId;
  label: string;
  heading: string;
  questions: GuideQuestion[];
}

export const guideTabs: GuideTab[] = [
  {
    id: 'general',
    label: 'General',
    heading: 'General Insurance Questions',
    questions: [
      {
        question: 'What is an independent insurance agency?',
        answer:
          'An independent agency is not tied to one insurance company. {agency} is appointed with many carriers, so we can compare coverage and prices from 50+ A-rated insurers and recommend the policy that fits you instead of the only one we sell.',
      },
      {
        question: 'Does it cost more to buy through an independent agent?',
        answer:
          'No. Carriers pay the agency a commission that is already built into the premium, so you pay the same rate you would pay the carrier directly, and you get an agent who shops the market and helps you at claim time.',
      },
      {
        question: 'How long does it take to get a quote?',
        answer:
          'Requesting a quote online takes about 2 minutes. A licensed agent replies within 24 hours, usually sooner during office hours, with options from several carriers.',
      },
      {
        question: 'Which types of insurance does {agency} offer?',
        answer:
          'Personal lines such as auto, home, renters, umbrella, flood, motorcycle, boat, RV and pet insurance, and commercial lines such as general liability, commercial property, workers compensation, commercial auto, business owners policies, cyber and surety bonds. We do not sell life, disability or health insurance.',
      },
      {
        question: 'Do you serve all of Kansas?',
        answer:
          'Yes. Our office is in Overland Park, and we serve individuals, families and businesses across Kansas by phone, e-mail and online.',
      },
    ],
  },
  {
    id: 'auto',
    label: 'Auto',
    heading: 'Auto Insurance Questions',
    questions: [
      {
        question: 'What auto insurance does Kansas require?',
        answer:
          'Kansas requires liability coverage of at least $25,000 bodily injury per person, $50,000 bodily injury per accident and $25,000 property damage per accident, plus personal injury protection (PIP) of $4,500 for medical expenses. Uninsured and underinsured motorist coverage of at least $25,000 per person and $50,000 per accident is required too.',
      },
      {
        question: 'Is the state minimum enough?',
        answer:
          'Often not. A serious accident can cost far more than $25,000 per person, and you are personally responsible for the rest. Many drivers choose higher liability limits, and an umbrella policy adds another layer on top.',
      },
      {
        question: 'What is the difference between collision and comprehensive?',
        answer:
          'Collision pays to repair your car after a crash with another vehicle or object, whoever is at fault. Comprehensive pays for damage that is not a collision, such as hail, theft, fire, flooding or hitting a deer, which is common on Kansas roads.',
      },
      {
        question: 'How soon should I report an auto accident?',
        answer:
          'Report it to your insurer within 24 to 48 hours. Call the police if anyone is hurt, take photos, and exchange names, phone numbers and insurance details with the other driver.',
      },
    ],
  },
  {
    id: 'home',
    label: 'Home',
    heading: 'Home Insurance Questions',
    questions: [
      {
        question: 'What does homeowners insurance cover?',
        answer:
          'A standard policy covers the dwelling, other structures, personal property, additional living expenses while you cannot live at home after a covered loss, and personal liability if someone is hurt on your property.',
      },
      {
        question: 'How much personal property coverage do I need?',
        answer:
          'Personal property coverage is typically 50 to 70 percent of the dwelling coverage. A home inventory helps you check whether that is enough, and jewelry or collections may need their own coverage.',
      },
      {
        question: 'Does homeowners insurance cover flooding?',
        answer:
          'No. Flood damage is excluded from standard homeowners policies. Flood insurance through the National Flood Insurance Program or a private flood carrier covers it, and NFIP policies usually have a 30-day waiting period, so buy before the storm season.',
      },
      {
        question: 'Are tornado and hail damage covered?',
        answer:
          'Windstorm and hail are covered perils in most Kansas homeowners policies, but many policies carry a separate wind and hail deductible, often a percentage of the dwelling coverage. Check yours before spring storms.',
      },
      {
        question: 'Do renters need insurance?',
        answer:
          'Yes. A landlord’s policy covers the building, not your belongings or your liability. Renters insurance often costs under $20 per month and covers your possessions, liability and extra living costs.',
      },
    ],
  },
  {
    id: 'claims',
    label: 'Claims',
    heading: 'Claims Questions',
    questions: [
      {
        question: 'How do I file a claim?',
        answer:
          'Call our 24/7 claims line or your carrier’s claims number, or file through the client portal. Have your policy number, the date and place of the loss, a description and photos ready.',
      },
      {
        question: 'What happens after I report a claim?',
        answer:
          'The carrier assigns an adjuster, who typically contacts you within 2-3 business days, reviews the damage and your documentation, and then settles the claim under your policy’s terms.',
      },
      {
        question: 'Should I make temporary repairs?',
        answer:
          'Yes. Take reasonable steps to prevent further damage, such as tarping a roof or shutting off water, keep the receipts, and photograph the damage before and after. Wait for the adjuster before permanent repairs.',
      },
      {
        question: 'Will a claim raise my premium?',
        answer:
          'It can, depending on the type of claim, who was at fault and your history. Your agent can help you weigh whether a small loss near your deductible is worth claiming.',
      },
    ],
  },
  {
    id: 'costs',
    label: 'Costs',
    heading: 'Cost and Savings Questions',
    questions: [
      {
        question: 'How can I lower my insurance costs?',
        answer:
          'Bundling home and auto with one carrier typically saves 10-25 percent. Raising your deductible, keeping a clean driving record and asking about safety and security discounts help too.',
      },
      {
        question: 'How much does raising my deductible save?',
        answer:
          'Raising the deductible from $500 to $1,000 can save 15-30 percent on the related coverage. Choose a deductible you could pay from savings after a loss.',
      },
      {
        question: 'What does an umbrella policy cost?',
        answer:
          'A $1 million personal umbrella policy typically costs $200-400 per year, which makes it one of the least expensive ways to add substantial liability protection.',
      },
      {
        question: 'How much is pet insurance?',
        answer:
          'Pet insurance typically runs $30-60 per month for dogs and $15-30 per month for cats, depending on age, breed, location and the deductible you choose.',
      },
      {
        question: 'Why do rates differ so much between carriers?',
        answer:
          'Each carrier weighs risk differently, for example your ZIP code, claims history, vehicle or roof age. That is why comparing several carriers, as {agency} does, often finds a better price for the same coverage.',
      },
    ],
  },
];

export const guideWorkingWith = {
  heading: 'Working with {agency}',
  items: [
    {
      title: 'One agent, many carriers',
      description: 'We compare quotes from 50+ A-rated carriers so you do not have to.',
    },
    {
      title: 'Straight answers',
      description: 'Licensed Kansas agents explain coverage in plain language, with no pressure.',
    },
    {
      title: 'Help at claim time',
      description:
        'Emergency claims support 24/7, and an advocate on your side until the claim is settled.',
    },
    {
      title: 'Annual reviews',
      description:
        'We review your coverage as your life or business changes, and re-shop when it helps.',
    },
  ],
};
