import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import agencyBase from '#content/agency';
import { resolveAgencyProfile } from '#shared/agency';
import { Answerer, type Turn } from './answerer';
import { stem, termsOf, tokenize } from './language';
import { markdownSections } from './markdown-text';
import {
  asksAboutOwnRecords,
  asksCoverageDecision,
  asksHowToClaim,
  isSmallTalk,
  asksOwnPrice,
  asksPrice,
  asksSavings,
  mayBeDanger,
  reportsLoss,
  unsoldLinesAsked,
} from './policy';
import { distinctTerms, MAX_QUERY_TERMS } from './search-index';
import { loadSiteContent, sectionKey, type Passage } from './site-content';
import { readSectionAsksFile } from '#shared/content/section-asks';
import { rootDir } from '../../paths';
import { expandSynonyms, withPlacesAsState } from './vocabulary';

const asksDir = path.join(rootDir, 'content/assistant/asks');

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
        'Reporting promptly:',
        '',
        '- meets the notice requirement;',
        '- gives the adjuster a chance to inspect.',
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
        text: 'Bodily injury: $25,000 per person. Property damage: $25,000. Reporting promptly: meets the notice requirement; gives the adjuster a chance to inspect. PIP: Minimum $4,500.',
      },
    ]);
  });
});

describe("the assistant's words", () => {
  it('stems the forms visitors type alike', () => {
    expect(new Set(["renter's", 'renters', 'Renters'].map(stem)).size).toBe(1);
    expect(new Set(['covers', 'covered', 'cover'].map(stem)).size).toBe(1);
    expect(new Set(['policies', 'policy'].map(stem)).size).toBe(1);
    expect(new Set(['liable', 'liability'].map(stem)).size).toBe(1);
    expect(new Set(['quick', 'quickly'].map(stem)).size).toBe(1);
    expect(new Set(['accessible', 'accessibility'].map(stem)).size).toBe(1);
    expect(tokenize('PIP of $4,500, claims 24/7')).toEqual(['pip', 'of', '4500', 'claims', '24/7']);
    expect(termsOf('What are the hours?')).toEqual([stem('hours')]);
  });

  it('writes an amount one way, however it is typed', () => {
    for (const typed of ['$1M', '1m', '$1 million', '1 million', '$1,000,000', '1 mil']) {
      expect(tokenize(`a ${typed} umbrella`)).toEqual(['a', '1000000', 'umbrella']);
    }
    expect(tokenize('$25k or $25,000')).toEqual(['25000', 'or', '25000']);
    expect(tokenize('2 minutes, 24/7, 30 days')).toEqual(['2', 'minutes', '24/7', '30', 'days']);
    // A form's name is one word however it is typed; a figure after a word stays a figure.
    expect(tokenize('a DP-1 or DP1, an SR-22, between 20 and 25')).toEqual([
      'a',
      'dp1',
      'or',
      'dp1',
      'an',
      'sr22',
      'between',
      '20',
      'and',
      '25',
    ]);
  });

  it("reads a place of the served state as the state's name", () => {
    expect(withPlacesAsState('renters insurance for my apartment in Wichita', 'Kansas')).toBe(
      'renters insurance for my apartment in Kansas',
    );
    expect(withPlacesAsState('a house in Overland Park, KS', 'Kansas')).toBe(
      'a house in Kansas Kansas',
    );
    expect(withPlacesAsState('a house in Springfield', 'Kansas')).toBe('a house in Springfield');
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
    ['my 16 year old is getting her license', 'auto'],
    ['a BOP for my bakery', 'business owners policy'],
    ['do I need a COI', 'certificate of insurance'],
    ['we want to rent out our basement', 'short term rental'],
    ['a twister took the roof', 'tornado'],
  ])('reads "%s" as the site does ("%s")', (visitor, site) => {
    expect(expandSynonyms(visitor)).toContain(site);
  });
});

