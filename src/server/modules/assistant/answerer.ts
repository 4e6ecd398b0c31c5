// The built-in answerer: retrieval over the site's passages, the guardrails, and a short answer
// built from the best passage with links to its pages. No network; a few milliseconds a question.
import type { AgencyProfile } from '../../../shared/agency';
import type { AssistantReply, AssistantSource } from '../../../shared/assistant';
import {
  asksAboutAssistant,
  asksCoverageDecision,
  asksOwnPrice,
  asksPrice,
  isFollowUp,
  isGreeting,
  isSmallTalk,
  mentionsPricing,
  unsoldLinesAsked,
} from './intents';
import {
  createSubjectTerms,
  expandSynonyms,
  GENERIC_TERMS,
  subjectsOf,
  termsOf,
  withoutSubjects,
} from './language';
import { conceptsOf, PassageIndex, type Concept, type Hit } from './search-index';
import { firstClause, type Passage, type PassageKind } from './site-content';

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

export type AnswerKind =
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

/** Below this share of a question's concepts, the best passage does not answer it. */
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
  blog: 0.9,
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
const asksPhone = (text: string) =>
  /\b(call|phone|telephone|number|reach|speak|talk)\b/i.test(text);
const asksCarriers = (text: string) => /\b(carriers?|insurers?|companies|company)\b/i.test(text);

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9$"“(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A price the site publishes: a dollar figure per month or per year. */
const isPriceSentence = (s: string) =>
  /\$\s?\d/.test(s) && /\b(per|a|each) (month|year)\b|\bmonthly\b|\bannually\b/i.test(s);

function clip(text: string, max = MAX_BODY): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('; '));
  return end > max / 2 ? `${cut.slice(0, end + 1)}` : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

const link = (s: AssistantSource) => `[${s.title}](${s.href})`;

