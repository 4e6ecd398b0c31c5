// How the assistant reads words: one tokenizer and one light stemmer for the index and for the
// questions (so "renter's", "renters" and "Renters" meet, and "$1M", "$1 million" and
// "1,000,000" are one amount), and the words that carry no meaning. The words visitors use for
// what the site calls otherwise are content (content/assistant/vocabulary.ts, read by
// ./vocabulary.ts).

export const STOP_WORDS = new Set(
  `a about above after again all also am an and any are as at be been being but by can could
  did do does doing don done for from get gets getting got had has have having he her here hers
  him his how i if in into is it its itself just let me might more most much my myself no nor
  not of off on once only or other our ours out over own please same she should so some such
  than that the their theirs them then there these they this those through to too under until
  up very was we were what when where which while who whom why will with would you your yours
  yourself hi hello hey thanks thank tell know want wanted like really kind sort still just
  even ever actually maybe probably guess wondering wonder question mine make makes made buy
  buying bought purchase give gives take takes go going way something anything thing things
  ok okay yes yeah sure us one ones im i'm i've i'd i'll you're you've we're it's that's
  what's there's isn't aren't don't doesn't didn't can't won't wouldn't shouldn't whats hows
  wheres whos thats theres dont doesnt didnt isnt arent cant wont wouldnt shouldnt ive youre
  theyre weve lets gonna wanna gotta kinda lol pls plz thx u ur
  big small great good bad nice little large huge tiny near far besides else nothing
  everything another other others many few lot lots whole every each different right left
  real true quite pretty almost already always never often sometimes usually normally
  typically generally basically exactly totally literally honestly currently recently anyway
  though although however whether either neither thing stuff guy guys people folks someone
  somebody anybody everybody ballpark roughly approximately around idea clue example case
  think thought say said ask asked try trying tried use used using keep kept seem seems feel
  happen happens happened mean means meant look looking looked see saw seen come comes came
  went put puts sit sits point sorta super lately soon yet ever since being also anyways
  totally definitely probably possibly hey hello hi`.split(/\s+/),
);

/** Words that say "insurance" without saying which: they never make an answer confident alone. */
export const GENERIC_TERMS = new Set(
  ['insurance', 'insure', 'insured', 'coverage', 'cover', 'covered', 'policy', 'kansas', 'plan']
    .map(stem)
    .filter(Boolean),
);

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  grand: 1e3,
  m: 1e6,
  mm: 1e6,
  mil: 1e6,
  million: 1e6,
};

/** "25,000" → "25000", "1m" → "1000000"; anything else as it is. */
function amountOf(token: string): string | undefined {
  const match = /^(\d+(?:,\d{3})*(?:\.\d+)?)(k|m|mm|mil)?$/.exec(token);
  if (!match) return undefined;
  const value = Number(match[1]!.replace(/,/g, '')) * (match[2] ? MULTIPLIERS[match[2]]! : 1);
  return Number.isFinite(value) ? String(value) : undefined;
}

/**
 * Lower case, curly apostrophes straightened; keeps figures like 25,000 and 24/7 together, and
 * writes amounts one way: "$1M", "1 million" and "$1,000,000" are all "1000000".
 */
export function tokenize(text: string): string[] {
  const raw = (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      // One spelling of what is typed two ways.
      .replace(/\be-mail/g, 'email')
      // "SR-22" and "SR22", "DP-1" and "DP1": a form's name is one word.
      .replace(/\b([a-z]{1,3})-(\d{1,3})\b/g, '$1$2')
      .replace(/(\d)\s?%/g, '$1 percent')
      // "Claims #", "policy #": a number.
      .replace(/#(?!\d)/g, ' number ')
      .match(/[a-z0-9$]+(?:[',.][a-z0-9]+|\/\d+)*/g) ?? []
  ).map((token) => token.replace(/^\$/, ''));
  const tokens: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const token = raw[i]!;
    const amount = amountOf(token);
    const unit = raw[i + 1];
    if (amount !== undefined && unit !== undefined && MULTIPLIERS[unit] && unit.length > 1) {
      tokens.push(String(Number(amount) * MULTIPLIERS[unit]));
      i++;
    } else if (token === 'a' && unit !== undefined && MULTIPLIERS[unit] && unit.length > 1) {
      // "a million" is 1,000,000.
      tokens.push(String(MULTIPLIERS[unit]));
      i++;
    } else {
      tokens.push(amount ?? token);
    }
  }
  return tokens;
}

/**
 * A light English stemmer: plurals, possessives and -ed/-ing endings, then a final e, so that
 * "covers", "covered" and "cover" or "requires" and "required" index alike. Deliberately crude:
 * the index and the questions go through the same function, so only consistency matters.
 */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s?$/, '');
  if (/^\d/.test(w)) return w.replace(/[.,]$/, '');
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(ch|sh|x|z|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  // "Quickly" and "quick", "monthly" and "month".
  if (w.length > 6 && w.endsWith('ly')) w = w.slice(0, -2);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  // "Liable" and "liability", "accessible" and "accessibility": one word.
  if (w.length > 8 && /[ai]bility$/.test(w)) w = `${w.slice(0, -5)}l`;
  return w;
}

/** The index's and the questions' term processing: stop words out, the rest stemmed. */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase();
  if (STOP_WORDS.has(word) || word.length < 2) return null;
  return stem(word);
}

/** The meaningful stemmed terms of a text, in order, without repeats. */
export function termsOf(text: string): string[] {
  const terms = tokenize(text)
    .map(processTerm)
    .filter((t): t is string => t !== null);
  return [...new Set(terms)];
}