describe('the policy', () => {
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

  it('answers a line the visitor already has, named beside one the site sells, as no request for it', () => {
    const league = ask(
      'the parents already have health insurance, so why would our little league buy accident coverage',
    );
    expect(league.kind).toBe('answer');
    expect(league.sources[0]?.href).toBe('/amateur-sports-liability');
    expect(ask('we already have health insurance, do you sell dental').kind).toBe('not-sold');
    // Hospital indemnity is a line the site sells, though it is about hospital stays.
    expect(ask('hospital indemnity plan').kind).toBe('answer');
  });

  it.each([
    ['Is my loss covered?', true],
    ['Will my insurance pay for the hail damage?', true],
    ['Am I covered if my basement floods?', true],
    ['Will my claim be approved?', true],
    ['What does homeowners insurance cover?', false],
    ["Does my truck's insurance cover the camper trailer when I'm pulling it?", false],
    ['Does my homeowners cover the hail damage from last night?', true],

    ['Does comprehensive cover hail?', false],
  ])('"%s" asks for a coverage decision: %s', (q, expected) => {
    expect(asksCoverageDecision(q)).toBe(expected);
  });

  it('tells a price question from a savings or an amount question', () => {
    expect(asksPrice('How much does renters insurance cost?')).toBe(true);
    expect(asksPrice('a mistake in the tax return i prepared cost them thousands')).toBe(false);
    expect(
      asksPrice('an add-on for when rebuilding costs jump after a storm? how much more?'),
    ).toBe(false);

    expect(asksPrice('How much is flood insurance?')).toBe(true);
    expect(asksPrice('how much is pet insurance for a dog')).toBe(true);
    expect(asksPrice('what does a $1M umbrella run me')).toBe(true);
    expect(asksPrice('How much personal property coverage do I need?')).toBe(false);
    expect(asksPrice('How much can a higher deductible save?')).toBe(false);
    expect(asksPrice('how much time do I have to report an accident')).toBe(false);
    expect(asksPrice('how many carriers do you work with')).toBe(false);
    expect(asksPrice('how much is the PIP minimum in kansas')).toBe(false);
    expect(asksPrice('why did two companies quote me different prices?')).toBe(false);
    expect(asksPrice('does it cost more to go through an independent agent?')).toBe(false);
    expect(asksPrice('how many days do i get to pay my premium')).toBe(false);
    expect(asksPrice('how much will my premium go up with a teen driver')).toBe(true);
    expect(asksSavings('How much can a higher deductible save?')).toBe(true);
    expect(asksOwnPrice('How much will my car insurance cost?')).toBe(true);
    expect(asksOwnPrice('How much does pet insurance cost for a dog?')).toBe(false);
  });

  it.each([
    ['I just got rear-ended what do I do', true, true],
    ['someone broke into my car last night and stole my laptop', true, true],
    ['our kitchen caught fire', true, true],
    ['a pipe burst and there is water everywhere in my basement', true, false],
    ['hail just hit and my roof is leaking, help', true, true],
    ['my car was stolen', true, false],
    ['came home and the back door is kicked in, tv and laptop gone', true, true],
    ['a customer slipped on our floor and hit her head', true, true],
    ['if i hit a deer on k-96 which coverage pays', false, true],
    ['kansas is no fault right? so can i still sue the guy who hit me', false, true],
    ['do i have to call the cops for a fender bender in a parking lot', false, true],
    ['Does renters insurance cover theft?', false, false],
    ['What if my car is stolen?', false, false],
    ['When should I report an auto accident to my insurer?', false, true],
    ['What does collision cover after an accident?', false, true],
    // A loss word naming a kind of insurance is not a loss.
    ['if i buy flood insurance today when does it start covering me', false, false],
  ])('"%s" reports a loss: %s (someone may be hurt: %s)', (q, loss, danger) => {
    expect(reportsLoss(q)).toBe(loss);
    if (loss) expect(mayBeDanger(q)).toBe(danger);
  });

  it('tells small talk from an insurance question that shares its words', () => {
    expect(isSmallTalk('whats the weather in topeka today')).toBe(true);
    expect(isSmallTalk('tell me a joke')).toBe(true);
    expect(isSmallTalk('can i buy rain insurance the week of if the forecast looks bad')).toBe(
      false,
    );
    expect(isSmallTalk('does my policy cover weather damage like hail')).toBe(false);
  });

  it("knows it cannot see the visitor's own records", () => {
    expect(asksAboutOwnRecords("what's the status of my claim?")).toBe(true);
    expect(asksAboutOwnRecords('has my claim been paid yet')).toBe(true);
    expect(asksAboutOwnRecords('where is my check')).toBe(true);
    expect(asksAboutOwnRecords('how long does a claim take?')).toBe(false);
  });

  it.each([
    ['How do I file a claim?', true],
    ['i need to make a claim', true],
    ['whats the claims number', true],
    ['Who do I call after a car accident at 2am?', true],
    ['How long does a claim take?', false],
    ['What should I have ready when I file a claim?', false],
    ['Will my claim be approved?', false],
  ])('"%s" asks how to claim: %s', (q, expected) => {
    expect(asksHowToClaim(q)).toBe(expected);
  });
});

