// The built-in answerer: retrieval over the site's passages, the guardrails, and a short answer
// built from the best passage with links to its pages. No network; a few milliseconds a question.
import type { AgencyProfile } from '#shared/agency';
import {
  ASSISTANT_LIMITS,
  CALLBACK_HREF,
  type AssistantReply,
  type AssistantSource,
} from '#shared/assistant';
import { GENERIC_TERMS, processTerm, termsOf, tokenize } from './language';
import {
  asksAboutAssistant,
  asksAboutOwnRecords,
  asksCoverageDecision,
  asksHowToClaim,
  asksOwnPrice,
  asksPrice,
  asksSavings,
  isGreeting,
  isSmallTalk,
  mayBeDanger,
  mentionsPricing,
  reportsLoss,
  saysAlreadyHas,
  unsoldLinesAsked,
  withoutCallsForHelp,
} from './policy';
import { conceptsOf, PassageIndex, says, type Concept, type Hit } from './search-index';
import { firstClause, type Passage, type PassageKind } from './site-content';
import {
  createSubjectTerms,
  expandSynonyms,
  subjectsOf,
  withoutSubjects,
  withPlacesAsState,
} from './vocabulary';

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

export type AnswerKind =
  | 'safety'
  | 'own-records'
  | 'answer'
  | 'not-sold'
  | 'coverage-decision'
  | 'price-range'
  | 'price-declined'
  | 'fallback'
  | 'greeting';

export interface BuiltInAnswer extends AssistantReply {
  kind: AnswerKind;
  /** The passages the answer drew on, best first: what an optional model is given. */
  passages: Passage[];
}

/** What the visitor asks, once the conversation is read. */
interface Question {
  /** The last user turn (places of the served state read as the state). */
  current: string;
  /**
   * What a follow-up borrows from an earlier turn: the question ("minimums" for "and for my
   * boat?") or the line ("umbrella" for "does it cover my golf cart?"). Empty when the turn
   * stands on its own.
   */
  context: string;
  /** The turn and the question it borrows: what the policy reads a price question from. */
  asked: string;
  concepts: Concept[];
  /** Insurance lines the question names (or borrows, when it names none). */
  subjects: string[];
}

/** A turn that leans on the one before: "and for my boat?", "what about hail?" */
const CONNECTIVE =
  /^(and|also|what about|how about|same|plus|or|but|then|so|ok(ay)?,? (and|what about|how about))\b/i;
/** A turn that points back at what was said: "how much is it?", "does that include hail?" */
const POINTS_BACK = /\b(it|that|this|they|them|those|these|mine|one|ones)\b/i;

/** A hit with its place in the answer's ranking (higher is better). */
type Ranked = Hit & { rank: number };

/** Below this share of a question's (rarity-weighted) concepts, a passage does not answer it. */
export const MIN_COVERAGE = 0.5;
/** Below this MiniSearch score, a passage matched too little to quote. */
export const MIN_SCORE = 3;
const MAX_BODY = 620;

const kindWeight: Record<PassageKind, number> = {
  agency: 1.15,
  guide: 1.1,
  product: 1,
  'product-overview': 1,
  'product-coverage': 1,
  page: 1,
  blog: 1,
  legal: 0.85,
  carrier: 0.6,
};

const asksAvailability = (text: string) =>
  /\b(do|does|can|will|would) (you|y'all|your agency|the agency|you guys|you all) (sell|offer|have|insure|cover|write|carry|provide|do|handle|quote)\b|\bcan i (buy|get|purchase)\b|\b(do|does) (you|your agency) (also )?(insure|cover)\b/i.test(
    text,
  );
const asksWhatIsCovered = (text: string) =>
  /\bwhat (does|do|is|are|will|would)\b[^?.!]*\b(cover|covers|include|includes|protect|protects|pay for)\b|\bwhat('s| is) (covered|included)\b|\bwhat kinds? of coverage\b/i.test(
    text,
  );
/** "What does it cover?", "what are the steps?": the whole list is the answer. */
const asksForList = (text: string) =>
  asksWhatIsCovered(text) ||
  /\bwhat (are|is) (the|your)?\s*(main )?(options|types|kinds|parts|steps|forms|coverages)\b|\bwhat (should|do) i (have ready|bring|need to have)\b/i.test(
    text,
  );
/** A text's meaningful terms in order, repeats kept. */
const termSequence = (text: string) =>
  tokenize(text)
    .map(processTerm)
    .filter((t): t is string => t !== null);

/** Whether a sentence's terms say one way of a concept, its words in order. */
function saysWayInOrder(way: readonly string[], sequence: readonly string[]): boolean {
  if (way.length === 0) return false;
  if (way.length === 1) return sequence.includes(way[0]!);
  for (let i = 0; i + way.length <= sequence.length; i++) {
    if (way.every((t, j) => sequence[i + j] === t)) return true;
  }
  return false;
}

