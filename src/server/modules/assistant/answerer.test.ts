import { beforeAll, describe, expect, it } from 'vitest';
import agencyBase from '#content/agency';
import { resolveAgencyProfile } from '#shared/agency';
import { Answerer, type Turn } from './answerer';
import {
  asksCoverageDecision,
  asksOwnPrice,
  asksPrice,
  asksSavings,
  isFollowUp,
  unsoldLinesAsked,
} from './intents';
import { expandSynonyms, stem, termsOf, tokenize } from './language';
import { markdownSections } from './markdown-text';
import { distinctTerms, MAX_QUERY_TERMS } from './search-index';
import { loadSiteContent } from './site-content';

describe('reading the Markdown content', () => {
  it('splits at headings into plain sentences: lists, links, emphasis and tables', () => {
    const sections = markdownSections(
      [
        'Intro with **bold** and a [link](/contact).',
        '',
        '## The Kansas minimums',
        '',
        '- Bodily injury: **$25,000** per person',
        '- Property damage: $25,000',
        '',
        '| Coverage | Minimum |',
        '| --- | --- |',
        '| PIP | $4,500 |',
      ].join('\n'),
    );
    expect(sections).toEqual([
      { heading: undefined, text: 'Intro with bold and a link.' },
      {
        heading: 'The Kansas minimums',
        text: 'Bodily injury: $25,000 per person. Property damage: $25,000. PIP: Minimum $4,500.',
      },
    ]);
  });
});

describe("the assistant's words", () => {
  it('stems the forms visitors type alike', () => {
    expect(new Set(["renter's", 'renters', 'Renters'].map(stem)).size).toBe(1);
    expect(new Set(['covers', 'covered', 'cover'].map(stem)).size).toBe(1);
    expect(new Set(['policies', 'policy'].map(stem)).size).toBe(1);
    expect(tokenize('PIP of $4,500, claims 24/7')).toEqual([
      'pip',
      'of',
      '4,500',
      'claims',
      '24/7',
    ]);
    expect(termsOf('What are the hours?')).toEqual([stem('hours')]);
  });

  it.each([
    ['Is my car covered?', 'auto'],
    ['I rent my cabin on Airbnb', 'short term rental'],
    ['We have a VRBO', 'short term rental'],
    ['Do you insure jet skis?', 'boat watercraft'],
    ['our new motorhome', 'rv'],
    ['a camper', 'rv'],
    ["renter's insurance", 'renters'],
    ["business owner's policy", 'bop'],
    ['workers comp', 'workers compensation'],
    ['PIP', 'personal injury protection'],
  ])('reads "%s" as the site does ("%s")', (visitor, site) => {
    expect(expandSynonyms(visitor)).toContain(site);
  });
});

describe('the intents', () => {
  const unsold = ['life', 'disability', 'health'];
  it('finds lines the agency does not sell', () => {
    expect(unsoldLinesAsked('Can I buy a life insurance policy from you?', unsold)).toEqual([
      'life',
    ]);
    expect(unsoldLinesAsked('Do you offer dental plans?', unsold)).toEqual(['health']);
    expect(unsoldLinesAsked('Do you sell disability?', unsold)).toEqual(['disability']);
    expect(unsoldLinesAsked('How long is the life of a roof?', unsold)).toEqual([]);
    expect(unsoldLinesAsked('Do you sell life insurance?', [])).toEqual([]);
  });

  it.each([
    ['Is my loss covered?', true],
    ['Will my insurance pay for the hail damage?', true],
    ['Am I covered if my basement floods?', true],
    ['Will my claim be approved?', true],
    ['What does homeowners insurance cover?', false],
    ['Does comprehensive cover hail?', false],
  ])('"%s" asks for a coverage decision: %s', (q, expected) => {
    expect(asksCoverageDecision(q)).toBe(expected);
  });

  it('tells a price question from a savings or an amount question', () => {
    expect(asksPrice('How much does renters insurance cost?')).toBe(true);
    expect(asksPrice('How much is flood insurance?')).toBe(true);
    expect(asksPrice('How much personal property coverage do I need?')).toBe(false);
    expect(asksPrice('How much can a higher deductible save?')).toBe(false);
    expect(asksSavings('How much can a higher deductible save?')).toBe(true);
    expect(asksOwnPrice('How much will my car insurance cost?')).toBe(true);
    expect(asksOwnPrice('How much does pet insurance cost for a dog?')).toBe(false);
  });

  it('recognises follow-ups', () => {
    expect(isFollowUp('And for my motorcycle?', 1, true)).toBe(true);
    expect(isFollowUp('What about cats?', 1, true)).toBe(true);
    expect(isFollowUp('How much is it?', 1, false)).toBe(true);
    expect(isFollowUp('What does homeowners insurance cover?', 1, true)).toBe(false);
  });
});

describe('another agency’s profile', () => {
  const profile = resolveAgencyProfile(agencyBase, {
    AGENCY_NAME: 'Prairie Wind Insurance',
    AGENCY_PHONE: '(316) 555-0199',
  });
  let answerer: Answerer;
  beforeAll(async () => {
    answerer = new Answerer(await loadSiteContent(profile), profile);
  });
  const ask = (...turns: string[]) =>
    answerer.answer(turns.map((content): Turn => ({ role: 'user', content })));

  it('answers with its name and phone, never the demo agency’s', () => {
    for (const q of [
      'Tell me a joke about cats',
      'How do I reach you by phone?',
      'Is my loss covered?',
      'Do you sell life insurance?',
      'Who are you?',
    ]) {
      const { response } = ask(q);
      expect(response).toContain('(316) 555-0199');
      expect(response).not.toContain('(913) 555-0142');
      expect(response).not.toContain('Sunflower Shield');
    }
    expect(ask('Do you insure boats?').response).toContain('Prairie Wind Insurance offers');
  });

  it('keeps every answer short enough to be sent back with the next question', () => {
    for (const q of [
      'What does homeowners insurance cover?',
      'Do you sell health insurance?',
      'Is my car covered if hail dents the roof?',
      'What are the Kansas auto minimums?',
    ]) {
      expect(ask(q).response.length).toBeLessThanOrEqual(1000);
    }
  });

  it('reads a follow-up with the turn before it', () => {
    const motorcycle = ask('What are the Kansas minimums for cars?', 'And for my motorcycle?');
    expect(motorcycle.sources[0]!.href).toBe('/motorcycle-insurance');
    const cat = ask('How much is pet insurance for a dog?', 'What about a cat?');
    expect(cat.kind).toBe('price-range');
    expect(cat.response).toMatch(/\$15-30/);
  });
});

describe('what a search looks up', () => {
  it('each word once, and at most MAX_QUERY_TERMS words, however long the question', () => {
    expect(distinctTerms('insurance '.repeat(100))).toBe('insurance');
    expect(distinctTerms('Home home HOME, roof roof')).toBe('home roof');
    const many = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    const looked = distinctTerms(many).split(' ');
    expect(looked).toHaveLength(MAX_QUERY_TERMS);
    expect(new Set(looked).size).toBe(MAX_QUERY_TERMS);
  });
});