// The demo agency's answerer, built once for the files' conversations.
const profile = resolveAgencyProfile(agencyBase, {});
let demo: Answerer;
beforeAll(async () => {
  demo = new Answerer(await loadSiteContent(profile), profile);
});
/** The demo agency's answer to the last of these visitor turns. */
const ask = (...turns: string[]) =>
  demo.answer(turns.map((content): Turn => ({ role: 'user', content })));

describe('safety first', () => {
  it('answers a crash with 911, the claims line, the steps and the two pages, nothing else', () => {
    for (const turns of [
      ['I just got rear-ended what do I do'],
      // An earlier question about prices never steers it.
      ['What does a $1M umbrella cost?', 'I just got rear-ended what do I do'],
    ]) {
      const reply = ask(...turns);
      expect(reply.kind).toBe('safety');
      expect(reply.response.indexOf('911')).toBeLessThan(reply.response.indexOf('(913) 555-0142'));
      expect(reply.response).toMatch(/24\/7 claims line at \(913\) 555-0142/);
      expect(reply.response).toMatch(/24 to 48 hours/);
      expect(reply.sources.map((s) => s.href)).toEqual(['/claims', '/blog/4']);
      expect(reply.response).not.toMatch(/\$\d|8:00 AM|umbrella/i);
    }
  });

  it('answers what a loss report also asks after the steps, never in their place', () => {
    const reply = ask(
      'storm ripped some shingles off - am I allowed to tarp the roof before the adjuster comes out?',
    );
    expect(reply.kind).toBe('safety');
    // Nobody may be hurt: the claims line comes first, not "Then call".
    expect(reply.response).toMatch(/^Call our 24\/7 claims line at \(913\) 555-0142/);
    expect(reply.response).toMatch(/About your question: .*temporary repairs/);
    expect(reply.response.indexOf('About your question')).toBeGreaterThan(
      reply.response.indexOf('1. Report Your Claim'),
    );
    // "What do I do?" is what the steps answer.
    expect(ask('I just got rear-ended what do I do').response).not.toMatch(/About your question/);
  });

  it('answers the question after a loss told with it, from its own words, not the story', () => {
    const reply = ask(
      'filed a claim for hail on my roof yesterday. how long till an adjuster gets in touch',
    );
    expect(reply.kind).toBe('safety');
    // Step 3 of the Claims page: the safety answer quotes only the first two.
    expect(reply.response).toMatch(/About your question: .*2-3 business days/);
    const driver = ask(
      'my delivery guy got hurt in a wreck while driving our company van - is that workers comp or the auto policy',
    );
    expect(driver.response).toMatch(/call 911 first/);
    expect(driver.response).toMatch(/About your question: .*workers compensation/);
  });

  it('gives a theft the claims line without the accident article', () => {
    const reply = ask('my car got broken into and they took my laptop');
    expect(reply.kind).toBe('safety');
    expect(reply.response).toContain('(913) 555-0142');
    expect(reply.sources.map((s) => s.href)).toContain('/claims');
  });

  it('tells how to file a claim with the number, not only "call our claims line"', () => {
    const reply = ask('how do I file a claim');
    expect(reply.kind).toBe('safety');
    expect(reply.response).toMatch(/claims line at \(913\) 555-0142/);
    expect(reply.response).not.toContain('911');
  });

  it("reads a product, a question about a case or someone else's claim as no loss to report", () => {
    // The hospital in a question about where the money goes, a product's name, an appliance
    // that has not failed yet, a claim made against the visitor.
    for (const text of [
      'with hospital indemnity does the money go to the hospital or to me',
      'my water heater is starting to rust out, would equipment breakdown pay when it finally quits',
      'if somebody makes a claim on my contractor bond and the bond company pays it, do I owe them',
    ]) {
      expect(reportsLoss(text) || asksHowToClaim(text), text).toBe(false);
      expect(ask(text).kind, text).toBe('answer');
    }
    // "Just" as "only" is no sign that something just happened.
    for (const text of [
      'if my house floods does the nfip pay for brand new furniture or just what my old stuff was worth',
      'if my wedding ring just goes missing and i have no clue how, is that covered by insurance?',
      'I just wanted to know if hail is covered by homeowners',
    ]) {
      expect(reportsLoss(text), text).toBe(false);
    }
    expect(reportsLoss('the basement just flooded')).toBe(true);
    expect(reportsLoss('someone just broke into my car')).toBe(true);
    // A supposition, a kind of loss nobody had, a call about buying.
    expect(reportsLoss('if i buy flood coverage today and it floods next week am i covered')).toBe(
      false,
    );
    expect(asksCoverageDecision('does insurance cover hitting a deer')).toBe(false);
    expect(asksHowToClaim('who do i call about insuring my work trucks')).toBe(false);
    expect(asksHowToClaim('my basement flooded, who do i call')).toBe(true);
    // The same words told as a loss still are one.
    expect(reportsLoss('my husband is in the hospital after a crash this morning')).toBe(true);
    expect(reportsLoss('the water heater burst last night, water everywhere')).toBe(true);
  });

  it('never says whether the loss it was told about is covered', () => {
    const reply = ask('a tree fell on my house last night, will insurance cover it?');
    expect(reply.kind).toBe('safety');
    expect(reply.response).toMatch(/depends on your policy/);
    expect(reply.response).not.toMatch(/^Yes/);
  });
});

