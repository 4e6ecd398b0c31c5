// The Claims support page (/claims). `{agency}` stands for the agency's name.
import type { IconName } from '#shared/coverage-options';

export const claimsPage = {
  topic: 'Insurance Claims Support',
  description:
    'File an insurance claim with {agency}: a 24/7 hotline, a four-step claims process, and Kansas tornado, hail and severe storm claims expertise.',
  hero: {
    heading: 'Claims Support, 24/7',
    text: 'When something goes wrong, call us first. We help you report the claim, gather what the adjuster needs and follow it through to settlement.',
  },
  hotline: {
    heading: '24/7 Claims Hotline',
    text: 'Report a claim any hour of any day. If anyone is hurt, call 911 first.',
  },
  steps: {
    heading: 'How the Claims Process Works',
    items: [
      {
        title: 'Report Your Claim',
        description:
          'Call us or your carrier as soon as you can. Report auto accidents within 24 to 48 hours.',
      },
      {
        title: 'Provide Documentation',
        description:
          'Share photos, a police or fire report, receipts and a list of damaged items. Keep receipts for emergency repairs.',
      },
      {
        title: 'Adjuster Contact',
        description:
          'The carrier’s adjuster typically contacts you within 2-3 business days to inspect the damage and review your coverage.',
      },
      {
        title: 'Settlement',
        description:
          'The carrier pays the covered loss under your policy’s terms, less your deductible. We check the offer with you and speak up if something is missed.',
      },
    ],
  },
  services: [
    {
      heading: 'Personal Claims',
      items: [
        'Auto accidents and glass damage',
        'Home storm, fire and water damage',
        'Theft and vandalism',
        'Renters and personal property losses',
        'Boat, motorcycle and RV claims',
      ],
    },
    {
      heading: 'Commercial Claims',
      items: [
        'Customer injury and liability claims',
        'Commercial property and equipment damage',
        'Workers compensation injuries',
        'Commercial vehicle accidents',
        'Cyber incidents and data breaches',
      ],
    },
    {
      heading: 'Claims Advocacy',
      items: [
        'We explain what your policy covers',
        'We follow up with the carrier and adjuster',
        'We review settlement offers with you',
        'We help with disputes and re-inspections',
        'We keep you updated until the claim is closed',
      ],
    },
  ],
  ready: {
    heading: 'What to Have Ready',
    items: [
      'Your policy number (on your ID card or declarations page)',
      'Date, time and location of the loss',
      'A description of what happened',
      'Photos or video of the damage',
      'Names and contact details of anyone involved and any witnesses',
      'Police, fire or incident report number, if there is one',
      'Receipts for emergency repairs and temporary living costs',
    ],
  },
  weather: {
    heading: 'Kansas Weather Claims Expertise',
    intro:
      'Kansas averages about 96 tornadoes per year, and hail and severe thunderstorms cause many of the state’s home and auto claims. We know these claims well.',
    items: [
      {
        title: 'Tornado Damage',
        description:
          'Structural damage, debris removal and additional living expenses while your home is repaired.',
        icon: 'tornado',
      },
      {
        title: 'Hail Damage',
        description:
          'Roofs, siding, windows and vehicles. We help you understand wind and hail deductibles and document damage before repairs.',
        icon: 'cloud-hail',
      },
      {
        title: 'Severe Storms',
        description:
          'Wind, lightning, fallen trees and power surges. Flooding needs a separate flood policy, which we can also help with.',
        icon: 'waves',
      },
    ] satisfies { title: string; description: string; icon: IconName }[],
  },
};