/** "How fast", "how soon", "when will": the answer is a time. */
const asksTime = (text: string) =>
  /\bhow (fast|quickly|soon|long)\b|\bwhen (will|do|does|can|would)\b/i.test(text);
const TIME_WORDS =
  /\b(\d+ (minutes?|hours?|days?|weeks?|months?|years?)|same (business )?day|next (business )?day|within|immediately|right away|days?|hours?|weeks?)\b/i;

/** A message that asks something: a question mark, or "can I", "should we", "am I allowed". */
const ASKS_SOMETHING =
  /\?|\b(can|could|should|do|does|am|is|are|will|would|how|what|when|where|who|which)\s+(i|we|you|it|they|my|our|the|a|an|that|this)\b|\bhow (long|soon|much|many|fast|often)\b/i;

/** Words of what a policy does and does not cover. */
const COVER_WORDS = /\b(cover(s|ed|age)?|exclud\w*|exclusions?|includ\w*|not covered|pays? for)\b/i;

/** "How many", "how long", "what percent": the answer is a figure. */
const asksFigure = (text: string) =>
  /\bhow (many|much|long|old|soon|often|far|big|high)\b|\bthe most\b|\b(maximum|max|up to)\b|\b(percent|percentage|minimums?|limits?|amount|age|deadline|days|weeks|months|years|period|when|fines?|penalty|penalties|statute)\b/i.test(
    text,
  );
const asksPhone = (text: string) => /\b(call|phone|telephone|reach|speak|talk)\b/i.test(text);
/** About the carriers the agency works with ("which companies", "do you have Progressive"), not
 * "let my insurance company know". */
const asksCarriers = (text: string) =>
  /\b(carriers|insurers|companies)\b|\b(which|what|how many|any) (insurance )?(carrier|insurer|company)\b/i.test(
    text,
  );

/** A sentence that leans on the one before it ("This gap...", "...can therefore count..."). */
const POINTS_TO_BEFORE =
  /^(this|that|these|those|it|they|such|then)\b|\b(therefore|thus|hence|as a result)\b/i;

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9$"“(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A sentence of a candidate passage (or its ready summary, the last option), as scored. */
interface Pick {
  score: number;
  passage: Passage;
  at: number;
  options: string[];
  /** The passage's heading is a question of the site's that is not quite the visitor's. */
  theirQuestion: boolean;
}

interface AnswerSentences {
  text: string;
  passage: Passage;
  /** Another passage's sentence that says nearly as much. */
  also?: { text: string; passage: Passage };
}

/** What a concept said by one of its synonyms counts, against the visitor's own word. */
const SYNONYM_SHARE = 0.6;

/** How much of the best sentence's score another passage's sentence needs to come second. */
const SECOND_SHARE = 0.5;

/**
 * What a picked sentence answers with: a short answer to one of the site's questions whole (its
 * "Yes." or "No." answers the site's question, which is quoted when it is not the visitor's);
 * otherwise the sentence, with what it points back to, and the sentence after it when it is short.
 */
function pickedText({ passage, at, options, theirQuestion }: Pick): string {
  const summary = at === options.length - 1 && options[at] === passage.brief;
  if (passage.heading.endsWith('?') && passage.text.length <= 300 && !summary) {
    const leadsWithVerdict = /^(yes|no|usually|not|generally|it depends)\b/i.test(passage.text);
    return leadsWithVerdict && theirQuestion
      ? `Asked “${passage.heading}”, our ${passage.page} page says: ${passage.text}`
      : passage.text;
  }
  const picked = [options[at] ?? passage.text];
  // "This gap is called basis risk.": a sentence that points back needs the one before it
  // (two at most).
  for (let back = at - 1; back >= Math.max(0, at - 2); back--) {
    if (!POINTS_TO_BEFORE.test(picked[0]!)) break;
    picked.unshift(options[back]!);
  }
  // The sentence after a short one often carries the figure or the condition it announces.
  const next = at + 1 < options.length && !summary ? options[at + 1] : undefined;
  if (
    next &&
    next !== passage.brief &&
    (picked.join(' ').length < 200 || /:$/.test(picked.at(-1)!))
  ) {
    picked.push(next);
  }
  return picked.join(' ');
}

/** A price the site publishes: a dollar figure per month or per year. */
const isPriceSentence = (s: string) =>
  /\$\s?\d/.test(s) && /\b(per|a|each) (month|year)\b|\bmonthly\b|\bannually\b/i.test(s);

/** Shortens at a sentence or list boundary. */
export function clip(text: string, max = MAX_BODY): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('; '));
  return end > max / 2 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

const LOSS_WORDS = /^(loss|losses|damages?|claims?|approved|denied|paid|pay|happen\w*|accident)$/i;

const link = (s: AssistantSource) => `[${s.title}](${s.href})`;

