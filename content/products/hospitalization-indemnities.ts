import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/hospitalization-indemnities',
  line: 'personal',
  topic: 'Hospital Indemnity Insurance',
  description:
    'Hospital indemnity insurance pays a fixed cash benefit when you are admitted to the hospital. Compare supplemental plans with a licensed Kansas agent.',
  hero: {
    eyebrow: 'Hospital Indemnity',
    heading: 'Fixed cash benefits when a hospital stay hits your budget',
    intro:
      'A hospital stay brings costs your health plan was never meant to cover: deductibles and coinsurance, time off work, childcare, travel and parking. Hospital indemnity is a supplemental policy that pays you a set amount when you are admitted, so you decide where the money goes. It works alongside your health coverage and never in place of it.',
  },
  coverage: {
    heading: 'What a Hospital Indemnity Plan Pays',
    intro:
      'Benefits are fixed amounts written into the policy, paid whatever the hospital bills. Plans differ by carrier, so we compare the schedule of benefits line by line.',
    cards: [
      {
        title: 'Hospital admission',
        description:
          'A lump-sum benefit when you are admitted as an inpatient for a covered sickness or injury, usually paid once per confinement up to the number of admissions the policy allows each year.',
        icon: 'hospital',
      },
      {
        title: 'Daily confinement',
        description:
          'A set amount for each day you stay admitted, up to the maximum number of days stated in the policy. The benefit is the same whether the room cost more or less.',
        icon: 'bed-double',
      },
      {
        title: 'Intensive care',
        description:
          'Many plans pay an added or higher daily benefit for days spent in an intensive care unit, where both the bills and the disruption tend to be largest.',
        icon: 'activity',
      },
      {
        title: 'Optional riders',
        description:
          'Depending on the carrier, riders may add benefits for observation stays, outpatient surgery, emergency room visits or ambulance transport. Each rider adds to the premium.',
        icon: 'layers',
      },
    ],
  },
  blocks: [
    {
      kind: 'prose',
      heading: 'Supplemental Coverage, Not Health Insurance',
      paragraphs: [
        '{agency} does not sell health insurance, and hospital indemnity is not a substitute for it. It does not pay doctors or hospitals, it is not major medical coverage, and it does not count as qualifying health coverage under the Affordable Care Act. It is a fixed-benefit policy designed to sit next to the health plan you already have, whether that comes from an employer, the Marketplace or Medicare.',
        'Because the benefit is a fixed amount, it is paid to you (unless you assign it to someone else) and it does not depend on what your health plan paid. You can use it for your deductible, a mortgage or rent payment, groceries, or a family member’s trip to be at your bedside.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Who Tends to Look at Hospital Indemnity',
      items: [
        {
          title: 'High-deductible plan members',
          description:
            'If your health plan has a large deductible or out-of-pocket maximum, a fixed benefit can help cover the gap in the year you are admitted.',
          icon: 'shield-check',
        },
        {
          title: 'Self-employed Kansans',
          description:
            'Farmers, contractors and business owners without paid sick leave may use the cash to keep household bills paid while they recover.',
          icon: 'tractor',
        },
        {
          title: 'Families',
          description:
            'Childbirth, accidents and childhood illnesses can all mean a hospital stay. Some plans cover a spouse and children on one policy.',
          icon: 'users',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Read These Terms Before You Buy',
      items: [
        'Waiting periods before some benefits apply, especially for sickness and maternity.',
        'Pre-existing condition limitations and any questions on the application.',
        'What counts as an admission: observation status is often treated differently from inpatient care.',
        'The maximum number of days and admissions paid each year.',
        'Whether premiums can change at renewal and whether the policy is guaranteed renewable.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Hospital Indemnity Questions',
      items: [
        {
          question: 'Is hospital indemnity the same as health insurance?',
          answer:
            'No. It pays a fixed cash amount when a covered hospital stay happens. It does not pay medical providers, does not meet the Affordable Care Act’s coverage requirements and should be bought only as a supplement to health coverage you already have.',
        },
        {
          question: 'Will it pay if my health plan already covered the bill?',
          answer:
            'Generally yes. The benefit is set by the policy and is paid in addition to what other coverage pays, subject to the policy’s own terms and limitations.',
        },
        {
          question: 'Does an emergency room visit count?',
          answer:
            'Only if the plan includes an emergency room or outpatient rider, or if you are formally admitted as an inpatient. Being held under observation may not count as an admission, so check the definition.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: { type: 'hospital', label: 'Hospital Indemnity', coverageIds: ['hospital'] },
  related: ['/deductible-reimbursement', '/personal-cyber-liability', '/umbrella-insurance'],
};

export default page;
