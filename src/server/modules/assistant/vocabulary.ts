// The vocabulary of content/assistant/vocabulary.ts, ready to read questions with: visitors' words
// and the site's, the lines of insurance a question names, and the places of the served state.
// Phrases are matched on the stemmed words of the question, so the content lists each word once.
import { servedPlaces, wordGroups, type WordGroup } from '#content/assistant/vocabulary';
import { stem, termsOf, tokenize } from './language';

const WILDCARD = '*';

/** A text's words as phrases are matched: stemmed, stop words kept. */
const wordsOf = (text: string) => tokenize(text.replace(/['’]/g, '')).map(stem);
/** A phrase's words: `*` stands for any one word. */
const phraseWordsOf = (phrase: string) =>
  phrase.split(/\s+/).flatMap((part) => (part === WILDCARD ? [WILDCARD] : wordsOf(part)));
/** A word of the phrase against one of the text ("ski" and "skis": the stemmer keeps -is). */
const sameWord = (phraseWord: string, word: string | undefined) =>
  phraseWord === WILDCARD || phraseWord === word || `${phraseWord}s` === word;

interface Phrase<T> {
  words: string[];
  value: T;
}

/** Phrases by their first word: a question is read once, whatever the size of the list. */
class PhraseMatcher<T> {
  private readonly byFirst = new Map<string, Phrase<T>[]>();

  constructor(entries: [phrase: string, value: T][]) {
    for (const [phrase, value] of entries) {
      const words = phraseWordsOf(phrase);
      const first = words[0];
      if (first === undefined || first === WILDCARD) continue;
      const list = this.byFirst.get(first) ?? [];
      list.push({ words, value });
      // Longest first: "short term rental" before "short".
      list.sort((a, b) => b.words.length - a.words.length);
      this.byFirst.set(first, list);
    }
  }

  /** The phrases that may start at this word. */
  private startingAt(word: string): Phrase<T>[] {
    const own = this.byFirst.get(word) ?? [];
    const singular = word.endsWith('s') ? this.byFirst.get(word.slice(0, -1)) : undefined;
    return singular ? [...own, ...singular] : own;
  }

  /** Every match, left to right, longest first; a matched stretch is not matched again. */
  matches(text: string): { start: number; end: number; value: T }[] {
    const words = wordsOf(text);
    const out: { start: number; end: number; value: T }[] = [];
    for (let i = 0; i < words.length; i++) {
      const found = this.startingAt(words[i]!).find((p) =>
        p.words.every((w, j) => sameWord(w, words[i + j])),
      );
      if (found) {
        out.push({ start: i, end: i + found.words.length, value: found.value });
        i += found.words.length - 1;
      }
    }
    return out;
  }

  /** Every match of every phrase, overlapping ones included (a word may mean two things). */
  allMatches(text: string): { start: number; end: number; value: T }[] {
    const words = wordsOf(text);
    const out: { start: number; end: number; value: T }[] = [];
    for (let i = 0; i < words.length; i++) {
      for (const p of this.startingAt(words[i]!)) {
        if (p.words.every((w, j) => sameWord(w, words[i + j]))) {
          out.push({ start: i, end: i + p.words.length, value: p.value });
        }
      }
    }
    return out;
  }

  /** The text's words with each matched stretch replaced. */
  replace(text: string, by: (value: T) => string): string {
    const words = tokenize(text.replace(/['’]/g, ''));
    const matches = this.matches(text);
    if (matches.length === 0) return text;
    const out: string[] = [];
    let at = 0;
    for (const m of matches) {
      out.push(...words.slice(at, m.start), by(m.value));
      at = m.end;
    }
    out.push(...words.slice(at));
    return out.join(' ');
  }
}

export interface PhraseSet {
  /** Whether a text says any of the phrases (matched as the vocabulary's are). */
  (text: string): boolean;
  /** The text without the phrases it says. */
  remove: (text: string) => string;
}

export function phraseSet(phrases: readonly string[]): PhraseSet {
  const matcher = new PhraseMatcher<true>(phrases.map((phrase) => [phrase, true]));
  const set = (text: string) => matcher.allMatches(text).length > 0;
  set.remove = (text: string) => matcher.replace(text, () => '');
  return set;
}

const groups = new PhraseMatcher<WordGroup>(
  wordGroups.flatMap((group) => group.says.map((phrase) => [phrase, group] as [string, WordGroup])),
);
const places = new PhraseMatcher<true>(
  servedPlaces.map((place) => [place, true] as [string, true]),
);

/** The served state's name, for the places in it ("renters insurance in Wichita"). */
export function withPlacesAsState(text: string, state: string): string {
  return places.replace(text, () => state);
}

/** The question with the site's words added for the visitor's own. */
export function expandSynonyms(text: string): string {
  const added = new Set(groups.matches(text).flatMap((m) => m.value.means));
  return added.size ? `${text} ${[...added].join(' ')}` : text;
}

/** Each group a text triggers: the visitor's words that triggered it and the site's ways. */
export function synonymMatches(text: string): { words: string; means: string[] }[] {
  const words = tokenize(text.replace(/['’]/g, ''));
  return groups
    .matches(text)
    .map((m) => ({ words: words.slice(m.start, m.end).join(' '), means: m.value.means }));
}

/** Terms naming an insurance line: the product topics' words plus the vocabulary's lines. */
export function createSubjectTerms(topics: readonly string[]): Set<string> {
  const generic = new Set(['insurance', 'coverage', 'policy', 'the', 'and', 'of'].map(stem));
  const terms = new Set<string>();
  for (const topic of topics) {
    for (const term of termsOf(topic)) if (!generic.has(term)) terms.add(term);
  }
  for (const group of wordGroups) {
    if (group.line) for (const term of termsOf(group.means.join(' '))) terms.add(term);
  }
  return terms;
}

/** The subject terms a question names (after its synonyms are added). */
export function subjectsOf(text: string, subjectTerms: ReadonlySet<string>): string[] {
  return termsOf(expandSynonyms(text)).filter((t) => subjectTerms.has(t));
}

/** The question without the words naming insurance lines: what it asks about them. */
export function withoutSubjects(text: string, subjectTerms: ReadonlySet<string>): string {
  const lineWords = new Set(
    groups
      .allMatches(text)
      .filter((m) => m.value.line)
      .flatMap((m) => Array.from({ length: m.end - m.start }, (_, k) => m.start + k)),
  );
  return tokenize(text.replace(/['’]/g, ''))
    .filter((token, i) => !lineWords.has(i) && !subjectTerms.has(stem(token)))
    .join(' ');
}