/** The callback request the "not sure" answer offers. */
const CALLBACK_OFFER = `leave your number and we'll call you back: [Request a callback](${CALLBACK_HREF})`;
const pageOf = (href: string) => href.replace(/#.*$/, '');

/** One source per page, in order. */
function distinctSources(sources: AssistantSource[], max = 3): AssistantSource[] {
  const seen = new Set<string>();
  return sources.filter((s) => !seen.has(pageOf(s.href)) && seen.add(pageOf(s.href))).slice(0, max);
}
const sourceOf = (p: Passage): AssistantSource => ({ title: p.page, href: p.href });

export class Answerer {
  readonly index: PassageIndex;
  /** The lines the legal pages say the agency does not sell ("life", "disability", "health"). */
  readonly unsold: string[];
  private readonly subjectTerms: Set<string>;
  private readonly overviewOf = new Map<string, Passage>();
  private readonly titleOf = new Map<string, string>();
  private readonly topicCache = new Map<string, string[]>();
  /** What the safety answer quotes and links: the Claims page, its steps, the accident article. */
  private readonly claimsPassages: Record<
    'claims' | 'steps' | 'accidentArticle',
    Passage | undefined
  >;

  constructor(
    readonly passages: Passage[],
    readonly agency: AgencyProfile,
  ) {
    this.index = new PassageIndex(passages);
    for (const p of passages)
      if (!this.titleOf.has(pageOf(p.href))) this.titleOf.set(pageOf(p.href), p.page);
    const overviews = passages.filter((p) => p.kind === 'product-overview');
    for (const p of overviews) this.overviewOf.set(p.href, p);
    this.subjectTerms = createSubjectTerms(overviews.map((p) => p.topic ?? p.page));
    this.claimsPassages = {
      claims: passages.find((p) => p.kind === 'page' && p.href === '/claims'),
      steps: passages.find((p) => p.href === '/claims' && p.brief && /\bstep/i.test(p.text)),
      accidentArticle: passages.find((p) => p.kind === 'blog' && /\baccident\b/i.test(p.page)),
    };
    const statement = passages
      .filter((p) => p.kind === 'legal')
      .map((p) => /\bdo not sell ([a-z ,]+?) insurance\b/i.exec(p.text)?.[1])
      .find(Boolean);
    this.unsold = (statement ?? '')
      .toLowerCase()
      .split(/,\s*|\s+or\s+|\s+and\s+/)
      .map((s) => s.trim())
      .filter(Boolean);
  }

  /** Answers the last user turn of a conversation; never throws on odd input. */
  answer(messages: readonly Turn[]): BuiltInAnswer {
    const reply = this.reply(messages);
    return { ...reply, response: clip(reply.response, ASSISTANT_LIMITS.maxMessageLength) };
  }

  fallback(passages: Passage[] = []): BuiltInAnswer {
    return {
      kind: 'fallback',
      response: `I'm not sure about that, and I'd rather not guess. Please ${this.phoneLine} and a licensed agent will help you, or ${CALLBACK_OFFER}.`,
      sources: [this.page('/contact')],
      passages,
    };
  }

  private reply(messages: readonly Turn[]): BuiltInAnswer {
    const users = messages.filter((m) => m.role === 'user').map((m) => m.content.trim());
    const current = users.at(-1) ?? '';
    if (isGreeting(current)) {
      return {
        kind: 'greeting',
        response: `Hello! Ask me about coverage, Kansas requirements, typical costs, claims or our office. You can also ${this.phoneLine}.`,
        sources: [],
        passages: [],
      };
    }
    if (asksAboutAssistant(current)) {
      return {
        kind: 'greeting',
        response: `I'm the ${this.agency.name} website assistant: I answer from the pages of this site and point you to them. For a person, ${this.phoneLine}.`,
        sources: [this.page('/contact')],
        passages: [],
      };
    }
    if (isSmallTalk(current)) return this.fallback();
    if (asksAboutOwnRecords(current)) return this.ownRecords();
    // Safety comes first, read from this turn alone: an earlier topic never steers it.
    if (reportsLoss(current)) return this.safety(current, true, this.alsoAsked(current));
    if (asksHowToClaim(current)) return this.safety(current, false);

    const question = this.understand(users);
    const hits = this.find(question);
    // Confident when one of the best few passages says enough of the question.
    const answering = hits
      .slice(0, 3)
      .find((h) => h.coverage >= MIN_COVERAGE && h.score >= MIN_SCORE);
    const confident = answering !== undefined && question.concepts.length > 0;
    const good = confident ? hits.filter((h) => h.coverage >= MIN_COVERAGE) : [];
    const passages = (good.length ? good : hits).slice(0, 5).map((h) => h.passage);

    // The guardrails come first: they hold whatever the search found.
    // A line not sold that the visitor already has, beside one the site sells, is not what
    // they ask about.
    const unsold = unsoldLinesAsked(question.current, this.unsold);
    const aside = saysAlreadyHas(question.current) && question.subjects.length > 0;
    if (unsold.length && !aside) return this.notSold(unsold, good);
    if (asksCoverageDecision(question.current)) return this.coverageDecision(good, question);
    if (asksPrice(question.asked) && !asksSavings(question.current)) {
      return this.price(question, good, hits, passages);
    }
    if (!confident) return this.fallback(passages);
    // The sentence may come from a passage that says less of the question than the page that
    // answers (a question asked with a story: the story's words are elsewhere on the page).
    const near = hits.filter((h) => h.coverage >= MIN_COVERAGE / 2);
    return this.direct(question, good, near, passages);
  }

  /**
   * The last turn, and what it borrows from an earlier one when it does not stand on its own: a
   * turn naming only a line ("and for my boat?") borrows the question; a turn asking without a
   * line, that points back or is too short to stand alone ("how much is it?", "does that include
   * hail?"), borrows the line. A turn with a line and a question of its own borrows nothing.
   */
  private understand(users: string[]): Question {
    const read = (text: string) => withPlacesAsState(text, this.agency.licenseState);
    const current = read(users.at(-1) ?? '');
    const concepts = conceptsOf(current);
    const lines = subjectsOf(current, this.subjectTerms);
    const asks = conceptsOf(withoutSubjects(current, this.subjectTerms));
    const earlier = users
      .slice(0, -1)
      .reverse()
      .map(read)
      .filter((u) => !isGreeting(u) && !isSmallTalk(u) && !reportsLoss(u) && !asksHowToClaim(u));
    const alone: Question = { current, context: '', asked: current, concepts, subjects: lines };
    const previous = earlier[0];
    if (!previous) return alone;

    // "Can it include cyber?" after a BOP question: "it" is the BOP, cyber is what is asked.
    if (lines.length && POINTS_BACK.test(current)) {
      const named = earlier.slice(0, 3).find((u) => subjectsOf(u, this.subjectTerms).length);
      const before = named ? subjectsOf(named, this.subjectTerms) : [];
      const borrowed = before.filter((t) => !lines.includes(t));
      if (borrowed.length) {
        return {
          current,
          context: borrowed.join(' '),
          asked: current,
          concepts,
          subjects: [...borrowed, ...lines],
        };
      }
    }
    if (lines.length && asks.length === 0) {
      const context = withoutSubjects(previous, this.subjectTerms);
      const own = new Set(concepts.map((c) => c.word));
      return {
        current,
        context,
        asked: `${current} ${context}`,
        concepts: [...concepts, ...conceptsOf(context).filter((c) => !own.has(c.word))],
        subjects: lines,
      };
    }
    const leans =
      CONNECTIVE.test(current.trim()) || POINTS_BACK.test(current) || concepts.length <= 1;
    if (lines.length === 0 && leans) {
      // The line of the latest turn that named one (not further back than three turns).
      const named = earlier.slice(0, 3).find((u) => subjectsOf(u, this.subjectTerms).length);
      if (!named) return alone;
      const subjects = subjectsOf(named, this.subjectTerms);
      // "What about for accidents?" after "is there a waiting period for illnesses on pet
      // insurance?": the earlier question, asked of something else.
      if (
        CONNECTIVE.test(current.trim()) &&
        concepts.length <= 2 &&
        !ASKS_SOMETHING.test(current.replace(/\?/g, ''))
      ) {
        const own = new Set(concepts.map((c) => c.word));
        return {
          current,
          context: previous,
          asked: `${current} ${previous}`,
          concepts: [...concepts, ...conceptsOf(previous).filter((c) => !own.has(c.word))],
          subjects,
        };
      }
      return { current, context: subjects.join(' '), asked: current, concepts, subjects };
    }
    return alone;
  }

  /** Hits re-ranked by how much of the question they cover and by what kind of page asks. */
  private find({ current, context, concepts, subjects }: Question): Ranked[] {
    const own = new Set(termsOf(expandSynonyms(current)));
    const query = `${expandSynonyms(current)} ${context ? expandSynonyms(context) : ''}`;
    const queryTerms = new Set(termsOf(query));
    const carriers = asksCarriers(current);
    const availability = asksAvailability(current);
    const whatIsCovered = asksWhatIsCovered(current);
    const hits = this.index.search(query, {
      concepts,
      weightOf: (term) => (own.has(term) ? 1 : 0.5),
    });
    const rank = (h: Hit) => {
      let weight = kindWeight[h.passage.kind];
      // A question naming a line ("my car") is mostly about that line.
      if (subjects.length && !subjects.some((s) => h.matched.has(s))) weight *= 0.8;
      if (h.passage.kind === 'carrier' && carriers) weight = 1.2;
      if (availability && h.passage.kind === 'product-overview') weight *= 1.3;
      // "Flood insurance" means the Flood Insurance page, not Excess or Commercial Flood.
      const topic = h.passage.topic ? this.topicTerms(h.passage.topic) : [];
      const named = topic.filter((t) => queryTerms.has(t)).length;
      if (topic.length && named === topic.length) weight *= 1.3;
      else if (named > 0) weight *= 0.8;
      // "What does renters insurance cover?": the page's own list, when the question names it.
      if (whatIsCovered && h.passage.kind === 'product-coverage' && named === topic.length) {
        weight *= 1.8;
      }
      return h.score * (0.3 + h.coverage) * weight;
    };
    return hits.map((h) => ({ ...h, rank: rank(h) })).sort((a, b) => b.rank - a.rank);
  }

  /** An answer from the best passage, with links to the pages that answer as well. */
  private direct(
    question: Question,
    good: Ranked[],
    near: Ranked[],
    passages: Passage[],
  ): BuiltInAnswer {
    const { current, asked, concepts } = question;
    const best = good[0]!;
    // "Pet insurance for horses?", "crop hail for wheat?": the page is about pets, or farms, not
    // about horses or crops. Say what is missing.
    const missing = concepts.filter((c) => ![...c.terms].some((t) => best.matched.has(t)));
    const availability =
      asksAvailability(current) && (best.passage.topic !== undefined || missing.length > 0);
    let lead = availability
      ? (this.overviewOf.get(best.passage.href) ?? best.passage)
      : best.passage;
    let body: string;
    let also: Passage | undefined;
    if (availability && missing.length === 0) {
      body = `Yes. ${this.agency.name} offers ${lead.topic} through its partner carriers. ${sentencesOf(lead.text)[0] ?? ''}`;
    } else if (availability) {
      body = `I couldn't find ${missing.map((c) => c.word).join(' or ')} on our site, so please call us at ${this.agency.phone} to ask, or ${CALLBACK_OFFER}. The closest page is ${lead.topic ?? lead.page}: ${sentencesOf(lead.text)[0] ?? ''}`;
    } else if (lead.brief && asksForList(current)) {
      body = lead.brief;
    } else {
      const found = this.answerSentences(near, concepts, asked);
      lead = found.passage;
      body = found.also ? `${found.text}\n\n${found.also.text}` : found.text;
      also = found.also?.passage;
    }
    if (asksPhone(current) && !body.includes(this.agency.phone)) {
      body = `${body} Call us at ${this.agency.phone}.`;
    }
    // A figure was asked for and the closest passage gives none: say so rather than leave it.
    const noFigure = asksFigure(asked) && !/\d/.test(body) && !availability;
    const related = good.filter(
      (h) => h.score >= best.score * 0.5 && h.coverage >= best.coverage - 0.01,
    );
    const sources = distinctSources(
      [lead, ...(also ? [also] : []), ...related.map((h) => h.passage)].map(sourceOf),
    );
    const parts = [clip(body), `Read more: ${sources.map(link).join(', ')}`];
    if (noFigure) {
      parts.push(
        `Our site does not give the figure you asked for: please ${this.phoneLine}, or ${CALLBACK_OFFER}.`,
      );
    }
    if (this.needsCaveat(asked, body)) parts.push(this.caveat);
    return { kind: 'answer', response: parts.join('\n\n'), sources, passages };
  }

  /**
   * The sentences that carry the answer: of the best passages, the sentence that shares most of
   * the question's concepts (each weighted by its rarity; a concept only in the passage's heading
   * counts half), from a passage that ranks well; and another passage's best sentence when it
   * says at least half as much (a visitor's words often fit two sections, and the fact may be in
   * either).
   */
  private answerSentences(hits: Ranked[], concepts: Concept[], asked: string): AnswerSentences {
    const weights = concepts.map((c) => this.index.weightOf(c));
    const total = weights.reduce((a, b) => a + b, 0);
    const figure = asksFigure(asked);
    const time = asksTime(asked);
    const cover = COVER_WORDS.test(asked);
    // The best six passages, and the top one's other sections: sentences from further down the
    // list answer other questions. An article's section weighs as much as a product page's: the
    // blog states facts the product pages do not (a pet plan's usual deductible).
    const top = hits[0]!;
    const candidates = hits
      .slice(0, 8)
      .filter((hit, i) => i < 6 || pageOf(hit.passage.href) === pageOf(top.passage.href));
    const picks: Pick[] = [];
    for (const hit of candidates) {
      const { passage } = hit;
      const sentences = sentencesOf(passage.text);
      // A structured block's ready summary (a table of figures, a list) is one more candidate.
      const options = passage.brief ? [...sentences, passage.brief] : sentences;
      const heading = new Set(termsOf(passage.heading));
      const context = new Set(
        termsOf(`${passage.heading} ${passage.page} ${passage.keywords} ${passage.asks.join(' ')}`),
      );
      // A passage whose heading is the visitor's question says so.
      const inHeading = concepts.reduce(
        (sum, c, k) => sum + (says(c, heading) ? weights[k]! : 0),
        0,
      );
      const standing = 0.4 + 0.6 * (hit.rank / top.rank);
      options.forEach((sentence, at) => {
        const sequence = termSequence(sentence);
        let got = 0;
        // The visitor's own word counts whole; a synonym less, and one of the site's words
        // stands for one concept only ("landlord" is not DP-1, DP-3, rental and house at once).
        // The heading and the page's title count half, for the visitor's own words.
        const used = new Set<string>();
        concepts.forEach((concept, k) => {
          const [own, ...synonyms] = concept.ways;
          if (own && saysWayInOrder(own, sequence)) {
            got += weights[k]!;
            return;
          }
          const way = synonyms.find(
            (w) => saysWayInOrder(w, sequence) && !w.some((t) => used.has(t)),
          );
          if (way) {
            got += weights[k]! * SYNONYM_SHARE;
            for (const t of way) used.add(t);
          } else if (own?.length && own.every((t) => context.has(t))) {
            got += weights[k]! / 2;
          }
        });
        got += inHeading * 0.3;
        if (figure && /\d/.test(sentence)) got *= 1.25;
        // "How fast can you...?": the sentence that says how long.
        if (time && TIME_WORDS.test(sentence)) got *= 1.25;
        // "Is earthquake damage covered by homeowners?": the sentence that says what is.
        if (cover && COVER_WORDS.test(sentence)) got *= 1.15;
        // A summary says everything its block says: the longer, the less it is about the question.
        // (A table of figures answers a figure question whole.)
        if (at === sentences.length) {
          const table = figure && /\d/.test(sentence);
          got *= 0.9 * (table ? 1 : Math.sqrt(Math.min(1, 250 / sentence.length)));
        }
        picks.push({
          score: got * standing,
          passage,
          at,
          options,
          theirQuestion: inHeading < 0.6 * total,
        });
      });
    }
    const best = picks.reduce((a, b) => (b.score > a.score ? b : a));
    const second = picks
      .filter((p) => p.passage !== best.passage && p.score >= best.score * SECOND_SHARE)
      .reduce<Pick | undefined>((a, b) => (!a || b.score > a.score ? b : a), undefined);
    return {
      text: pickedText(best),
      passage: best.passage,
      also: second && { text: pickedText(second), passage: second.passage },
    };
  }

  /**
   * A loss that just happened, or how to file a claim: 911 when someone may be hurt, the 24/7
   * claims line, the first steps, and the pages that say more. Never a price, a product or the
   * office hours instead.
   */
  /**
   * What a loss report also asks ("the storm ripped shingles off: can I tarp the roof before the
   * adjuster comes?"), answered from the site after the safety steps: never a price or whether
   * the loss is covered, and only when the site says enough of it.
   */
  private alsoAsked(current: string): { text: string; passage: Passage } | undefined {
    // "What do I do?" is what the safety steps answer.
    const asking = withoutCallsForHelp(current);
    if (!ASKS_SOMETHING.test(asking) || asksCoverageDecision(current) || asksPrice(current)) {
      return undefined;
    }
    // What it asks, without the story around it ("filed a claim for hail yesterday. how long
    // till an adjuster calls?"), and the whole message when that alone says too little.
    const clauses = asking
      .split(/(?<=[.!?;])\s+|\s+[-–—]\s+/)
      .filter((c) => ASKS_SOMETHING.test(c));
    const found = [clauses.join(' '), current]
      .filter((text, i) => text.trim() !== '' && (i === 0 || clauses.length > 0))
      .map((text) => this.answerTo(text))
      .find((answer) => answer !== undefined);
    if (!found) return undefined;
    // The Claims page's first steps are in the safety answer already; its later ones are not.
    const firstSteps = this.firstSteps().join(' ');
    return firstSteps.includes(found.text.replace(/^Step \d+, /, '').slice(0, 80))
      ? undefined
      : found;
  }

  /** The site's sentences for a question, when the search is confident of them. */
  private answerTo(text: string): AnswerSentences | undefined {
    const question = this.understand([text]);
    const hits = this.find(question);
    const confident = hits
      .slice(0, 3)
      .some((h) => h.coverage >= MIN_COVERAGE && h.score >= MIN_SCORE);
    if (!confident || question.concepts.length === 0) return undefined;
    const near = hits.filter((h) => h.coverage >= MIN_COVERAGE / 2);
    return this.answerSentences(near, question.concepts, question.asked);
  }

  private safety(
    current: string,
    loss: boolean,
    asked?: { text: string; passage: Passage },
  ): BuiltInAnswer {
    const { claims, steps, accidentArticle } = this.claimsPassages;
    const accident =
      /\b(accident|crash|wreck|fender|rear[- ]?ended|t[- ]?boned|hit|totall?ed|collision|car|truck|vehicle)\b/i.test(
        current,
      );
    const article = accident ? accidentArticle : undefined;
    const parts: string[] = [];
    const danger = loss && mayBeDanger(current);
    if (danger) parts.push('If anyone is hurt or in danger, call 911 first.');
    parts.push(
      `${danger ? 'Then call' : 'Call'} our 24/7 claims line at ${this.agency.phone}: we help you report the claim, gather what the adjuster needs and follow it through.${loss ? '' : ' Clients who are signed in can also file a claim in the client portal.'}`,
    );
    const firstSteps = this.firstSteps().map((step, i) => `${i + 1}. ${step}`);
    if (firstSteps.length) parts.push(firstSteps.join('\n'));
    if (asksCoverageDecision(current)) {
      parts.push(
        'Whether this loss is covered depends on your policy, and the carrier decides each claim: your agent will go through it with you.',
      );
    }
    if (asked) parts.push(`About your question: ${clip(asked.text, 360)}`);
    const sources = distinctSources(
      [claims, article, asked?.passage].filter((p): p is Passage => p !== undefined).map(sourceOf),
    );
    parts.push(`Read more: ${sources.map(link).join(', ')}`);
    return {
      kind: 'safety',
      response: parts.join('\n\n'),
      sources,
      passages: [claims, steps, article].filter((p): p is Passage => p !== undefined),
    };
  }

  /** The visitor's own claims and policies: in the client portal, or from an agent. */
  private ownRecords(): BuiltInAnswer {
    const portal: AssistantSource = { title: 'Client portal', href: '/client-portal' };
    return {
      kind: 'own-records',
      response: `I can't see your policies or claims from here. If you are our client, sign in to the [client portal](${portal.href}) to see your policies and the status of your claims, or ${this.phoneLine}. You can also ${CALLBACK_OFFER}.`,
      sources: [portal, this.page('/contact')],
      passages: [],
    };
  }

  /** Life, disability, health: what the legal page says the agency does not sell. */
  private notSold(lines: string[], good: Hit[]): BuiltInAnswer {
    const all =
      this.unsold.length > 1
        ? `${this.unsold.slice(0, -1).join(', ')} or ${this.unsold.at(-1)}`
        : this.unsold[0];
    const legal = this.passages.find((p) => p.kind === 'legal' && /\bdo not sell\b/i.test(p.text));
    const sources: AssistantSource[] = legal ? [sourceOf(legal)] : [];
    const parts = [
      `No, we don't offer ${lines.join(' or ')} insurance: ${this.agency.name} does not sell ${all} insurance, so please speak with an agent licensed for those lines.`,
    ];
    // "Health insurance?": a product whose page speaks of health plans (hospital indemnity) is
    // worth naming; one that merely contains the word is not.
    const related = good.find(
      (h) =>
        h.passage.kind === 'product-overview' &&
        lines.some((line) =>
          new RegExp(`\\b${line} (insurance|plan|coverage)`, 'i').test(h.passage.text),
        ),
    )?.passage;
    if (related) {
      parts.push(
        `We do offer ${related.topic}: ${firstClause(related.text, 160)}. See ${link(sourceOf(related))}.`,
      );
      sources.push(sourceOf(related));
    }
    const personal = this.page('/personal-insurance');
    const commercial = this.page('/commercial-insurance');
    parts.push(
      `We do sell many personal and commercial lines: see ${link(personal)} and ${link(commercial)}, or ${this.phoneLine}.`,
    );
    sources.push(personal, commercial);
    return { kind: 'not-sold', response: parts.join(' '), sources, passages: legal ? [legal] : [] };
  }

  /** "Is my loss covered?": only the policy and the carrier decide; general information only. */
  private coverageDecision(good: Ranked[], { concepts, subjects, asked }: Question): BuiltInAnswer {
    const parts = [
      `I can't tell you whether a particular loss is covered: that depends on the wording of your policy, and the carrier decides each claim. A licensed agent can go through your policy with you: ${this.phoneLine}. ${this.agency.claimsHotline}.`,
    ];
    const general = distinctSources(
      good.map((h) => sourceOf(h.passage)),
      2,
    );
    // "Is my loss covered?" names nothing to inform about; "is hail on my roof?" does.
    const specific = subjects.length > 0 || concepts.some((c) => !LOSS_WORDS.test(c.word));
    if (good[0] && specific) {
      const found = this.answerSentences(good, concepts, asked);
      const text = found.also ? `${found.text} ${found.also.text}` : found.text;
      parts.push(`In general: ${clip(text, 420)} Read more: ${general.map(link).join(', ')}`);
    }
    return {
      kind: 'coverage-decision',
      response: parts.join('\n\n'),
      sources: distinctSources([...(specific ? general : []), this.page('/claims')]),
      passages: good.slice(0, 5).map((h) => h.passage),
    };
  }

  /** A published range with the caveat, or no figure at all: a quote request and the phone. */
  private price(question: Question, good: Hit[], hits: Hit[], passages: Passage[]): BuiltInAnswer {
    const { asked, subjects } = question;
    const terms = new Set(conceptsOf(asked).flatMap((c) => [...c.terms]));
    const onSubject = (h: Hit) => subjects.length === 0 || subjects.some((s) => h.matched.has(s));
    // A figure is for the line asked about: its page is that line's, or the sentence names it
    // (an umbrella's price on a page that also speaks of cars is not a car's price).
    const forSubject = (h: Hit, sentence: string) => {
      if (subjects.length === 0) return true;
      const topic = h.passage.topic ? this.topicTerms(h.passage.topic) : [];
      const named = new Set([...termsOf(sentence), ...topic]);
      return subjects.some((s) => named.has(s));
    };
    const ranges = good
      .slice(0, 6)
      .filter(onSubject)
      .flatMap((h) =>
        sentencesOf(h.passage.text)
          .filter((s) => isPriceSentence(s) && forSubject(h, s))
          .map((s) => ({ s, h, score: termsOf(s).filter((t) => terms.has(t)).length })),
      )
      .sort((a, b) => b.score - a.score);
    // The line asked about, even when the question is too short to be answered on its own: the
    // one the question names whole ("car insurance" is Auto, not Classic Car) when there is one.
    const lines = (list: Hit[]) =>
      list.filter((h) => h.passage.topic !== undefined && onSubject(h));
    const named = (h: Hit) => this.topicTerms(h.passage.topic!).every((t) => terms.has(t));
    const product = (
      lines(good).find(named) ??
      lines(hits).find(named) ??
      lines(good.length ? good : hits)[0]
    )?.passage;
    const quotePage: AssistantSource = product
      ? { title: product.page, href: pageOf(product.href) }
      : this.page(
          /\b(business|company|commercial|llc|employees?)\b/i.test(asked)
            ? '/commercial-insurance'
            : '/personal-insurance',
        );
    const top = ranges[0];
    if (top && top.score > 0) {
      const sources = distinctSources([top.h.passage, ...(product ? [product] : [])].map(sourceOf));
      const own = asksOwnPrice(asked)
        ? ` Your own price depends on what the carrier weighs (where you live, what you insure, your history and the deductible you pick), so for a figure that fits you, request a quote on ${link(quotePage)} or ${this.phoneLine}.`
        : '';
      return {
        kind: 'price-range',
        response: [
          `${top.s}${own}`,
          this.caveat,
          `Read more: ${sources.map(link).join(', ')}`,
        ].join('\n\n'),
        sources,
        passages,
      };
    }
    const what = product?.topic ? ` for ${product.topic.replace(/ Insurance$/, ' insurance')}` : '';
    return {
      kind: 'price-declined',
      response: [
        `I can't give you a price${what}: it depends on details the carrier weighs when it underwrites, so any figure from me would be a guess. Request a free quote on ${link(quotePage)}, or ${this.phoneLine}, and a licensed agent will compare carriers for you. You can also ${CALLBACK_OFFER}.`,
        this.caveat,
      ].join('\n\n'),
      sources: [quotePage, this.page('/contact')],
      passages,
    };
  }

  /** Figures or a question about prices, quotes or guarantees, not already caveated. */
  private needsCaveat(asked: string, body: string): boolean {
    if (/\bunderwriting\b/i.test(body)) return false;
    return (
      asksPrice(asked) ||
      /\b(guarantee[ds]?|estimates?|binding|exact)\b/i.test(asked) ||
      (mentionsPricing(asked) && /\$\s?\d|\d\s?(%|percent)/.test(body))
    );
  }

  /** Prices are estimates: the legal pages' caveat, in the assistant's words. */
  get caveat() {
    return 'Any price is an estimate: quotes are subject to underwriting and the final terms of the carrier.';
  }

  private get phoneLine() {
    const first = this.agency.officeHours[0];
    return `call us at ${this.agency.phone}${first ? ` (${first.days}, ${first.hours})` : ''}`;
  }

  /** The Claims page's first two steps in full: what to do now (the rest happen later). */
  private firstSteps(): string[] {
    return (this.claimsPassages.steps?.text ?? '')
      .split(/\s*Step \d+, /)
      .filter(Boolean)
      .slice(0, 2)
      .map((step) => step.trim());
  }

  /** A page of the site by its path, titled as the site titles it. */
  private page(href: string): AssistantSource {
    return { title: this.titleOf.get(href) ?? href, href };
  }

  private topicTerms(topic: string): string[] {
    let terms = this.topicCache.get(topic);
    if (!terms) {
      terms = termsOf(topic).filter((t) => !GENERIC_TERMS.has(t));
      this.topicCache.set(topic, terms);
    }
    return terms;
  }
}
