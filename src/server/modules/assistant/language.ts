// How the assistant reads words: one tokenizer and one light stemmer for the index and for the
// questions (so "renter's", "renters" and "Renters" meet), the words that carry no meaning, and
// the words visitors use for what the site calls otherwise ("car" for auto, "Airbnb" for
// short-term rental).

const STOP_WORDS = new Set(
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
  what's there's isn't aren't don't doesn't didn't can't won't wouldn't shouldn't`.split(/\s+/),
);

/** Words that say "insurance" without saying which: they never make an answer confident alone. */
export const GENERIC_TERMS = new Set(
  ['insurance', 'insure', 'insured', 'coverage', 'cover', 'covered', 'policy', 'kansas', 'plan']
    .map(stem)
    .filter(Boolean),
);

/** Lower case, curly apostrophes straightened; keeps figures like 25,000 and 24/7 together. */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[a-z0-9$]+(?:[',.][a-z0-9]+|\/\d+)*/g) ?? []
  ).map((token) => token.replace(/^\$/, ''));
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
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
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

/**
 * Visitors' words and the site's: when the pattern matches a question, the words after it join
 * the search (the visitor's own words stay too). `subject` marks names of insurance lines, which
 * a follow-up ("and for my boat?") replaces rather than adds to.
 */
interface Synonym {
  pattern: RegExp;
  add: string;
  subject?: boolean;
}

const SYNONYMS: Synonym[] = [
  // Lines of insurance.
  {
    pattern:
      /\b(cars?|vehicles?|automobiles?|autos?|trucks?|suvs?|pickups?|minivans?|driv(e|er|ers|ing))\b/,
    add: 'auto',
    subject: true,
  },
  {
    pattern:
      /\b(air ?bnb|vrbo|vacation rentals?|holiday rentals?|short[- ]term rentals?|rent(ing)? out (my|our) (home|house|place|cabin|room)|host(s|ing)? guests?|guests? stay)\b/,
    add: 'short term rental host guest',
    subject: true,
  },
  {
    pattern:
      /\b(jet ?skis?|wave ?runners?|sea-?doos?|pwcs?|personal watercraft|watercraft|pontoons?|yachts?|sailboats?|fishing boats?|boats?|kayaks?|canoes?)\b/,
    add: 'boat watercraft',
    subject: true,
  },
  {
    pattern:
      /\b(motor ?homes?|campers?|travel trailers?|fifth[- ]wheels?|rvs?|recreational vehicles?|class [abc])\b/,
    add: 'rv recreational vehicle',
    subject: true,
  },
  {
    // A visitor with a landlord is a tenant.
    pattern: /\b(renter'?s?'?|renting|tenants?|apartments?|lease|my landlord'?s?)\b/,
    add: 'renters',
    subject: true,
  },
  {
    pattern: /\b(homeowner'?s?'?|houses?|home ?owners?|my home|condo|townhouse|dwelling)\b/,
    add: 'homeowners home',
    subject: true,
  },
  {
    pattern: /\b(business ?owner'?s?'? (policy|package|insurance)|bops?)\b/,
    add: 'business owners policy bop',
    subject: true,
  },
  {
    pattern: /\b(workers?'?s? ?comp(ensation)?|work comp|workman'?s comp|on[- ]the[- ]job injur)/,
    add: 'workers compensation',
    subject: true,
  },
  {
    pattern: /\b(company (cars?|vehicles?|trucks?)|fleet|work trucks?|delivery vans?)\b/,
    add: 'commercial auto',
    subject: true,
  },
  {
    pattern: /\b(data breach(es)?|hack(ed|ers?|ing)?|ransomware|phishing|cyber ?attacks?)\b/,
    add: 'cyber',
    subject: true,
  },
  {
    pattern: /\b(surety|bonds?|bonded|bonding)\b/,
    add: 'surety bond',
    subject: true,
  },
  {
    pattern: /\b(motorbikes?|motorcycles?|scooters?|harley|dirt bikes?)\b/,
    add: 'motorcycle',
    subject: true,
  },
  {
    pattern: /\b(e ?& ?o|errors and omissions|malpractice)\b/,
    add: 'professional liability',
    subject: true,
  },
  {
    pattern: /\b(slip(ped)? and fall|customer (gets )?(hurt|injur\w*))\b/,
    add: 'general liability',
    subject: true,
  },
  {
    pattern: /\b(hoa|homeowners association|condo association)\b/,
    add: 'community association',
    subject: true,
  },
  {
    pattern: /\b(rental (property|properties|house|home)|tenant[- ]occupied|rent (it|them) out)\b/,
    add: 'landlord',
    subject: true,
  },
  { pattern: /\b(uavs?|quadcopters?|drones?)\b/, add: 'drone', subject: true },
  {
    pattern: /\b(antique|vintage|collector) (cars?|autos?|vehicles?)\b/,
    add: 'classic car',
    subject: true,
  },
  {
    pattern: /\b(engagement rings?|rings?|necklaces?|watches|jewel\w*)\b/,
    add: 'jewelry',
    subject: true,
  },
  {
    pattern: /\b(manufactured homes?|trailer homes?|mobile homes?)\b/,
    add: 'mobile home',
    subject: true,
  },
  { pattern: /\b(weddings?|concerts?|festivals?)\b/, add: 'special event', subject: true },
  { pattern: /\b(non-?profits?|charit(y|ies))\b/, add: 'nonprofit', subject: true },
  {
    pattern: /\b(dogs?|puppy|puppies|cats?|kittens?|vet bills?)\b/,
    add: 'pet',
    subject: true,
  },
  { pattern: /\b(flood(s|ed|ing)?|rising water)\b/, add: 'flood', subject: true },
  { pattern: /\b(quakes?|earthquakes?)\b/, add: 'earthquake', subject: true },
  { pattern: /\b(excess liability|extra liability)\b/, add: 'umbrella', subject: true },
  { pattern: /\b(hospital stays?|hospitali[sz]\w*)\b/, add: 'hospital indemnity', subject: true },
  // What visitors ask about.
  { pattern: /\bpip\b/, add: 'personal injury protection' },
  {
    pattern:
      /\b(minimums?|required|requirements?|requires?|mandatory|by law|legally|the law|(make|makes|force|forces) (me|us|tenants?|renters?) (buy|get|have|carry))\b/,
    add: 'minimum require',
  },
  {
    pattern: /\b(how much|price[sd]?|pricing|premiums?|rates?|costs?|expensive|cheap|afford)\b/,
    add: 'cost',
  },
  { pattern: /\b(save|savings|discounts?|lower|cheaper|reduce)\b/, add: 'save' },
  { pattern: /\b(twisters?|tornado(e?s)?)\b/, add: 'tornado windstorm' },
  { pattern: /\b(hail(storms?)?)\b/, add: 'hail' },
  {
    pattern:
      /\b(at night|nights?|overnight|after hours|weekends?|midnight|any ?time|24 ?hours?|24\/7|\d{1,2} ?(am|pm|a\.m\.|p\.m\.)|emergency)(?!\w)/,
    add: '24/7 emergency hotline',
  },
  {
    pattern: /\b(phone|call|telephone|phone number|reach|talk|speak|agent|human|person)\b/,
    add: 'phone call',
  },
  {
    pattern:
      /\b(hours|open|opening|closed?|closing|weekdays?|saturday|sunday|monday|friday|today)\b/,
    add: 'office hours',
  },
  {
    pattern: /\b(where|address|located|location|directions|visit|office)\b/,
    add: 'office address located',
  },
  { pattern: /\b(states?|outside kansas|missouri|nebraska|oklahoma|colorado)\b/, add: 'serve' },
  {
    pattern: /\b(fast|quick(ly)?|speed|minutes?)\b/,
    add: 'minutes quick',
  },
  { pattern: /\b(guarantee[ds]?|binding|final price|exact price)\b/, add: 'estimate' },
  { pattern: /\b(insurers?|companies|carriers?|underwriters?)\b/, add: 'carrier' },
  { pattern: /\b(founded|established|started|how old|since when|history)\b/, add: 'founded' },
  {
    pattern: /\b(bills?|billing|invoices?|pay (my|the|a) (bill|premium)|autopay)\b/,
    add: 'payment billing',
  },
  { pattern: /\b(accident|crash|fender[- ]bender|collision)\b/, add: 'accident' },
  { pattern: /\b(licen[cs]ed?|licen[cs]e number|licen[cs]ing)\b/, add: 'licensed licence license' },
];

const normalise = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'");

/** The question with the site's words added for the visitor's own. */
export function expandSynonyms(text: string): string {
  const lower = normalise(text);
  const added = SYNONYMS.filter((s) => s.pattern.test(lower)).map((s) => s.add);
  return added.length ? `${text} ${added.join(' ')}` : text;
}

/** Each synonym a text triggers: the visitor's words that triggered it and the site's words. */
export function synonymMatches(text: string): { words: string; add: string }[] {
  const lower = normalise(text);
  const out: { words: string; add: string }[] = [];
  for (const synonym of SYNONYMS) {
    for (const match of lower.matchAll(new RegExp(synonym.pattern, 'g'))) {
      out.push({ words: match[0], add: synonym.add });
    }
  }
  return out;
}

/** Terms naming an insurance line: the product topics' words plus the subject synonyms. */
export function createSubjectTerms(topics: readonly string[]): Set<string> {
  const generic = new Set(['insurance', 'coverage', 'policy', 'the', 'and', 'of'].map(stem));
  const terms = new Set<string>();
  for (const topic of topics) {
    for (const term of termsOf(topic)) if (!generic.has(term)) terms.add(term);
  }
  for (const synonym of SYNONYMS) {
    if (synonym.subject) for (const term of termsOf(synonym.add)) terms.add(term);
  }
  return terms;
}

/** The subject terms a question names (after its synonyms are added). */
export function subjectsOf(text: string, subjectTerms: ReadonlySet<string>): string[] {
  return termsOf(expandSynonyms(text)).filter((t) => subjectTerms.has(t));
}

/** Removes the words naming insurance lines from a question, keeping what it asks. */
export function withoutSubjects(text: string, subjectTerms: ReadonlySet<string>): string {
  const lower = text.toLowerCase();
  let stripped = lower;
  for (const synonym of SYNONYMS) {
    if (synonym.subject) stripped = stripped.replace(new RegExp(synonym.pattern, 'g'), ' ');
  }
  return tokenize(stripped)
    .filter((token) => {
      const term = processTerm(token);
      return term === null || !subjectTerms.has(term);
    })
    .join(' ');
}