describe('a conversation', () => {
  const pageOf = (reply: ReturnType<typeof ask>) => reply.sources[0]?.href;

  it('borrows the question when a turn names only a line', () => {
    const reply = ask('What are the Kansas minimums for cars?', 'And for my motorcycle?');
    expect(pageOf(reply)).toBe('/motorcycle-insurance');
    expect(reply.response).toMatch(/25,000/);
  });

  it('borrows the earlier question when a turn only names something else to ask it of', () => {
    const reply = ask(
      'is there a waiting period on pet insurance before illnesses get covered',
      'what about for accidents',
    );
    expect(reply.response).toMatch(/few days for accidents/);
    expect(reply.sources.map((s) => s.href)).not.toContain('/blog/4');
  });

  it('borrows the line when a turn points back at it', () => {
    const reply = ask('Do you insure boats?', 'How much would it cost for mine?');
    expect(reply.kind).toBe('price-declined');
    expect(reply.response).toMatch(/boat/i);
    // A price it cannot give is a "not sure" answer: the phone and a callback request.
    expect(reply.response).toContain('(913) 555-0142');
    expect(reply.response).toContain('[Request a callback](/contact#callback)');
  });

  it('reads "it" as the earlier line when the turn names another line as what it asks', () => {
    const reply = ask('whats a BOP', 'can it include cyber?');
    expect(pageOf(reply)).toBe('/business-owners-policy');
    expect(reply.response).toMatch(/cyber endorsement/);
  });

  it('never lets an earlier topic steer a question that stands on its own', () => {
    const alone = ask('Is there a waiting period for flood insurance?');
    const after = ask(
      'What does a $1M umbrella cost?',
      'Is there a waiting period for flood insurance?',
    );
    expect(pageOf(after)).toBe(pageOf(alone));
    expect(after.kind).toBe(alone.kind);
    const business = ask(
      'How much is renters insurance?',
      'do you do insurance for my bakery business?',
    );
    expect(business.response).not.toMatch(/renters/i);
  });
});

