// The home page (/). `{agency}`, `{state}`, `{phone}`, `{city}` and `{promoInsurer}` come from the
// agency profile; `{carrierCount}` is the number of carriers in content/carriers.ts.
import type { CoverageOptionId, IconName } from '#shared/coverage-options';

export const homePage = {
  title: 'Independent Insurance Agency',
  description:
    '{agency} compares quotes from 50+ A-rated carriers for Kansas families and businesses. Personal service, no spam, no pressure.',
  promo: {
    label: 'Featured insurer',
    text: 'Switch and save with {promoInsurer} auto insurance through {agency}.',
    call: 'Call today: {phone}',
  },
  hero: {
    heading: '{state} insurance, compared for you and handled by people you know',
    text: 'Quotes from 50+ A-rated carriers in about 2 minutes. No spam, no pressure, and service across all of {state}.',
  },
  quotes: { personal: 'Get Personal Insurance Quote', business: 'Get Business Insurance Quote' },
  benefits: {
    heading: 'Why Choose {agency}?',
    items: [
      {
        icon: 'badge-check',
        title: 'Licensed Agents',
        description: 'Licensed {state} agents who shop 50+ A-rated carriers for you.',
      },
      {
        icon: 'heart-handshake',
        title: 'Personal Service',
        description: 'One agent who knows your name, your coverage and your story.',
      },
      {
        icon: 'clock',
        title: '24/7 Claims Support',
        description: 'Report a claim any hour of any day; we stand beside you until it is settled.',
      },
      {
        icon: 'shield-check',
        title: 'Best Rate Guarantee',
        description:
          'We compare the market so you get the right coverage at the best available rate.',
      },
    ] satisfies { icon: IconName; title: string; description: string }[],
  },
  /** What a visitor can insure, each leading to its page's quote form with that coverage ticked. */
  insure: {
    heading: 'What would you like to insure?',
    intro:
      'Choose one to start a free quote: we compare carriers for you and reply within 24 hours.',
    tile: 'Get a quote',
    groups: [
      {
        line: 'For you and your family',
        all: { label: 'All personal insurance', href: '/personal-insurance' },
        items: [
          ['auto', '/auto-insurance'],
          ['home', '/homeowners-insurance'],
          ['renters', '/renters-insurance'],
          ['umbrella', '/umbrella-insurance'],
          ['motorcycle', '/motorcycle-insurance'],
          ['pet', '/pet-insurance'],
          ['boat', '/boat-insurance'],
          ['flood', '/flood-insurance'],
        ],
      },
      {
        line: 'For your business',
        all: { label: 'All business insurance', href: '/commercial-insurance' },
        items: [
          ['general-liability', '/general-liability'],
          ['bop', '/business-owners-policy'],
          ['workers-comp', '/workers-compensation'],
          ['commercial-auto', '/commercial-auto'],
          ['commercial-property', '/commercial-property'],
          ['cyber-liability', '/cyber-liability'],
        ],
      },
    ] satisfies {
      line: string;
      all: { label: string; href: string };
      items: [CoverageOptionId, string][];
    }[],
  },
  steps: {
    heading: 'How It Works',
    items: [
      {
        title: 'Tell us what to protect',
        description: 'About 2 minutes online, or a call. No spam, no pressure.',
      },
      {
        title: 'We compare the market',
        description: 'A licensed agent shops 50+ A-rated carriers and replies within 24 hours.',
      },
      {
        title: 'You choose; we stay with you',
        description: 'Pick the quote that fits. We help with changes, renewals and claims, 24/7.',
      },
    ],
  },
  carriers: {
    heading: 'Carriers We Compare',
    /** How many of the directory's carriers the page names, in its order. */
    featured: 12,
    intro:
      'We are independent: we work for you, not for one insurance company. A few of the {carrierCount} carriers we place business with directly, and 50+ in all through wholesale partners:',
    all: 'See all our carriers',
  },
  agents: {
    heading: 'Your Local Agents',
    intro: 'People in {city} who answer the phone, know {state} and stay with you after the sale.',
  },
  ready: {
    heading: 'Ready to Get Protected?',
    text: 'Tell us what you need; an agent replies within 24 hours.',
    call: 'Prefer to talk? Call us at',
  },
};
