// The policy's readings of messages written apart from the code (./README.md): every message of
// the two phrasing sets gets the kind of answer its label asks for, through the demo answerer.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import agencyBase from '#content/agency';
import { resolveAgencyProfile } from '#shared/agency';
import { Answerer } from '#server/modules/assistant/answerer';
import { loadSiteContent } from '#server/modules/assistant/site-content';

interface Phrasing {
  text: string;
  expect: string;
  why: string;
}

const load = (file: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, file), 'utf8')) as Phrasing[];

/** The kinds of answer each label allows. */
const allowed: Record<string, string[]> = {
  // A loss happening or just happened: safety first (the 911 line is checked apart).
  danger: ['safety'],
  loss: ['safety'],
  'claim-how': ['safety'],
  'not-safety': [
    'answer',
    'fallback',
    'own-records',
    'coverage-decision',
    'price-range',
    'price-declined',
    'not-sold',
  ],
  // "Will my homeowners pay for it?": never a yes or no; a loss told with it gets safety first.
  'coverage-decision': ['coverage-decision', 'safety'],
  // The visitor's own price: declined, or the published typical figure with its caveat.
  'own-price': ['price-declined', 'price-range'],
  'typical-price': ['price-range', 'price-declined', 'answer', 'fallback'],
  'not-price': ['answer', 'fallback'],
  'not-sold': ['not-sold'],
  'own-records': ['own-records'],
  'general-coverage': ['answer'],
  other: ['answer', 'fallback', 'price-range', 'price-declined'],
};

let answerer: Answerer;
beforeAll(async () => {
  const profile = resolveAgencyProfile(agencyBase, {});
  answerer = new Answerer(await loadSiteContent(profile), profile);
});

describe.each([
  ['losses and claims', 'policy-phrasings.json'],
  ['losses and claims, a second writer', 'policy-phrasings-check.json'],
  ['coverage decisions, prices, lines not sold and own records', 'policy-phrasings-2.json'],
  ['every reading, a third writer', 'policy-phrasings-check-2.json'],
])('messages about %s', (_name, file) => {
  it.each(load(file).map((p) => [`${p.expect}: ${p.text}`, p] as const))('%s', (_title, p) => {
    const reply = answerer.answer([{ role: 'user', content: p.text }]);
    expect(allowed[p.expect]).toContain(reply.kind);
    if (p.expect === 'danger') expect(reply.response).toMatch(/call 911 first/);
  });
});