describe('answers the site can give', () => {
  it('reads a place in the state as the state', () => {
    const reply = ask('renters insurance for my apartment in Wichita?');
    expect(reply.sources[0]?.href).toBe('/renters-insurance');
    expect(reply.response).not.toMatch(/couldn't find/i);
  });

  it('gives a published price asked for with an amount typed its own way', () => {
    const reply = ask('what does a $1M umbrella cost');
    expect(reply.kind).toBe('price-range');
    expect(reply.response).toMatch(/200/);
    expect(reply.response).toMatch(/400/);
  });

  it('gives a sentence that points back ("This gap is called...") with what it points to', () => {
    const reply = ask('what does basis risk mean on parametric insurance');
    expect(reply.response).toMatch(/basis risk/);
    expect(reply.response).not.toMatch(/^(This|That)\b/);
  });

  it('gives a sentence leaning on the one before ("can therefore count") with that one', () => {
    const reply = ask('our strip center is only 25% leased, would the insurer call it vacant?');
    expect(reply.response).toMatch(/31 percent/);
  });

  it("adds another section's sentence when it says nearly as much of the question", () => {
    // The Earthquake page's coverage list matches most words; its FAQ holds the exclusion.
    const reply = ask('is earthquake damage covered by homeowners');
    expect(reply.response).toMatch(/Additional Living Expenses/);
    expect(reply.response).toMatch(/excluded from standard homeowners/);
  });

  it('reads a town of the state with "only your area?" as a question about where we serve', () => {
    for (const text of [
      'im out in garden city, do you only work with people in the KC area',
      'do you write policies out in dodge city',
    ]) {
      expect(ask(text).response, text).toMatch(/across (all of )?Kansas/);
    }
  });

  it('reads "my insurance company" as the insurer, not a question about the carriers', () => {
    const reply = ask('how soon after a wreck do I need to let my insurance company know');
    expect(reply.sources.map((s) => s.href)).not.toContain('/insurance-carriers');
    expect(reply.response).toMatch(/24 to 48 hours/);
  });

  it('answers "how fast" with the sentence that says how long', () => {
    const reply = ask('how fast can you get me a certificate of insurance for a client');
    expect(reply.response).toMatch(/same business day/);
  });

  it('finds a section by the questions visitors ask of it, in words the section never uses', () => {
    const section = (id: number, heading: string, text: string, asks: string[]): Passage => ({
      id,
      kind: 'product',
      page: 'Pet Insurance',
      href: '/pet-insurance',
      heading,
      text,
      keywords: '',
      asks,
    });
    const passages = (asks: string[]) => [
      section(0, 'Waiting periods', 'Illnesses are covered once 14 days have passed.', asks),
      section(1, 'Your own vet', 'Your dog can see any licensed vet you choose.', []),
    ];
    const question = [
      { role: 'user' as const, content: 'how long till my dog is insured when he gets sick' },
    ];
    const withAsks = new Answerer(
      passages(['how long before my dog is insured if he gets sick']),
      profile,
    );
    expect(withAsks.answer(question).response).toMatch(/14 days/);
    expect(new Answerer(passages([]), profile).answer(question).response).not.toMatch(/14 days/);
  });

  it("reads every section's visitor questions with the section they were written for", async () => {
    const passages = await loadSiteContent(profile);
    const keys = new Set(passages.map((p) => sectionKey(p.href, p.heading)));
    const fill = (heading: string) => heading.replaceAll('{agency}', profile.name);
    const written = readdirSync(asksDir).flatMap((file) =>
      readSectionAsksFile(file, readFileSync(path.join(asksDir, file), 'utf8')),
    );
    expect(written.length).toBeGreaterThan(500);
    expect(written.filter((s) => !keys.has(sectionKey(s.href, fill(s.heading))))).toEqual([]);
    const waiting = passages.find(
      (p) => p.href === written[0]!.href && p.heading === fill(written[0]!.heading),
    );
    expect(waiting?.asks).toContain(written[0]!.asks[0]);
  });

  it('answers "not sure" with the phone and a callback request', () => {
    const reply = ask('What is the claim status of policy 12345 with Progressive?');
    expect(reply.kind).toBe('fallback');
    expect(reply.response).toContain('(913) 555-0142');
    expect(reply.response).toMatch(/call you back: \[Request a callback\]\(\/contact#callback\)/);
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
