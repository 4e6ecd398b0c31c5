// The assistant's policy: the few readings of a question that decide what it must do or must not
// do whatever the search finds. A loss that just happened gets the safety answer first; "is my
// loss covered?" is never answered yes or no; a price is only a published one; the lines the
// agency does not sell are said to be so; small talk is not an insurance question. Everything
// else comes from the search. The words of losses, own records and lines not sold are content
// (content/assistant/policy-words.ts); prices and coverage decisions are still plain patterns.
// Every reading is tested, also on messages written apart from the code
// (tests/assistant/policy-phrasings*.json).

import {
  alreadyHaveWords,
  lossWords,
  ownRecordWords,
  unsoldLineWords,
} from '#content/assistant/policy-words';
import { phraseSet } from './vocabulary';

const lower = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'");

/** Lines a visitor may ask for, by the name the legal pages use ("life", "disability", "health"). */
const LINES_ASKED = Object.entries(unsoldLineWords).map(
  ([line, phrases]) => [line, phraseSet(phrases)] as const,
);

/** Which of `unsold` lines (as named by the legal page) the question asks about. */
/** The visitor says they have a line already ("we already have health insurance"). */
export const saysAlreadyHas = phraseSet(alreadyHaveWords);

export function unsoldLinesAsked(text: string, unsold: readonly string[]): string[] {
  const q = lower(text);
  const asked = LINES_ASKED.filter(([line, says]) => unsold.includes(line) && says(q));
  // "Do you sell life?" with the word insurance left out.
  if (asked.length === 0) {
    const bare =
      /\b(sell|offer|buy|get|have|do|write|provide)\b[^?.!]*\b(life|disability|health)\b\s*[?.!]*$/.exec(
        q,
      );
    if (bare && unsold.includes(bare[2]!)) return [bare[2]!];
  }
  return asked.map(([line]) => line);
}

/**
 * "Is my loss covered?", "Will my policy pay for the hail damage?", "Am I covered?": only the
 * policy's wording and the carrier decide, so the assistant never answers yes or no.
 */
export function asksCoverageDecision(text: string): boolean {
  const q = lower(text);
  // "Does my truck's insurance cover the camper I pull?": what a policy covers, with nothing
  // that happened; the search answers it.
  // "Does insurance cover hitting a deer?": a kind of loss, nobody's in particular.
  if (
    /\b(does|do)\s+(my|our|the|insurance|homeowners?|renters|auto|car insurance)\b[^?.!,]{0,30}?\bcover\b/.test(
      q,
    ) &&
    !/\b(will|would)\b/.test(q) &&
    !loss.recent(q) &&
    (!loss.event(asLoss(q)) || !/\b(my|our|mine|ours|i|we)\b/.test(q))
  ) {
    return false;
  }
  return [
    /\b(is|are|was|were|would|will|should|could)\s+(my|our|this|that|it|these|those|his|her|their|the damage|the loss)\b[^?.!]*\b(covered|insured|paid)\b/,
    /\b(am|are|will|would|is) (i|we|he|she|they)( be)? (covered|insured|protected)\b/,
    /\b(will|would|does|do|can|should)\s+(my|the|our|your)?\s*(insurance|policy|carrier|insurer|insurance company|adjuster)\s+(pay|cover|reimburse)\b/,
    // "Will my pet insurance pay?", "would my homeowners cover the damage?", "will mine pay?"
    /\b(will|would|is|does|do|gonna)\s+(my|mine|our|ours)\b[^?.!,]{0,30}?\b(going to |gonna )?(pay|cover|replace|reimburse|kick in)\b/,
    /\bor will (insurance|it|they|my insurance)\b/,
    // "Are they going to replace the whole roof or just patch it?"
    /\b(are|is|will|would) (they|the (insurance|insurer|carrier|adjuster|insurance company)) (going to |gonna )?(replace|pay|cover|total|repair|fix)\b/,
    /\b(will|would|do|does) (you|they|it) (pay|cover|reimburse) (for )?(my|our|the|this|it|a|an|that|them)\b/,
    /\bclaim\b[^?.!]*\b(be )?(approved|denied|accepted|rejected|paid out)\b/,
    /\bhow much (will|would) (i|we|my claim) (get|receive|be paid)\b/,
    /\b(covered|cover) (my|our) (loss|claim|damage|accident)\b/,
  ].some((pattern) => pattern.test(q));
}

