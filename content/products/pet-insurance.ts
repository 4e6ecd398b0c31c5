import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/pet-insurance',
  line: 'personal',
  topic: 'Pet Insurance',
  description:
    'Pet insurance for Kansas dogs and cats: accident and illness plans that reimburse vet bills. Often $30-60 a month for dogs and $15-30 for cats. Compare plans.',
  hero: {
    eyebrow: 'Pet Insurance',
    heading: 'Care for your pet without the surprise vet bill',
    intro:
      'An emergency surgery or a chronic illness can cost thousands of dollars. Pet insurance reimburses a share of covered veterinary bills so your decisions can be about your pet, not your bank balance. {agency} helps you compare plans side by side.',
  },
  coverage: {
    heading: 'What Pet Insurance Covers',
    intro:
      'Most plans work by reimbursement: you pay the vet, submit the bill, and the insurer pays back a percentage after your deductible.',
    cards: [
      {
        title: 'Accidents and Injuries',
        icon: 'activity',
        description:
          'Broken bones, cuts, swallowed objects, car accidents and other sudden injuries, including emergency care, X-rays and surgery.',
      },
      {
        title: 'Illnesses',
        icon: 'hospital',
        description:
          'Infections, digestive problems, allergies, cancer and chronic conditions such as diabetes, covered under accident and illness plans once waiting periods end.',
      },
      {
        title: 'Diagnostics and Treatment',
        icon: 'clipboard-check',
        description:
          'Exams for covered conditions, lab work, imaging, prescription medication and hospitalization, depending on the plan.',
      },
      {
        title: 'Wellness Add-on',
        icon: 'paw-print',
        description:
          'Optional routine care coverage for vaccinations, checkups and dental cleanings, offered by many carriers as a separate rider.',
      },
    ],
  },
  blocks: [
    {
      kind: 'facts',
      heading: 'What Pet Insurance Typically Costs',
      items: [
        {
          label: 'Dogs',
          value: '$30-60 per month',
          note: 'Breed, age and size influence price; larger breeds usually cost more.',
        },
        {
          label: 'Cats',
          value: '$15-30 per month',
          note: 'Typical range for accident and illness coverage.',
        },
      ],
      footnote:
        'Your premium also depends on the deductible, reimbursement percentage and annual limit you choose, and on where you live.',
    },
    {
      kind: 'table',
      heading: 'The Choices That Shape Your Plan',
      columns: ['Choice', 'What it means', 'Effect on price'],
      rows: [
        [
          'Deductible',
          'What you pay each year (or per condition) before reimbursement',
          'Higher deductible, lower premium',
        ],
        [
          'Reimbursement rate',
          'The share of covered bills the plan pays back',
          'Higher rate, higher premium',
        ],
        [
          'Annual limit',
          'The most the plan pays in a policy year',
          'Higher or unlimited, higher premium',
        ],
      ],
    },
    {
      kind: 'prose',
      heading: 'Pet Insurance and Your Other Policies',
      paragraphs: [
        'Pet insurance pays for your own pet’s veterinary care. It does not cover harm your pet causes to others. If your dog bites a visitor or knocks over a cyclist, that claim falls under the personal liability on your homeowners or renters policy, and some carriers limit or exclude certain breeds or dogs with a bite history. We review both sides so there is no gap.',
        'Plans are priced and underwritten by the carrier, not by {agency}. We explain each plan’s exclusions, waiting periods and claim process in plain language, then you choose the one that fits your pet and your budget.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Pet Insurance Questions',
      items: [
        {
          question: 'Are pre-existing conditions covered?',
          answer:
            'Generally not. Conditions that showed signs before coverage began are excluded, although some carriers cover curable conditions after a symptom-free period. Enrolling while your pet is young and healthy helps.',
        },
        {
          question: 'Can I keep my own veterinarian?',
          answer:
            'Yes. Most pet insurance plans let you visit any licensed veterinarian, including specialists and emergency clinics.',
        },
        {
          question: 'Is there a waiting period?',
          answer:
            'Yes. Plans have waiting periods before accidents and illnesses are covered, and some conditions have longer ones. They vary by carrier, and we compare them for you.',
        },
      ],
    },
  ],
  carriers: { count: 2 },
  quote: { type: 'pet', label: 'Pet Insurance', coverageIds: ['pet'] },
  related: ['/renters-insurance', '/homeowners-insurance', '/umbrella-insurance'],
};

export default page;
