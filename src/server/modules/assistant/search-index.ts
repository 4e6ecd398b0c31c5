// The passages in a MiniSearch index (BM25 over heading, page title, keywords and text), and
// how much of a question a passage answers.
import MiniSearch from 'minisearch';
import { GENERIC_TERMS, processTerm, termsOf, tokenize } from './language';
import { synonymMatches } from './vocabulary';
import type { Passage } from './site-content';

export interface Hit {
  passage: Passage;
  score: number;
  /** The query terms the passage matched (stemmed). */
  matched: Set<string>;
  /** The share (0–1) of the question's concepts the passage matched. */
  coverage: number;
}

/** One meaningful word of a question and the terms that stand for it (its synonyms). */
export interface Concept {
  word: string;
  /** Every term that stands for it: a passage with any of them matches it, for the search. */
  terms: Set<string>;
  /** The ways it is said, each as terms that must all be there: the sentence of an answer. */
  ways: string[][];
}

/** Whether a sentence (its terms) says the concept in one of its ways. */
export const says = (concept: Concept, terms: ReadonlySet<string>) =>
  concept.ways.some((way) => way.length > 0 && way.every((t) => terms.has(t)));

export interface SearchOptions {
  /** The question's concepts, against which coverage is measured. */
  concepts: Concept[];
  /** Weight of a query term (terms from earlier turns weigh less). */
  weightOf?: (term: string) => number;
  limit?: number;
}

/**
 * Words a search looks up at most. Each is a prefix and fuzzy lookup of its own; a long
 * question of one repeated word once cost 300-800 ms of the server's only thread.
 */
export const MAX_QUERY_TERMS = 40;

/** The query's words once each, the first `MAX_QUERY_TERMS` of them, as MiniSearch reads them. */
export function distinctTerms(query: string): string {
  const seen = new Set<string>();
  for (const token of tokenize(query)) {
    if (seen.size >= MAX_QUERY_TERMS) break;
    if (processTerm(token) !== null) seen.add(token);
  }
  return [...seen].join(' ');
}

/**
 * The weight of a word the site does not have, against 1–4 for the words it has: it cannot tell
 * passages apart, but a question full of them is not one the site answers.
 */
const UNKNOWN_WEIGHT = 2;
/**
 * The most a word weighs: a word a handful of passages use is as telling as one a single
 * passage uses ("doctor", "besides"); above this, rarity says more about the site's style than
 * about the question.
 */
const MAX_WEIGHT = 4;

export class PassageIndex {
  private readonly index: MiniSearch<Passage>;
  private readonly byId = new Map<number, Passage>();

  constructor(readonly passages: readonly Passage[]) {
    this.index = new MiniSearch<Passage>({
      fields: ['heading', 'page', 'keywords', 'text', 'asks'],
      extractField: (passage, field) =>
        field === 'asks' ? passage.asks.join(' ') : passage[field as keyof Passage],
      tokenize,
      processTerm,
      searchOptions: {
        boost: { heading: 2, page: 1.5, keywords: 1.5, text: 1, asks: 3 },
        prefix: (term) => term.length >= 5,
        fuzzy: (term) => (term.length >= 6 && !/\d/.test(term) ? 0.2 : false),
        maxFuzzy: 2,
        weights: { prefix: 0.4, fuzzy: 0.3 },
      },
    });
    this.index.addAll(passages as Passage[]);
    for (const passage of passages) this.byId.set(passage.id, passage);
  }

  private readonly idfCache = new Map<string, number>();
  /** How rare a term is (inverse document frequency); 0 for a term no passage has. */
  idf(term: string): number {
    let idf = this.idfCache.get(term);
    if (idf === undefined) {
      const df = this.index.search(term, {
        prefix: false,
        fuzzy: false,
        fields: ['heading', 'page', 'keywords', 'text', 'asks'],
      }).length;
      idf = df === 0 ? 0 : Math.log(1 + this.passages.length / df);
      this.idfCache.set(term, idf);
    }
    return idf;
  }

  /**
   * How much a concept weighs in a question: its rarest known term's rarity. A word no passage
   * has (a car's model, a town, a pet's breed, a story's details) weighs little: no passage can
   * match it, and a visitor's story is full of them. A question made only of such words is not
   * answered (the coverage of every passage is 0).
   */
  weightOf(concept: Concept): number {
    const known = Math.max(...[...concept.terms].map((t) => this.idf(t)));
    return known === 0 ? UNKNOWN_WEIGHT : Math.min(known, MAX_WEIGHT);
  }

  /** Passages for a query, best first, each with the share of the concepts it matched. */
  search(query: string, options: SearchOptions): Hit[] {
    const { concepts, weightOf, limit = 30 } = options;
    const weights = concepts.map((c) => this.weightOf(c));
    const total = weights.reduce((a, b) => a + b, 0);
    const results = this.index.search(distinctTerms(query), {
      boostTerm: weightOf ? (term) => weightOf(term) : undefined,
    });
    return results
      .slice(0, limit)
      .map((result) => {
        const matched = new Set(result.queryTerms);
        let got = 0;
        // A concept counts when the passage says it in one of its ways (all of "personal injury
        // protection", not "personal" alone).
        concepts.forEach((concept, i) => {
          if (says(concept, matched)) got += weights[i]!;
        });
        return {
          passage: this.byId.get(result.id as number)!,
          score: result.score,
          matched,
          coverage: total === 0 ? 0 : got / total,
        };
      })
      .slice(0, limit);
  }
}

/**
 * The concepts of a question: each meaningful word with the synonyms it triggered ("cars" stands
 * for car and auto; "vacation" and "rental" for short-term rental). Words like "insurance" or
 * "Kansas" are left out: every page has them.
 */
export function conceptsOf(text: string): Concept[] {
  const concepts = new Map<string, Concept>();
  for (const token of tokenize(text)) {
    const term = processTerm(token);
    if (term === null || GENERIC_TERMS.has(term) || concepts.has(term)) continue;
    concepts.set(term, { word: token, terms: new Set([term]), ways: [[term]] });
  }
  for (const { words, means } of synonymMatches(text)) {
    // "Certificate of insurance": every page says insurance; the certificate is the point.
    const ways = means
      .map((way) => termsOf(way).filter((t) => !GENERIC_TERMS.has(t)))
      .filter((way) => way.length > 0);
    const own = termsOf(words).filter((w) => concepts.has(w));
    // "Not covered": words that mean nothing alone, and something together.
    if (own.length === 0 && ways.length > 0 && !concepts.has(words)) {
      concepts.set(words, { word: words, terms: new Set(ways.flat()), ways });
      continue;
    }
    for (const word of own) {
      const concept = concepts.get(word)!;
      for (const way of ways) {
        for (const t of way) concept.terms.add(t);
        concept.ways.push(way);
      }
    }
  }
  return [...concepts.values()];
}
