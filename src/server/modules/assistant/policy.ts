// The assistant's policy: the few readings of a question that decide what it must do or must not
// do whatever the search finds. A loss that just happened gets the safety answer first; "is my
// loss covered?" is never answered yes or no; a price is only a published one; the lines the
// agency does not sell are said to be so; small talk is not an insurance question. Everything
// else comes from the search. Plain patterns: they stay small, readable and tested.

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
    /\b(cost|costs|costing|price[sd]?|pricing|quote me|expensive|cheap(est)?|afford(able)?|per month|a month|monthly|per year|a year|(your|insurance|the|my|our) rates?|run me|set me back)\b/;
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
  return costWord.test(q) || premium || howMuchIsIt;
}

/** What "how much" asks about when it is not a price. */
const FIGURE_WORDS =
  /\b(need|enough|limits?|liability|minimums?|required|deductibles?|save|saves|saving|savings|discounts?|time|days?|weeks?|months?|hours?|years?|waiting|notice|pay ?out|pays?|benefits?|worth|value|damage|percent|cover(ed|s)?)\b/;

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

/**
 * "What's the status of my claim?", "has my claim been paid?": the visitor's own records, which
 * the assistant cannot see.
 */
export function asksAboutOwnRecords(text: string): boolean {
  return /\b(status|update|progress)\b[^?.!]*\b(my|our)\b[^?.!]*\b(claims?|polic(y|ies)|payments?|refunds?|checks?)\b|\b(my|our) (claims?|polic(y|ies)|payments?|refunds?)\b[^?.!]*\b(status|been (paid|approved|processed|received)|go(ne)? through)\b|\b(where('s| is)|when (will|do) i get) my (check|payment|refund|money)\b|\b(look up|lookup|find|check on|pull up) my (claim|policy|account|payment)\b/.test(
    lower(text),
  );
}

/** "Who are you?", "Are you a bot?" */
export function asksAboutAssistant(text: string): boolean {
  return /\b(who|what) are you\b|\bare you (a |an )?(bot|robot|human|real|person|ai|chatbot|computer)\b/.test(
    lower(text),
  );
}

/**
 * A loss that is happening or just happened to the visitor: a crash, someone hurt, a fire, a
 * theft or break-in, water pouring in, a storm that just hit. Told as people tell it ("i just
 * got rear ended what do i do"), not asked about in general ("does auto insurance cover theft?").
 */
export function reportsLoss(text: string): boolean {
  const q = lower(text);
  const loss =
    /\b(accident|crash(ed)?|wreck(ed)?|fender[- ]bender|rear[- ]?ended|t[- ]?boned|jackknifed|rolled (over|my|the)|hit[- ]and[- ]run|hit (a|an|my|the|by|me|us|her|his)\b|totall?ed|injur(ed|y|ies)|hurt|bleeding|ambulance|ems|paramedics|fire|on fire|burn(ed|t|ing)|smoke|gas leak|smell gas|stolen|stole|theft|broke (in|into)|broken into|break[- ]in|kicked in|burglar\w*|robbed|vandali[sz]ed|flood(ed|ing)|burst|pipe (broke|burst|leak\w*)|water (everywhere|pouring|coming in|in (my|our|the) (basement|house|kitchen))|tree (fell|came down|landed)|fell on|slipped|(hail|storm|tornado|twister|wind|lightning) (just )?(hit|went|came|damaged|destroyed|took|tore|ripped|broke|struck)|roof (is )?(half )?(gone|torn|blown|ripped|caved)|dog bit|bitten|(tv|laptop|jewelry|car|truck|stuff|everything) (is |are |was |were )?(gone|missing|taken))/;
  if (!loss.test(q)) return false;
  const happened =
    /\b(just|i|we|my|our|me|us|someone|somebody|last night|this morning|today|yesterday|right now|help|came home|got home|woke up|came back|came out)\b/.test(
      q,
    ) &&
    /\b(got|get|was|were|had|has|have|been|is|are|just|happened|did|hit|stole|broke|burst|fell|came|bit|caught|crashed|wrecked|totaled|totalled|flooded|hurt|injured|slipped|jackknifed|kicked|gone|went|now|what (do|should|now)|need to)\b/.test(
      q,
    );
  // "Does renters insurance cover theft?", "what if my car is stolen?", "if i hit a deer, which
  // coverage pays?": questions about cover, not a loss that happened.
  const general =
    /^(does|do|will|would|is|are|what does|what do|how does|how do|can|what if|if)\b[^?.!]*\b(cover|covers|covered|insurance pay|pays?|protect)\b/.test(
      q,
    ) ||
    /^what (if|happens if)\b/.test(q) ||
    (/\b(if|in case|suppose|say) (i|we|my|our|someone|somebody|a|an|the|one)\b/.test(q) &&
      !/\b(just|last night|this morning|yesterday|today|right now)\b/.test(q));
  // "Can I still sue the guy who hit me?", "do I have to call the cops for a fender bender?": a
  // question about the law or a duty after a loss, not a loss happening now.
  const asksAboutIt =
    /\b(can i|could i|can we|do i (have|need) to|do we (have|need) to|should i|am i (allowed|required)|is it (legal|required)|no[- ]fault)\b/.test(
      q,
    ) && !/\b(just|right now|help|what (do|should) (i|we) do|what now)\b/.test(q);
  return happened && !general && !asksAboutIt;
}

/** Someone may be hurt or in danger: 911 comes before anything else. */
export function mayBeDanger(text: string): boolean {
  return /\b(accident|crash|wreck|rear[- ]?ended|t[- ]?boned|jackknif|rolled|hit|injur|hurt|bleeding|ambulance|ems|paramedic|fire|burn|smoke|gas|tree|collapse|electric|lightning|tornado|twister|broke in|break[- ]in|kicked in|burglar|intruder|bitten|bit|fell|slipped|head)/.test(
    lower(text),
  );
}

/**
 * "How do I file a claim?", "I need to make a claim", "who do I call after an accident?": the
 * claims line and the steps. Not "what should I have ready when I file a claim?", which the
 * search answers.
 */
export function asksHowToClaim(text: string): boolean {
  const q = lower(text).trim();
  return (
    /^(how|where|i need to|i want to|i have to|i'd like to|id like to|i gotta|can i|help me|need to|want to|need help)\b[^?.!]{0,30}\b(file|make|start|open|report|submit|put in|lodge|turn in)\b[^?.!]{0,15}\bclaims?\b/.test(
      q,
    ) ||
    /\b(process|steps?|way|how) (to|for|of) (file|filing|start|starting|make|making|open|opening|submit|report|reporting)\b[^?.!]{0,10}\bclaims?\b/.test(
      q,
    ) ||
    /\bclaims? (line|hotline|phone|department)\b|\b(what|what's|whats) (is )?(the|your) claims? (phone )?number\b/.test(
      q,
    ) ||
    /\b(who|what number|which number) (do|should|can|would) (i|we) call\b[^?.!]*\b(accident|crash|claim|wreck|storm|fire|theft|break[- ]in|damage|stolen)/.test(
      q,
    )
  );
}