function sourcesOf(hits: Passage[], max = 3): AssistantSource[] {
  const seen = new Set<string>();
  const out: AssistantSource[] = [];
  for (const p of hits) {
    const page = p.href.replace(/#.*$/, '');
    if (seen.has(page)) continue;
    seen.add(page);
    out.push({ title: p.page, href: p.href });
    if (out.length === max) break;
  }
  return out;
}

export class Answerer {
  readonly index: PassageIndex;
  private readonly subjectTerms: Set<string>;
  /** The lines the legal pages say the agency does not sell ("life", "disability", "health"). */
  readonly unsold: string[];
  private readonly overviewOf = new Map<string, Passage>();

  constructor(
    readonly passages: Passage[],
    readonly agency: AgencyProfile,
  ) {
    this.index = new PassageIndex(passages);
    const overviews = passages.filter((p) => p.kind === 'product-overview');
    for (const p of overviews) this.overviewOf.set(p.href, p);
    this.subjectTerms = createSubjectTerms(overviews.map((p) => p.topic ?? p.page));
    const statement = passages
      .filter((p) => p.kind === 'legal')
      .map((p) => /\bdo not sell ([a-z ,]+?) insurance\b/i.exec(p.text)?.[1])
      .find(Boolean);
    this.unsold = statement
      ? statement
          .toLowerCase()
          .split(/,\s*|\s+or\s+|\s+and\s+/)
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  }

  private get phoneLine() {
    const first = this.agency.officeHours[0];
    return `call us at ${this.agency.phone}${first ? ` (${first.days}, ${first.hours})` : ''}`;
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

  fallback(passages: Passage[] = []): BuiltInAnswer {
    return {
      kind: 'fallback',
      response: `I'm not sure about that, and I'd rather not guess. Please ${this.phoneLine} and a licensed agent will help you.`,
      sources: [{ title: 'Contact', href: '/contact' }],
      passages,
    };
  }

  answer(messages: readonly Turn[]): BuiltInAnswer {
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
        sources: [{ title: 'Contact', href: '/contact' }],
        passages: [],
      };
    }
    if (isSmallTalk(current)) return this.fallback();

    // A follow-up ("and for my boat?") borrows what the turn before asked.
    let concepts = conceptsOf(current);
    const currentSubjects = subjectsOf(current, this.subjectTerms);
    const previous = users
      .slice(0, -1)
      .reverse()
      .find((u) => !isGreeting(u) && !isSmallTalk(u));
    let context = '';
    if (previous && isFollowUp(current, concepts.length, currentSubjects.length > 0)) {
      context = currentSubjects.length ? withoutSubjects(previous, this.subjectTerms) : previous;
      const own = new Set(concepts.map((c) => c.word));
      concepts = [...concepts, ...conceptsOf(context).filter((c) => !own.has(c.word))];
    }
    const asked = `${current} ${context}`.trim();
    const subjects = currentSubjects.length
      ? currentSubjects
      : subjectsOf(context, this.subjectTerms);

    const unsold = unsoldLinesAsked(current, this.unsold);
    const hits = this.find(current, context, concepts, subjects);
    const best = hits[0];
    const confident =
      best !== undefined &&
      best.coverage >= MIN_COVERAGE &&
      best.score >= MIN_SCORE &&
      concepts.length > 0;
    const good = confident ? hits.filter((h) => h.coverage >= MIN_COVERAGE) : [];
    const passages = (good.length ? good : hits).slice(0, 5).map((h) => h.passage);

    if (unsold.length) return this.notSold(unsold, good);
    if (asksCoverageDecision(current)) return this.coverageDecision(good, concepts);
    if (asksPrice(asked) && !/\bsav(e|es|ing|ings)\b/i.test(current)) {
      return this.price(asked, good, subjects, passages, hits);
    }
    if (!confident) return this.fallback(passages);

    const availability = asksAvailability(current) && best!.passage.topic !== undefined;
    const lead = availability
      ? (this.overviewOf.get(best!.passage.href) ?? best!.passage)
      : best!.passage;
    let body = availability
      ? `Yes. ${this.agency.name} offers ${lead.topic} through its partner carriers. ${sentencesOf(lead.text)[0] ?? ''}`
      : this.extract(lead, concepts);
    if (asksPhone(current) && !body.includes(this.agency.phone)) {
      body = `${body} Call us at ${this.agency.phone}.`;
    }
    const related = good
      .filter((h) => h.score >= best!.score * 0.5 && h.coverage >= best!.coverage - 0.01)
      .map((h) => h.passage);
    const sources = sourcesOf([lead, ...related]);
    const parts = [clip(body), `Read more: ${sources.map(link).join(', ')}`];
    if (this.needsCaveat(asked, body)) parts.push(this.caveat);
    return { kind: 'answer', response: parts.join('\n\n'), sources, passages };
  }

  /** Hits re-ranked by how much of the question they cover; lines named by the question first. */
  private find(current: string, context: string, concepts: Concept[], subjects: string[]): Hit[] {
    const own = new Set(termsOf(expandSynonyms(current)));
    const query = `${expandSynonyms(current)} ${context ? expandSynonyms(context) : ''}`;
    const carriers = asksCarriers(current);
    const availability = asksAvailability(current);
    const queryTerms = new Set(termsOf(query));
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
      if (whatIsCovered && h.passage.kind === 'product-coverage') weight *= 1.8;
      // "Flood insurance" means the Flood Insurance page, not Excess or Commercial Flood.
      const topic = h.passage.topic && this.topicTerms(h.passage.topic);
      if (topic && topic.length) {
        const named = topic.filter((t) => queryTerms.has(t)).length;
        if (named === topic.length) weight *= 1.3;
        else if (named > 0) weight *= 0.8;
      }
      return h.score * (0.3 + h.coverage) * weight;
    };
    return hits
      .map((h) => ({ h, r: rank(h) }))
      .sort((a, b) => b.r - a.r)
      .map(({ h }) => h);
  }

  private readonly topicCache = new Map<string, string[]>();
  private topicTerms(topic: string): string[] {
    let terms = this.topicCache.get(topic);
    if (!terms) {
      terms = termsOf(topic).filter((t) => !GENERIC_TERMS.has(t));
      this.topicCache.set(topic, terms);
    }
    return terms;
  }

  /** The passage's ready answer, or its sentences that share most with the question. */
  extract(passage: Passage, concepts: Concept[]): string {
    if (passage.brief) return passage.brief;
    const text = passage.text;
    // A question and answer from the site: "No." answers its own question, which may not be
    // the visitor's, so the question goes first.
    if (passage.heading.endsWith('?') && /^(yes|no)\b/i.test(text)) {
      return `${passage.heading} ${clip(text, 420)}`;
    }
    const body = text.length <= 360 ? text : this.bestSentences(text, concepts);
    // A section heading that says what the text leaves out ("24/7 Emergency Claims Hotline").
    if (
      (passage.kind === 'page' || passage.kind === 'blog') &&
      !passage.heading.endsWith('?') &&
      termsOf(passage.heading).some((t) => !termsOf(body).includes(t))
    ) {
      return `${passage.heading}: ${body}`;
    }
    return body;
  }

  private bestSentences(text: string, concepts: Concept[]): string {
    const terms = new Set(concepts.flatMap((c) => [...c.terms]));
    const scored = sentencesOf(text).map((s, i) => ({
      s,
      i,
      score: termsOf(s).filter((t) => terms.has(t)).length,
    }));
    const chosen = [...scored].sort((a, b) => b.score - a.score || a.i - b.i).slice(0, 2);
    const [first, second] = chosen;
    const picked =
      second && second.score > 0 && first!.s.length + second.s.length <= 420 ? chosen : [first!];
    return picked
      .sort((a, b) => a.i - b.i)
      .map((p) => p.s)
      .join(' ');
  }

  private notSold(lines: string[], good: Hit[]): BuiltInAnswer {
    const all =
      this.unsold.length > 1
        ? `${this.unsold.slice(0, -1).join(', ')} or ${this.unsold.at(-1)}`
        : this.unsold[0];
    const legal = this.passages.find((p) => p.kind === 'legal' && /\bdo not sell\b/i.test(p.text));
    const sources: AssistantSource[] = legal ? [{ title: legal.page, href: legal.href }] : [];
    // "Health insurance?": a product whose page speaks of health plans (hospital indemnity) is
    // worth naming; one that merely contains the word is not.
    const related = good.find(
      (h) =>
        h.passage.kind === 'product-overview' &&
        lines.some((line) =>
          new RegExp(`\\b${line} (insurance|plan|coverage)`, 'i').test(h.passage.text),
        ),
    )?.passage;
    const parts = [
      `No, we don't offer ${lines.join(' or ')} insurance: ${this.agency.name} does not sell ${all} insurance, so please speak with an agent licensed for those lines.`,
    ];
    if (related) {
      const overview = this.overviewOf.get(related.href) ?? related;
      parts.push(
        `We do offer ${overview.topic}: ${firstClause(overview.text, 160)}. See ${link({ title: overview.page, href: overview.href })}.`,
      );
      sources.push({ title: overview.page, href: overview.href });
    }
    parts.push(
      `We do sell personal and commercial lines such as auto, home and business insurance: see [Personal Insurance Quotes](/personal-insurance) and [Business Insurance Quotes](/commercial-insurance), or ${this.phoneLine}.`,
    );
    sources.push(
      { title: 'Personal Insurance Quotes', href: '/personal-insurance' },
      { title: 'Business Insurance Quotes', href: '/commercial-insurance' },
    );
    return { kind: 'not-sold', response: parts.join(' '), sources, passages: legal ? [legal] : [] };
  }

  private coverageDecision(good: Hit[], concepts: Concept[]): BuiltInAnswer {
    const parts = [
      `I can't tell you whether a particular loss is covered: that depends on the wording of your policy, and the carrier decides each claim. A licensed agent can go through your policy with you: ${this.phoneLine}. ${this.agency.claimsHotline}.`,
    ];
    const best = good[0]?.passage;
    const sources: AssistantSource[] = [];
    if (best) {
      sources.push(
        ...sourcesOf(
          good.map((h) => h.passage),
          2,
        ),
      );
      parts.push(
        `In general: ${clip(this.extract(best, concepts), 420)} Read more: ${sources.map(link).join(', ')}`,
      );
    }
    sources.push({ title: 'Claims Support', href: '/claims' });
    return {
      kind: 'coverage-decision',
      response: parts.join('\n\n'),
      sources: sourcesOf(sources.map((s) => ({ page: s.title, href: s.href }) as Passage)),
      passages: good.slice(0, 5).map((h) => h.passage),
    };
  }

  private price(
    asked: string,
    good: Hit[],
    subjects: string[],
    passages: Passage[],
    hits: Hit[],
  ): BuiltInAnswer {
    const terms = new Set(conceptsOf(asked).flatMap((c) => [...c.terms]));
    const candidates = good.slice(0, 6).flatMap((h) =>
      sentencesOf(
        h.passage.brief && isPriceSentence(h.passage.brief) ? h.passage.text : h.passage.text,
      )
        .filter(isPriceSentence)
        .map((s) => ({ s, h, score: termsOf(s).filter((t) => terms.has(t)).length })),
    );
    const onSubject = candidates.filter(
      (c) =>
        subjects.length === 0 ||
        termsOf(expandSynonyms(c.s)).some((t) => subjects.includes(t)) ||
        subjects.some((s) => c.h.matched.has(s)),
    );
    onSubject.sort((a, b) => b.score - a.score);
    const own = asksOwnPrice(asked);
    // The line asked about, even when the question is too short to be answered on its own.
    const product = (good.length ? good : hits).find(
      (h) =>
        h.passage.topic !== undefined &&
        (subjects.length === 0 || subjects.some((s) => h.matched.has(s))),
    )?.passage;
    const quotePage: AssistantSource = product
      ? { title: product.page, href: product.href.replace(/#.*$/, '') }
      : product === undefined && /\b(business|company|commercial|llc|employees?)\b/i.test(asked)
        ? { title: 'Business Insurance Quotes', href: '/commercial-insurance' }
        : { title: 'Personal Insurance Quotes', href: '/personal-insurance' };
    const top = onSubject[0];
    if (top && top.score > 0) {
      const sources = sourcesOf([top.h.passage, ...(product ? [product] : [])]);
      const parts = [
        `${top.s}${own ? ` Your own price depends on what the carrier weighs (where you live, what you insure, your history and the deductible you pick), so for a figure that fits you, request a quote on ${link(quotePage)} or ${this.phoneLine}.` : ''}`,
        this.caveat,
        `Read more: ${sources.map(link).join(', ')}`,
      ];
      return { kind: 'price-range', response: parts.join('\n\n'), sources, passages };
    }
    const what = product?.topic ? ` for ${product.topic.replace(/ Insurance$/, ' insurance')}` : '';
    return {
      kind: 'price-declined',
      response: [
        `I can't give you a price${what}: it depends on details the carrier weighs when it underwrites, so any figure from me would be a guess. Request a free quote on ${link(quotePage)}, or ${this.phoneLine}, and a licensed agent will compare carriers for you.`,
        this.caveat,
      ].join('\n\n'),
      sources: [quotePage, { title: 'Contact', href: '/contact' }],
      passages,
    };
  }
}