/**
 * A question about what insurance costs. "How much" alone is not one: "how much liability do I
 * need", "how much time do I have to report", "how much is the PIP minimum" ask for published
 * figures that are not prices, and the search answers them.
 */
export function asksPrice(text: string): boolean {
  const q = lower(text);
  // "Why did two companies quote me different prices?", "does it cost more through an agent?":
  // questions about prices, answered by the site's explanations.
  if (/^(why|how come)\b/.test(q) || /\bcosts? (more|less|extra|the same)\b/.test(q)) return false;
  const costWord =
    /\b(cost|costs|costing|price[sd]?|pricing|quote me|quote (pls|please)|(would|will|do) you charge|expensive|cheap(est)?|afford(able)?|(your|insurance|the|my|our) rates?|run me|set me back)\b/;
  // "Pay my premium" is about paying, not about a price.
  const premium =
    /\bpremiums?\b/.test(q) &&
    /\b(how much|what('s| is| are| will| would)?|average|typical|go(es)? up|increase|estimate)\b/.test(
      q,
    ) &&
    !/\bpay (my|the|our|your) premiums?\b/.test(q);
  const howMuchIsIt =
    /\bhow much (is|are|does|do|would|will|for|to)\b[^?.!]*\b(insurance|policy|policies|coverage|insure|it|that|one|them)\b/.test(
      q,
    ) && !FIGURE_WORDS.test(q);
  // "How much would general liability be for my shop?", "how much for renters in KCK?", "what
  // would I pay for full coverage?": what it would cost, not how much cover is needed.
  const amountOfCover =
    /\b(need|needs|carry|required|require|enough|time|days|notice|minimums?|limits?|save|saves|saving|discounts?|worth|pay ?out|damage|claim|deductibles?|out of pocket)\b/.test(
      q,
    );
  const whatItWouldCost =
    !amountOfCover &&
    ((/\bhow much (for|would|will|is|are|does|do)\b/.test(q) &&
      /\b(be|cost|costs|run|charge|go up|goes up|for (me|my|a|an|renters|it))\b/.test(q)) ||
      /\bwhat (would|will|do|does)\b[^?.!]{0,40}\b(pay|paying|run|cost)\b/.test(q) ||
      /\bhow much (insurance |coverage |it |that )?(would|will) (be|cost|run)\b/.test(q) ||
      /\bpremium (be|gonna be|going to be|would be|will be)\b|\b(whats|what's|what is) the premium\b/.test(
        q,
      ));
  // "Can I pay monthly?", "what it costs to rebuild", "a mistake cost them thousands": paying,
  // rebuilding and someone's loss, not a price.
  const notAPrice =
    /\b(cost|costs|costing) (them|him|her|the (client|customer)|(a|my|our) (client|customer))\b|\bcheapest (type|kind|form|option)\b|\bpay (monthly|annually|yearly|in full|online|by|with)\b|\bcosts? to (rebuild|replace|repair)\b|\b(replacement|rebuild(ing)?|repair) costs?\b/.test(
      q,
    );
  // "How much a month?", "the monthly premium": a price; "15k a year in wages" is not.
  const perPeriod =
    /\b(how much|what|cost|costs|price|pay|premium|run)\b[^.!?]*\b(per|a|each) (month|year)\b|\b(monthly|annual|yearly) (cost|price|premium|rate|payment)s?\b|\b(my|our) (monthly|yearly)\b|\bwhat (i'?d|we'?d|i would|we would) (pay|be paying)\b/.test(
      q,
    );
  // "Quote for homeowners on a 1950s ranch?", "need a quote on my travel trailer".
  const quoteRequest =
    /^((i )?(need|want|would like|'d like)( to get)? |can i get |get me |looking for )?(a )?quote (for|on)\b/.test(
      q,
    ) || /\bneed a quote (for|on)\b/.test(q);
  return (
    (costWord.test(q) || premium || howMuchIsIt || whatItWouldCost || quoteRequest || perPeriod) &&
    !notAPrice
  );
}

/** What "how much" asks about when it is not a price. */
const FIGURE_WORDS =
  /\b(need|enough|limits?|liability|minimums?|required|deductibles?|save|saves|saving|savings|discounts?|time|days?|weeks?|months?|hours?|years?|waiting|notice|pay ?out|pays?|benefits?|worth|value|damage|percent|cover(ed|s)?)\b/;

/** A question about saving money: discounts, bundling, deductibles. */
export function asksSavings(text: string): boolean {
  const q = lower(text);
  // "What would I be paying if I bundled?" asks a price.
  if (
    /\bwhat (would|will) (i|we) (be )?pay(ing)?\b|\bwhat (would|will) (my|our) (rate|premium|price|cost) be\b/.test(
      q,
    )
  ) {
    return false;
  }
  return /\b(save|saves|saving|savings|discounts?|lowers?( (my|the|our|your|a))?|cheaper|cheapest way|tips|reduce|bundl\w*)\b/.test(
    q,
  );
}

/** The visitor's own price ("my car", "for me", "exact", a year or age) rather than a typical one. */
export function asksOwnPrice(text: string): boolean {
  const q = lower(text);
  return (
    asksPrice(text) &&
    /\b(my|our|me|i|i'm|we|exact(ly)?|precise|guarantee\w*|for a \d+|\d{4}|\d+[- ]year[- ]old)\b/.test(
      q,
    )
  );
}

/** Words about prices, quotes or estimates: the answer carries the underwriting caveat. */
export function mentionsPricing(text: string): boolean {
  return (
    asksPrice(text) ||
    asksSavings(text) ||
    /\b(quotes?|quoted|estimates?|guarantee[ds]?)\b/.test(lower(text))
  );
}

const GREETING =
  /^(hi|hello|hey|howdy|good (morning|afternoon|evening)|thanks?( you)?( so much| very much)?|thank you|ok(ay)?|great|cool|bye|goodbye)[!.\s]*(there|again)?[!.\s]*$/;

/** A greeting or a thank-you with nothing else in it. */
export function isGreeting(text: string): boolean {
  return GREETING.test(lower(text).trim());
}

/** Requests that are not insurance questions ("a joke about cats", "the weather in Topeka"). */
export function isSmallTalk(text: string): boolean {
  const q = lower(text);
  const offTopic =
    /\b(jokes?|funny|poems?|haiku|song|lyrics|riddle|recipes?|bedtime story|weather (forecast|tomorrow|today|tonight|like|in|for|this)|sports? scores?|who won|write (me )?(a|an) (essay|story|poem|code)|translate|capital of|meaning of life|horoscope)\b/.test(
      q,
    );
  return (
    offTopic &&
    !/\b(insur\w*|cover\w*|polic(y|ies)|claims?|premiums?|deductibles?|quotes?)\b/.test(q)
  );
}

const records = {
  thing: phraseSet(ownRecordWords.records),
  lookup: phraseSet(ownRecordWords.lookups),
  notLookup: phraseSet(ownRecordWords.notLookups),
};

/**
 * "What's the status of my claim?", "when is my payment due?", "can you check if my daughter is
 * listed on our policy?": the visitor's own records, which the assistant cannot see. Not "how
 * do I pay my bill?" or "is my car covered if a friend drives it?", which the pages answer.
 */
export function asksAboutOwnRecords(text: string): boolean {
  const q = lower(text);
  return records.thing(q) && records.lookup(q) && !records.notLookup(q);
}

/** "Who are you?", "Are you a bot?" */
export function asksAboutAssistant(text: string): boolean {
  return /\b(who|what) are you\b|\bare you (a |an )?(bot|robot|human|real|person|ai|chatbot|computer)\b/.test(
    lower(text),
  );
}

/** A message that opens as a question ("does...", "how do...", "what's..."), after a greeting. */
const OPENS_AS_QUESTION =
  /^((hi|hello|hey|so|ok|okay|um|uh|and|but|also|quick question|question|in general|generally|(with|for|under|about|regarding) [a-z' ]{1,40}?)[\s,.!:-]+)*(is|are|was|were|does|do|did|can|could|would|will|should|how|what|whats|what's|which|why|when|where|who|if|am|any)\b/;

/**
 * "I just got rear-ended", "the basement just flooded": "just" before what happened. Not "just
 * what it was worth", "if my ring just goes missing", "I just wanted to ask".
 */
const JUST_HAPPENED =
  /\bjust (now|got|had|hit|fell|broke|blew|went|came|lost|stole|caught|ran|saw|found|been|was|were|left|took|spun|slid|t[- ]?boned|rear[- ]?ended|(?!(wanted|wondered|needed|asked|moved|bought|purchased|signed|renewed|married|retired|hired|opened|finished|learned|heard|switched|changed|added|checked|looked|started|received|used|closed|paid|filed)\b)[a-z]+ed)\b/;

/** A message that opens by supposing: "if I...", "what if...", "say a tree falls...". */
const SUPPOSES =
  /^((so|ok|okay|hey|hi|question)[\s,:]+)?(what if|if|suppose|supposing|say|hypothetically)\b/;

/** "In 2021", "back in 2019": a year named is long ago. */
const PAST_YEAR = /\b(in|back in|since|from) (19|20)\d\d\b/;

const loss = {
  event: phraseSet(lossWords.events),
  notEvent: phraseSet(lossWords.notEvents),
  danger: phraseSet(lossWords.danger),
  recent: phraseSet(lossWords.recent),
  urgent: phraseSet(lossWords.urgent),
  past: phraseSet(lossWords.past),
  asking: phraseSet(lossWords.asking),
  claimHow: phraseSet(lossWords.claimHow),
  claimQuestion: phraseSet(lossWords.claimQuestion),
};

/**
 * The message's words that may tell of a loss: look-alikes out ("fire drill"), and a loss word
 * naming a kind of insurance ("flood insurance", "hail deductible", "storm season") is not a loss.
 */
const asLoss = (q: string) =>
  loss.notEvent
    .remove(q)
    .replace(
      /\b[a-z]+ (insurance|coverage|policy|policies|plans?|deductibles?|zones?|season|program|risk|maps?|endorsements?|exclusions?)\b/g,
      ' ',
    );

/**
 * A loss that is happening or just happened to the visitor: a crash, someone hurt, a fire, a
 * theft or break-in, water pouring in, a storm that just hit. Told as people tell it ("i just
 * got rear ended what do i do", "grease fire in the kitchen smoke everywhere"), not asked about
 * ("does renters insurance cover theft?", "what if a tree falls on my car?", "can I sue the guy
 * who hit me?") or long past ("will my rates go up after my accident last year?"). The words are
 * content (content/assistant/policy-words.ts).
 */
export function reportsLoss(text: string): boolean {
  const q = lower(text);
  if (!loss.event(asLoss(q))) return false;
  // "If I buy flood coverage today and it floods next week, am I covered?": a supposition.
  if (SUPPOSES.test(q) && !loss.urgent(q)) return false;
  // "Just", "last night", "right now": it is happening, whatever else the message asks.
  if (loss.recent(q) || JUST_HAPPENED.test(q)) return true;
  if (loss.past(q) || PAST_YEAR.test(q)) return false;
  // "What do I need to do?" is a call for help, not a question about insurance.
  if (loss.asking(withoutCallsForHelp(q))) return false;
  // "Is flood insurance separate from homeowners?" asks; "a tree fell on my garage, will my
  // insurance pay?" tells, then asks.
  return !OPENS_AS_QUESTION.test(q) || loss.urgent(q);
}

/** The message without its calls for help ("what do I do?", "help"): what else it asks. */
export function withoutCallsForHelp(text: string): string {
  return loss.urgent.remove(lower(text));
}

/** Someone may be hurt or in danger: 911 comes before anything else. */
export function mayBeDanger(text: string): boolean {
  return loss.danger(lower(text));
}

/**
 * "How do I file a claim?", "I need to make a claim", "who do I call after an accident?": the
 * claims line and the steps. Not "how long do I have to report a claim?" or "what should I have
 * ready when I file a claim?", which the search answers.
 */
export function asksHowToClaim(text: string): boolean {
  const q = lower(text).trim();
  return loss.claimHow(q) && !loss.claimQuestion(q);
}
