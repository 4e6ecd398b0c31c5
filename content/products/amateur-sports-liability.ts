import type { ProductPage } from '#shared/content/product-page';

const page: ProductPage = {
  route: '/amateur-sports-liability',
  line: 'commercial',
  topic: 'Amateur Sports Liability Insurance',
  description:
    'Amateur sports insurance for Kansas youth and adult leagues, teams, camps and tournaments: league liability, participant accident and board D&O coverage.',
  hero: {
    eyebrow: 'Leagues, Teams and Tournaments',
    heading: 'Amateur Sports Liability Insurance in Kansas',
    intro:
      'Youth baseball, club soccer, adult softball, pickleball leagues and weekend tournaments keep Kansas communities active. Injuries, field damage and claims against coaches come with the game. {agency} helps league organizers, clubs and camps get the coverage parks departments and schools require.',
  },
  coverage: {
    heading: 'What Sports Coverage Includes',
    intro: 'Sports policies are often priced per participant, per team or per event.',
    cards: [
      {
        title: 'General Liability',
        description:
          'Covers injuries to spectators and damage to fields, gyms and facilities you use, plus legal defense when the league is sued.',
        icon: 'shield-check',
      },
      {
        title: 'Participant Accident',
        description:
          'Pays medical bills for injured players, coaches and officials, typically as excess over their own health insurance.',
        icon: 'hospital',
      },
      {
        title: 'Abuse and Molestation',
        description:
          'Protection for organizations working with minors. Carriers often require background checks and written policies.',
        icon: 'heart-handshake',
      },
      {
        title: 'Directors and Officers',
        description:
          'Protects volunteer league boards against claims about player selection, rules decisions, eligibility and use of league funds.',
        icon: 'briefcase',
      },
    ],
  },
  blocks: [
    {
      kind: 'list',
      heading: 'Who We Cover',
      items: [
        'Youth leagues: baseball, softball, soccer, football, basketball, volleyball',
        'Adult recreational leagues and tournaments',
        'Club and travel teams',
        'Sports camps and clinics',
        'Martial arts, cheer and dance programs',
        'Running, cycling and pickleball clubs',
      ],
    },
    {
      kind: 'cards',
      heading: 'Common Claims in Amateur Sports',
      items: [
        {
          title: 'Player Injuries',
          description:
            'Sprains, fractures and head injuries during play or practice, leading to medical bills and sometimes lawsuits.',
          icon: 'activity',
        },
        {
          title: 'Spectator Injuries',
          description:
            'Fans struck by balls or hurt on bleachers and walkways at fields you rent or manage.',
          icon: 'users',
        },
        {
          title: 'Facility Damage',
          description:
            'Damage to rented gyms, fields, scoreboards or equipment that your agreement makes you responsible for.',
          icon: 'building',
        },
        {
          title: 'Disputes Over Decisions',
          description:
            'Parents or players challenging eligibility, playing time, suspensions or how fees were spent.',
          icon: 'scale',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Meeting Field and Facility Requirements',
      paragraphs: [
        'City parks departments, school districts and private complexes across Kansas commonly ask leagues for a certificate of insurance naming them as additional insured before they issue field permits. {agency} can issue those certificates and match the limits your agreements call for.',
        'Good risk management also helps with coverage and claims: background checks for coaches, a written concussion and remove-from-play protocol, signed participant waivers, first aid on site and a plan for severe weather and lightning. Carriers that specialize in sports may require some of these steps.',
      ],
    },
    {
      kind: 'faq',
      heading: 'Amateur Sports FAQs',
      items: [
        {
          question: 'Do waivers mean we do not need insurance?',
          answer:
            'No. Waivers can help, but they do not stop lawsuits, may not hold up in every situation and do not cover spectators. Insurance pays for defense and covered claims.',
        },
        {
          question: 'Can we insure a single tournament?',
          answer:
            'Yes. Short-term event policies are available for tournaments, camps and clinics, and annual policies suit leagues that play all season.',
        },
        {
          question: 'Why do we need participant accident if families have health insurance?',
          answer:
            'It helps pay deductibles and costs a family’s health plan does not cover, which can reduce the chance a family sues the league over an injury.',
        },
      ],
    },
  ],
  carriers: { count: 3 },
  quote: {
    type: 'commercial',
    label: 'Amateur Sports Liability Insurance',
    coverageIds: ['general-liability'],
  },
  related: [
    '/non-profit-liability',
    '/special-event-coverage',
    '/general-liability',
    '/management-liability',
  ],
};

export default page;
