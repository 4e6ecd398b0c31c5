// The About page (/about). `{agency}` stands for the agency's name; the founding year, city and
// licence number come from the agency profile.
import type { IconName } from '#shared/coverage-options';

export const aboutPage = {
  topic: 'About Our Independent Insurance Agency',
  description:
    'Meet {agency}: an independent Overland Park agency, founded in 2025 and licensed in Kansas, comparing 50+ A-rated carriers for you.',
  hero: {
    heading: 'About {agency}',
    text: 'An independent Kansas insurance agency built on personal service, honest advice and a market of 50+ A-rated carriers.',
  },
  story: {
    heading: 'Our Story',
    paragraphs: [
      '{agency} opened its doors in Overland Park in 2025 with a simple idea: Kansans deserve an agent who works for them, not for one insurance company.',
      'As an independent agency we are appointed with many carriers. That lets us compare coverage and price side by side for drivers, homeowners, renters and business owners, and change carriers for you when a better fit comes along.',
      'We know Kansas risks first-hand: spring hail, tornado season, long highway commutes and the farms, contractors and main-street shops that keep our communities running.',
    ],
  },
  mission: {
    heading: 'Our Mission',
    text: 'To protect Kansas families and businesses with the right coverage at a fair price, explained clearly and backed by people who answer the phone when it matters.',
  },
  vision: {
    heading: 'Our Vision',
    text: 'To be the agency Kansans recommend to their neighbors: trusted for straight answers, quick service and standing beside clients from the first quote to the last claim payment.',
  },
  reasons: {
    heading: 'Six Reasons to Choose {agency}',
    items: [
      {
        title: 'Licensed Kansas Agents',
        description:
          'Every recommendation comes from a licensed agent who knows Kansas coverage rules.',
        icon: 'badge-check',
      },
      {
        title: '50+ A-Rated Carriers',
        description: 'We shop a wide market so you compare real options, not a single price.',
        icon: 'layers',
      },
      {
        title: 'Personal Service',
        description: 'One agent who knows your policies and returns your calls.',
        icon: 'heart-handshake',
      },
      {
        title: '24/7 Claims Support',
        description: 'Report a claim any hour, and we advocate for you until it is settled.',
        icon: 'clock',
      },
      {
        title: 'Best Rate Guarantee',
        description: 'We compare the market to find the right coverage at the best available rate.',
        icon: 'shield-check',
      },
      {
        title: 'No Spam, No Pressure',
        description:
          'Your details go to your quote, not to call lists, and the decision stays yours.',
        icon: 'message-square-off',
      },
    ] satisfies { title: string; description: string; icon: IconName }[],
  },
};
