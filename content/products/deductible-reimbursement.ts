import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/deductible-reimbursement',
  line: 'personal',
  topic: 'Deductible Reimbursement Insurance',
  description:
    'Deductible reimbursement coverage pays back the deductible on covered home and auto claims, including large Kansas wind and hail deductibles. Compare options.',
  hero: {
    eyebrow: 'Deductible Reimbursement',
    heading: 'Help paying the deductible after a covered claim',
    intro:
      'After a hailstorm, the deductible is often the biggest bill a Kansas homeowner pays. Many policies here carry a wind and hail deductible set as a percentage of the home’s insured value, which can add up to thousands of dollars. Deductible reimbursement coverage pays some or all of that amount back to you when your primary insurer pays a covered claim.',
  },
  coverage: {
    heading: 'What Deductible Reimbursement Covers',
    intro:
      'A separate policy that works with the insurance you already have. Limits, eligible policies and conditions vary by carrier.',
    cards: [
      {
        title: 'Home deductibles',
        description:
          'Reimbursement of the deductible you paid on a covered homeowners claim, including percentage wind and hail deductibles, up to your chosen limit.',
        icon: 'house',
      },
      {
        title: 'Auto deductibles',
        description:
          'Some plans also reimburse collision or comprehensive deductibles, such as hail damage to a car parked outside.',
        icon: 'car',
      },
      {
        title: 'Storm-focused plans',
        description:
          'Some policies cover only deductibles from named weather perils like wind, hail or tornado, which fits Kansas exposures and can cost less.',
        icon: 'cloud-hail',
      },
      {
        title: 'Room for a higher deductible',
        description:
          'Raising your home or auto deductible lowers their premiums. Reimbursement coverage can soften the risk of choosing that higher deductible.',
        icon: 'scale',
      },
    ],
  },
  blocks: [
    {
      kind: 'facts',
      heading: 'Deductibles in Brief',
      items: [
        {
          label: 'Percentage deductible',
          value: '% of dwelling limit',
          note: 'A 1% deductible on a home insured for $300,000 is $3,000; a 2% deductible is $6,000.',
        },
        {
          label: 'Raising a deductible from $500 to $1,000',
          value: '15-30% savings',
          note: 'A typical range on the premium for that coverage; actual savings depend on the carrier.',
        },
        {
          label: 'When it pays',
          value: 'After a covered claim',
          note: 'Your primary insurer must accept and pay the claim first.',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Check These Terms Before You Buy',
      items: [
        'Which policies and perils are eligible, and whether both home and auto are included.',
        'The most it pays per claim and per year.',
        'Any waiting period after purchase before a loss can be reimbursed.',
        'What documents you need: usually the primary insurer’s claim payment statement.',
        'Whether it pays when the damage costs less than your deductible and your insurer pays nothing (usually it does not).',
      ],
    },
    {
      kind: 'faq',
      heading: 'Deductible Reimbursement Questions',
      items: [
        {
          question: 'Is this the same as a lower deductible on my homeowners policy?',
          answer:
            'No. It is a separate policy that pays you back after your homeowners or auto insurer settles a covered claim. Sometimes a higher primary deductible plus reimbursement costs less than a low deductible alone; we compare both.',
        },
        {
          question: 'Can I buy it after a storm is forecast?',
          answer:
            'Policies usually have a waiting period and do not cover losses that happen before coverage begins, so set it up well before storm season.',
        },
        {
          question: 'Does filing a reimbursement claim affect my homeowners policy?',
          answer:
            'The reimbursement claim is made under the separate policy. The original claim still appears on your homeowners or auto record, as it would without reimbursement coverage.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: { type: 'personal', label: 'Deductible Reimbursement', coverageIds: ['home', 'auto'] },
  related: [
    '/homeowners-insurance',
    '/auto-insurance',
    '/parametric-multiperil',
    '/equipment-breakdown',
  ],
};

export default page;
