// What a question asks for, beyond its words: the guardrails (lines the agency does not sell,
// "is my loss covered?", a price for the visitor's own case) and the small talk that is not an
// insurance question at all. Plain patterns: they decide what the assistant must not do, so they
// stay readable and testable.

const lower = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'");

/** Lines a visitor may ask for, by the name the legal pages use ("life", "disability", "health"). */
const LINE_PATTERNS: [line: string, pattern: RegExp][] = [
  [
    'life',
    /\b((term|whole|universal|final expense) life|life (insurance|insure|coverage|cover|policy|policies|plan|plans|assurance)|burial insurance)\b/,
  ],
  [
    'disability',
    /\b((short|long)[- ]term disability|disability (insurance|coverage|cover|policy|policies|plan|plans|income))\b/,
  ],
  [
    'health',
    /\b((health|medical|dental|vision) (insurance|coverage|cover|policy|policies|plan|plans)|medicare|medicaid|obamacare|aca plans?|marketplace plans?|supplemental health)\b/,
  ],
];

/** Which of `unsold` lines (as named by the legal page) the question asks about. */
export function unsoldLinesAsked(text: string, unsold: readonly string[]): string[] {
  const q = lower(text);
  const asked = LINE_PATTERNS.filter(([line, pattern]) => unsold.includes(line) && pattern.test(q));
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
  return [
    /\b(is|are|was|were|would|will|should|could)\s+(my|our|this|that|it|these|those|his|her|their|the damage|the loss)\b[^?.!]*\b(covered|insured|paid)\b/,
    /\b(am|are|will|would|is) (i|we|he|she|they)( be)? (covered|insured|protected)\b/,
    /\b(will|would|does|do|can|should)\s+(my|the|our|your)?\s*(insurance|policy|carrier|insurer|insurance company|adjuster)\s+(pay|cover|reimburse)\b/,
    /\b(will|would|do|does) (you|they|it) (pay|cover|reimburse) (for )?(my|our|the|this|it)\b/,
    /\bclaim\b[^?.!]*\b(be )?(approved|denied|accepted|rejected|paid out)\b/,
    /\bhow much (will|would) (i|we|my claim) (get|receive|be paid)\b/,
    /\b(covered|cover) (my|our) (loss|claim|damage|accident)\b/,
  ].some((pattern) => pattern.test(q));
}

/** A question about prices or costs (not savings, not "how much coverage do I need"). */
export function asksPrice(text: string): boolean {
  const q = lower(text);
  const costWord =
    /\b(cost|costs|costing|price[sd]?|pricing|premiums?|quote me|expensive|cheap(est)?|afford(able)?|per month|a month|monthly|per year|a year|annual(ly)?|(your|insurance|the) rates?)\b/;
  const howMuch =
    /\bhow much\b/.test(q) &&
    !/\b(need|enough|coverage|limits?|liability|save|saves|saving|savings|tornado\w*)\b/.test(q);
  return costWord.test(q) || howMuch;
}

/** A question about saving money: discounts, bundling, deductibles. */
export function asksSavings(text: string): boolean {
  return /\b(save|saves|saving|savings|discounts?|lower (my|the|our)|cheaper|reduce|bundl\w*)\b/.test(
    lower(text),
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

/** Requests that are not insurance questions whatever words they contain ("a joke about cats"). */
export function isSmallTalk(text: string): boolean {
  const q = lower(text);
  return /\b(jokes?|funny|poems?|haiku|song|lyrics|riddle|recipes?|bedtime story|weather (forecast|tomorrow|today)|forecast|sports? scores?|who won|write (me )?(a|an) (essay|story|poem|code)|translate|capital of|meaning of life|horoscope)\b/.test(
    q,
  );
}

/** "Who are you?", "Are you a bot?" */
export function asksAboutAssistant(text: string): boolean {
  return /\b(who|what) are you\b|\bare you (a |an )?(bot|robot|human|real|person|ai|chatbot|computer)\b/.test(
    lower(text),
  );
}

/** "And for my boat?", "What about motorcycles?", "How much is it?": leans on the turn before. */
export function isFollowUp(text: string, conceptCount: number, hasSubject: boolean): boolean {
  const q = lower(text).trim();
  if (/^(and|also|what about|how about|what if|same|plus|or|but|then|so)\b/.test(q)) return true;
  if (!hasSubject && /\b(it|that|this|they|them|those|one)\b/.test(q)) return true;
  return !hasSubject && conceptCount <= 2;
}
