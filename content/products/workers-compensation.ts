import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/workers-compensation',
  line: 'commercial',
  topic: 'Workers Compensation Insurance',
  description:
    'Workers compensation for Kansas employers: medical care and lost wages for injured workers, plus employers liability. Quotes from {agency}.',
  hero: {
    eyebrow: 'Commercial Insurance',
    heading: 'Workers Compensation Insurance for Kansas Employers',
    intro:
      'When an employee is hurt on the job, workers compensation pays for their medical care and part of their lost wages, and it protects you from most lawsuits over the injury. Kansas requires most employers to carry it. {agency} shops carriers that know your industry and helps you keep your class codes and payroll accurate.',
  },
  coverage: {
    heading: 'What Workers Compensation Covers',
    intro:
      'A workers compensation policy has two parts: benefits owed to injured employees under Kansas law, and employers liability coverage.',
    cards: [
      {
        title: 'Medical Care',
        description:
          'Doctor visits, hospital stays, surgery, prescriptions and rehabilitation for work-related injuries and occupational illnesses.',
        icon: 'hospital',
      },
      {
        title: 'Lost Wage Benefits',
        description:
          'Partial replacement of wages while an injured employee cannot work, and benefits for permanent impairment as set by Kansas law.',
        icon: 'clock',
      },
      {
        title: 'Death Benefits',
        description:
          'Benefits to surviving dependents and funeral expenses if a work injury is fatal.',
        icon: 'heart-handshake',
      },
      {
        title: 'Employers Liability',
        description:
          'Defense and damages when you are sued over a workplace injury in situations the workers compensation benefits do not resolve.',
        icon: 'scale',
      },
    ],
  },
  blocks: [
    {
      kind: 'prose',
      heading: 'Workers Compensation Requirements in Kansas',
      paragraphs: [
        'Under the Kansas Workers Compensation Act, most employers must provide workers compensation coverage for their employees. There are limited exceptions, including certain employers with small annual payrolls and agricultural operations. Whether an exception applies depends on your specific facts, so confirm with the Kansas Department of Labor, Division of Workers Compensation, or ask {agency} before deciding to go without coverage.',
        'Employers can meet the requirement by buying a policy from an insurance company, by qualifying to self-insure, or through an approved group-funded pool. For most small and mid-sized businesses, an insurance policy is the simplest route.',
        'Premiums are based on your payroll, the classification codes that describe each employee’s work, and your experience modification factor once you qualify for one. Correct classifications and a strong return-to-work and safety program are the best ways to keep costs in check.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Industries We Serve',
      intro:
        'Injury risk and class codes differ widely by trade. We work with carriers that understand yours.',
      items: [
        {
          title: 'Construction',
          description:
            'Roofers, framers, electricians, plumbers and general contractors face falls, equipment and vehicle hazards. General contractors may be held responsible for uninsured subcontractors, so certificates matter.',
          icon: 'hard-hat',
        },
        {
          title: 'Manufacturing',
          description:
            'Machine guarding, lifting, repetitive motion and forklift operation drive claims on the plant floor. Safety programs can improve your experience rating over time.',
          icon: 'factory',
        },
        {
          title: 'Healthcare',
          description:
            'Nurses, aides and clinic staff face patient-handling strains, needlestick injuries and exposure to illness in hospitals, clinics and home health settings.',
          icon: 'hospital',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'What to Have Ready for a Quote',
      items: [
        'Your Kansas and federal employer identification numbers',
        'Estimated annual payroll by job type',
        'Number of full-time and part-time employees',
        'A description of the work each group of employees does',
        'Prior policy information and loss runs for the past three to five years, if you have them',
        'Whether you use subcontractors, and their certificates of insurance',
      ],
    },
    {
      kind: 'faq',
      heading: 'Workers Compensation FAQs',
      items: [
        {
          question: 'Do I need workers compensation if I only have part-time employees?',
          answer:
            'Part-time employees generally count toward Kansas requirements. Whether you must carry coverage depends on your payroll and type of business, so ask us to review your situation.',
        },
        {
          question: 'Are sole proprietors and partners covered?',
          answer:
            'Owners are often not covered automatically, but in many cases they can choose to include themselves. This can matter when a client requires every worker on site to be covered.',
        },
        {
          question: 'What happens at the policy audit?',
          answer:
            'Because premium is based on estimated payroll, the carrier reviews your actual payroll after the policy term. You may owe additional premium or receive a refund. Keeping payroll records by class code makes the audit smoother.',
        },
        {
          question: 'Does workers compensation cover injuries while driving for work?',
          answer:
            'Injuries to employees while driving on the job are generally covered by workers compensation. Damage to the vehicle and injuries to others are handled by your commercial auto policy.',
        },
      ],
    },
  ],
  carriers: { count: 5 },
  quote: {
    type: 'commercial',
    label: 'Workers Compensation Insurance',
    coverageIds: ['workers-comp', 'general-liability'],
  },
  related: [
    '/general-liability',
    '/commercial-auto',
    '/business-owners-policy',
    '/commercial-umbrella',
  ],
};

export default page;
