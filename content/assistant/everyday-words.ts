// Everyday words for the site's own terms, page by page: what a visitor says when they do not know
// the word a page uses for a coverage, an exclusion, a condition, a figure's subject or a process.
// Each `means` entry appears word for word in the site's text; `says` are the visitor's phrasings.
// Same matching as the vocabulary: word by word after light stemming, `*` is any one word, case and
// apostrophes ignored. Lines of insurance, places and the trade's abbreviations live in
// vocabulary.ts; the groups here add to them and do not repeat them.

import type { WordGroup } from './vocabulary';

export const everydayWords: WordGroup[] = [
  // Amateur sports liability.
  {
    says: ['injured player', 'player gets hurt', 'kid hurt at practice', 'hurt during the game'],
    means: ['participant accident'],
  },
  {
    says: ['signed waiver', 'release form', 'parents sign a waiver', 'liability waiver'],
    means: ['waivers'],
  },
  {
    says: [
      'child abuse claim',
      'sexual abuse',
      'background checks for coaches',
      'working with kids',
    ],
    means: ['abuse and molestation'],
  },

  // Auto insurance.
  {
    says: [
      'fix my own car after a crash',
      'hit a pole',
      'hit a guardrail',
      'backed into',
      'ran into a tree',
      'repairs to my car if i cause it',
    ],
    means: ['collision'],
  },
  {
    says: [
      'hurt someone else',
      'injure another driver',
      'injuries i cause',
      'other persons medical bills',
      'people in the other car',
    ],
    means: ['bodily injury'],
  },
  {
    says: [
      'damage their car',
      'hit someone elses car',
      'damage someone elses property',
      'other drivers car repairs',
      'hit a parked car',
    ],
    means: ['property damage'],
  },
  {
    says: [
      'whose insurance pays',
      'my own insurance pays my medical',
      'no matter who caused it',
      'sue the other driver',
      'nobody is at fault',
    ],
    means: ['no-fault'],
  },
  {
    says: [
      'my fault',
      'their fault',
      'who caused the crash',
      'caused the wreck',
      'who is to blame',
    ],
    means: ['at fault', 'at-fault'],
  },
  {
    says: [
      'more than the state minimum',
      'how much liability should i carry',
      'how much liability do i need',
      'recommended limits',
    ],
    means: ['higher liability limits', 'higher limits'],
  },
  {
    says: [
      'home and auto together',
      'combine my policies',
      'package discount',
      'multi policy',
      'multiple policies with one company',
    ],
    means: ['bundling', 'bundle'],
  },
  {
    says: [
      'higher deductible to save',
      'bump up my deductible',
      'increase my deductible',
      'go to a 1000 deductible',
    ],
    means: ['raising a deductible', 'raise your deductible', 'raising the deductible'],
  },
  {
    says: [
      'how soon do i report',
      'how long do i have to report',
      'deadline to report',
      'report it right away',
    ],
    means: ['24 to 48 hours'],
  },

  // Auto warranty.
  {
    says: [
      'extended warranty',
      'car warranty',
      'warranty on a used car',
      'after the factory warranty runs out',
      'warranty is expiring',
    ],
    means: ['vehicle service contract', 'extended auto warranty'],
  },
  {
    says: ['engine and transmission', 'transmission went out', 'engine blew', 'drive train'],
    means: ['powertrain'],
  },
  {
    says: ['brake pads', 'oil change', 'wiper blades', 'new tires', 'tune up'],
    means: ['wear items', 'routine maintenance'],
  },
  {
    says: ['tow truck', 'jump start', 'locked out of my car', 'ran out of gas', 'flat tire'],
    means: ['roadside assistance'],
  },
  {
    says: [
      'loaner car',
      'rental while my car is in the shop',
      'car to drive while mine is fixed',
      'rental car coverage',
    ],
    means: ['rental car reimbursement', 'rental reimbursement'],
  },
  {
    says: ['lots of miles', 'high miles', 'many miles on it', 'over 100000 miles'],
    means: ['high-mileage'],
  },

  // Boat insurance.
  {
    says: ['other boat has no insurance', 'hit by a boater without insurance', 'uninsured boat'],
    means: ['uninsured boater'],
  },

  // Surety bonds.
  {
    says: [
      'pay the surety back',
      'repay the bond company',
      'pay back a bond claim',
      'personally on the hook for the bond',
    ],
    means: ['indemnity agreement'],
  },
  {
    says: ['bond to bid on a job', 'bond to bid a public project', 'bid on a city job'],
    means: ['bid bonds'],
  },
  {
    says: [
      'guarantee the job gets finished',
      'guarantee subs get paid',
      'contractor walks off the job',
      'suppliers not paid',
    ],
    means: ['performance and payment bonds'],
  },
  {
    says: [
      'bond to get my license',
      'bond for a permit',
      'city wants a bond',
      'county requires a bond',
    ],
    means: ['license and permit bonds'],
  },
  {
    says: ['bad credit', 'poor credit', 'low credit score', 'credit is not great'],
    means: ['weaker credit', 'less-than-perfect credit'],
  },

  // Builder's risk.
  {
    says: ['house being built', 'new build', 'building a new house', 'during construction'],
    means: ['under construction'],
  },
  {
    says: [
      'construction delay',
      'delay in opening',
      'extra interest on the construction loan',
      'project runs late after a loss',
    ],
    means: ['soft costs'],
  },
  {
    says: [
      'shoddy work',
      'poor workmanship',
      'bad work by the contractor',
      'design flaw',
      'built wrong',
    ],
    means: ['faulty workmanship'],
  },

  // Business owners policy.
  {
    says: [
      'closed after a fire',
      'lost income while closed',
      'shut down for repairs',
      'cant open after a storm',
      'lost profits',
    ],
    means: ['business income'],
  },
  {
    says: [
      'employee stole',
      'worker stealing',
      'embezzlement',
      'staff stealing money',
      'employee took cash',
    ],
    means: ['employee dishonesty', 'employee theft'],
  },
  {
    says: [
      'employees use their own cars',
      'employee drives * own car for work',
      'rented car for business',
      'staff driving personal vehicles',
      'errands in my own car for the company',
    ],
    means: ['hired and non-owned auto'],
  },
  {
    says: [
      'run a business from home',
      'business out of my house',
      'side business at home',
      'work from my house',
    ],
    means: ['home-based business'],
  },

  // Classic car insurance.
  {
    says: [
      'value we agree on up front',
      'stated value',
      'value set in advance',
      'no depreciation if totaled',
      'insure it for what its worth',
    ],
    means: ['agreed value'],
  },
  {
    says: [
      'only drive it on weekends',
      'drive it to car shows',
      'weekend car',
      'not my daily driver',
      'mileage limit',
    ],
    means: ['limited use', 'pleasure'],
  },
  {
    says: ['how old does a car have to be', 'what counts as a classic', 'age for a classic'],
    means: ['20 to 25 years'],
  },

  // Collectibles insurance.
  {
    says: ['broke my vase', 'dropped and broke', 'knocked over and broke', 'broke a figurine'],
    means: ['accidental breakage'],
  },
  {
    says: [
      'limit on jewelry theft',
      'cap on coins',
      'only pays a little for jewelry',
      'limit for guns',
      'limit for firearms',
    ],
    means: ['special limits', 'sub-limit'],
  },
  {
    says: [
      'list items separately',
      'itemize my valuables',
      'add my ring to my policy',
      'insure each piece separately',
    ],
    means: ['scheduled personal property', 'scheduled jewelry', 'schedule them'],
  },
  {
    says: ['get it appraised', 'proof of value', 'paperwork showing its value', 'appraiser'],
    means: ['appraisal'],
  },

  // Commercial auto.
  {
    says: ['interstate trucking', 'cross state lines with my truck', 'dot requirements', 'fmcsa'],
    means: ['federal financial responsibility'],
  },
  {
    says: [
      'use my pickup for work',
      'personal truck for my business',
      'deliver for pay',
      'haul stuff for money',
    ],
    means: ['hauling goods for pay'],
  },

  // Commercial flood.
  {
    says: [
      'inventory in a flood',
      'belongings in a flood',
      'furniture and equipment flooded',
      'my stuff in a flood',
    ],
    means: ['contents coverage'],
  },
  {
    says: ['clean up debris', 'haul away debris', 'tree removal', 'clear the wreckage'],
    means: ['debris removal'],
  },
  {
    says: [
      'water in my basement',
      'finished basement flooded',
      'below ground level',
      'basement walls and carpet',
    ],
    means: ['basement', 'lowest elevated floor'],
  },
  {
    says: ['floodplain', 'flood plain', 'flood map', 'high risk area for flooding'],
    means: ['flood zone', 'flood maps'],
  },

  // Commercial property.
  {
    says: [
      'my stuff at the shop',
      'office furniture and computers',
      'store inventory',
      'equipment at my business',
    ],
    means: ['business personal property'],
  },
  {
    says: [
      'build out',
      'buildout',
      'upgrades i paid for in a leased space',
      'remodel in a rented space',
    ],
    means: ['tenant improvements', 'improvements you made'],
  },
  {
    says: ['all risk', 'open peril', 'covers everything unless excluded', 'anything not excluded'],
    means: ['special form', 'open perils', 'all risks'],
  },
  {
    says: [
      'only the listed dangers',
      'only certain causes',
      'listed causes of loss',
      'short list of causes',
    ],
    means: ['named perils', 'named peril'],
  },
  {
    says: ['things wearing out', 'worn out', 'just got old', 'rusted out', 'deteriorated'],
    means: ['wear and tear', 'gradual deterioration'],
  },
  {
    says: [
      'storm deductible',
      'hail deductible',
      'separate deductible for hail',
      'deductible based on home value',
      'two percent deductible',
    ],
    means: ['wind and hail deductible', 'percentage deductible'],
  },
  {
    says: ['pipe froze', 'pipes froze', 'pipe burst', 'water line broke', 'broken pipe'],
    means: ['frozen pipes', 'burst pipe'],
  },

  // Commercial umbrella and excess liability.
  {
    says: ['umbrella deductible', 'what i pay before the umbrella', 'retention'],
    means: ['self-insured retention'],
  },
  {
    says: ['employee sues me', 'worker sues the company', 'employee lawsuit over injury'],
    means: ['employers liability'],
  },
  {
    says: [
      'stack policies',
      'stacking policies',
      'layer on top of the umbrella',
      'more than one umbrella',
    ],
    means: ['liability tower'],
  },

  // Community association insurance.
  {
    says: [
      'hoa policy',
      'association building policy',
      'condo building insurance',
      'the hoa insurance',
    ],
    means: ['master policy'],
  },
  {
    says: [
      'walls-in coverage',
      'studs out',
      'who covers my drywall',
      'who insures the inside of my condo',
    ],
    means: ['bare walls', 'single entity'],
  },
  {
    says: [
      'condo insurance',
      'condo owner policy',
      'unit owner insurance',
      'insurance for my condo unit',
    ],
    means: ['ho-6'],
  },
  {
    says: [
      'special assessment',
      'hoa bills owners',
      'charge owners after a storm',
      'owners pay the hoa deductible',
    ],
    means: ['assessment'],
  },
  {
    says: ['treasurer stole', 'board member stole money', 'embezzled dues', 'stole the reserve'],
    means: ['fidelity', 'reserve funds'],
  },

  // Cyber liability.
  {
    says: [
      'notify customers',
      'credit monitoring for customers',
      'forensic investigator',
      'breach coach',
    ],
    means: ['breach response', 'customer notification'],
  },
  {
    says: [
      'fake invoice',
      'wired money to a scammer',
      'spoofed email',
      'tricked into sending money',
      'ceo fraud',
    ],
    means: ['funds transfer fraud', 'business email compromise', 'social engineering'],
  },
  {
    says: ['two factor', '2fa', 'mfa', 'two step verification', 'login code'],
    means: ['multi-factor authentication'],
  },
  {
    says: ['tell customers about a breach', 'notify people after a breach', 'notification law'],
    means: ['breach notification'],
  },

  // Deductible reimbursement.
  {
    says: [
      'insurance for my deductible',
      'cover my hail deductible',
      'help paying my deductible',
      'deductible buyback',
    ],
    means: ['deductible reimbursement'],
  },

  // Drone insurance.
  {
    says: ['drone license', 'faa license', 'drone pilot license', 'commercial drone certificate'],
    means: ['part 107', 'remote pilot certificate'],
  },
  {
    says: ['drone crashed', 'drone flew away', 'damage to the drone itself', 'lost my drone'],
    means: ['hull'],
  },

  // Dwelling fire insurance.
  {
    says: [
      'lost rent',
      'rent i lose during repairs',
      'tenants move out after a fire',
      'income from my rental',
    ],
    means: ['fair rental value', 'loss of rental income'],
  },
  {
    says: [
      'tenant trips',
      'someone hurt at my rental',
      'visitor falls on my property',
      'broken step',
    ],
    means: ['premises liability'],
  },
  {
    says: ['detached garage', 'shed', 'fence', 'barn', 'outbuilding'],
    means: ['other structures'],
  },
  {
    says: ['i dont live there', 'not my primary residence', 'vacation home', 'lake house i own'],
    means: ['owner-occupied', 'second home'],
  },

  // Earthquake insurance.
  {
    says: ['sinkhole', 'landslide', 'ground shifting', 'ground moved', 'foundation sinking'],
    means: ['earth movement'],
  },
  {
    says: ['brick house', 'brick front', 'stone facade', 'brick siding'],
    means: ['masonry veneer', 'brick or stone veneer'],
  },
  {
    says: ['bring it up to code', 'code upgrades', 'meet current code', 'rebuild to new code'],
    means: ['building code', 'ordinance or law'],
  },

  // Equipment breakdown.
  {
    says: [
      'furnace quit',
      'ac died',
      'water heater broke',
      'appliance broke down',
      'fridge stopped working',
    ],
    means: ['equipment breakdown', 'mechanical breakdown'],
  },
  {
    says: ['electrical surge', 'lightning fried', 'fried my electronics', 'spike in power'],
    means: ['power surge'],
  },
  {
    says: ['food went bad', 'spoiled food', 'freezer thawed', 'lost groceries'],
    means: ['food that spoils', 'food spoilage'],
  },
  {
    says: ['appliance warranty', 'warranty company', 'service plan for appliances'],
    means: ['home warranty'],
  },

  // Excess flood.
  {
    says: [
      'more flood coverage than fema',
      'flood above the federal cap',
      'flood coverage over 250000',
      'on top of my flood policy',
    ],
    means: ['excess flood'],
  },

  // Flood insurance.
  {
    says: ['flood insurance for renters', 'renter flood', 'flood for my stuff only'],
    means: ['contents-only'],
  },
  {
    says: ['lender requires flood', 'bank makes me buy flood', 'mortgage company requires flood'],
    means: ['federally backed mortgage'],
  },
  {
    says: [
      'fema grant',
      'government pays after a flood',
      'federal aid after a disaster',
      'disaster relief',
    ],
    means: ['disaster assistance'],
  },
  {
    says: [
      'sewer backed up',
      'drain backed up',
      'sump pump failed',
      'toilet backed up',
      'floor drain overflow',
    ],
    means: ['water backup'],
  },

  // General liability.
  {
    says: [
      '1 million per incident',
      'limit per claim',
      'total limit for the year',
      '2 million total',
    ],
    means: ['per occurrence', 'aggregate'],
  },
  {
    says: [
      'product i sold hurt someone',
      'defective product',
      'after the job is finished',
      'finished work causes damage',
    ],
    means: ['products-completed operations'],
  },
  {
    says: [
      'bad review lawsuit',
      'said something false about',
      'social media post lawsuit',
      'badmouthed',
      'sued for what i posted',
    ],
    means: ['libel', 'defamation'],
  },
  {
    says: [
      'added to their policy as an insured',
      'name them on my policy',
      'add the landlord to my policy',
      'venue wants to be named',
      'list the city on my insurance',
    ],
    means: ['additional insured'],
  },
  {
    says: ['waive subrogation', 'waiver wording', 'give up our right to recover'],
    means: ['waiver of subrogation'],
  },

  // Homeowners insurance.
  {
    says: [
      'how much to insure my house for',
      'rebuild cost',
      'cost to rebuild',
      'coverage amount for the house',
    ],
    means: ['dwelling limit', 'dwelling coverage'],
  },
  {
    says: ['what my house would sell for', 'sale price', 'zillow value', 'tax value'],
    means: ['market value'],
  },
  {
    says: [
      'hotel while my house is fixed',
      'live somewhere else during repairs',
      'temporary housing',
      'displaced from my home',
      'cant live in my house',
    ],
    means: ['additional living expenses', 'loss of use'],
  },
  {
    says: ['guest gets hurt', 'visitor hurt at my house', 'small medical bills for guests'],
    means: ['medical payments'],
  },
  {
    says: ['my belongings', 'household items', 'furniture and clothes', 'everything i own'],
    means: ['personal property'],
  },
  {
    says: ['mildew', 'black mold', 'long term leak', 'slow leak'],
    means: ['mold'],
  },
  {
    says: ['older roof only pays part', 'depreciated roof', 'roof age', 'old roof claim'],
    means: ['roof payment schedule', 'older roofs'],
  },

  // Hospital indemnity.
  {
    says: ['kept overnight but not admitted', 'not formally admitted', 'held for observation'],
    means: ['observation'],
  },
  {
    says: ['condition i already have', 'already sick', 'existing condition', 'prior condition'],
    means: ['pre-existing'],
  },
  {
    says: ['obamacare', 'aca', 'marketplace plan', 'counts as health coverage'],
    means: ['affordable care act'],
  },

  // Inland marine.
  {
    says: ['skid steer', 'excavator', 'backhoe', 'bobcat', 'heavy equipment'],
    means: ['contractors equipment'],
  },
  {
    says: ['power tools', 'tools stolen from my truck', 'tool theft', 'my tools'],
    means: ['tools and small equipment', 'tools'],
  },

  // Jewelry insurance.
  {
    says: [
      'lost my ring',
      'cant find my ring',
      'went missing',
      'misplaced',
      'fell off my finger',
      'stone fell out',
    ],
    means: ['mysterious disappearance'],
  },

  // Landlord insurance.
  {
    says: ['tenant stops paying', 'tenant wont pay rent', 'eviction', 'tenant skipped out'],
    means: ['unpaid rent', 'rent guarantee'],
  },
  {
    says: ['tenant trashed', 'tenant destroyed the house', 'tenant damage'],
    means: ['vandalism by tenants'],
  },

  // Management and professional liability.
  {
    says: [
      'claim filed after the policy ends',
      'covered when the claim is made',
      'policy in force when sued',
    ],
    means: ['claims-made'],
  },
  {
    says: [
      'work i did before the policy',
      'past work',
      'earlier projects',
      'before i bought the policy',
    ],
    means: ['retroactive date', 'prior acts'],
  },
  {
    says: ['after i retire', 'closing my practice', 'sell my practice', 'retiring'],
    means: ['tail coverage', 'extended reporting period'],
  },
  {
    says: ['fired employee', 'ex-employee', 'former employee sued', 'fired someone'],
    means: ['wrongful termination'],
  },
  {
    says: ['hostile workplace', 'sexual harassment', 'eeoc complaint', 'treated unfairly at work'],
    means: ['harassment', 'discrimination'],
  },
  {
    says: ['401k plan', 'retirement plan', 'benefit plan lawsuit', 'pension plan'],
    means: ['fiduciary liability', 'erisa'],
  },
  {
    says: [
      'gave bad advice',
      'my mistake cost the client',
      'client says i messed up',
      'missed a deadline',
    ],
    means: ['negligence', 'missed deadlines'],
  },

  // Mobile home insurance.
  {
    says: ['tied down', 'anchoring', 'straps on my trailer', 'ground anchors'],
    means: ['tie-downs'],
  },
  {
    says: ['built before 1976', 'pre-1976', 'older trailer', 'how old is my mobile home'],
    means: ['hud code'],
  },

  // Motorcycle and RV insurance.
  {
    says: [
      'store my bike for winter',
      'winter storage',
      'pause my insurance',
      'suspend coverage while stored',
      'cancel over the winter',
    ],
    means: ['lay-up'],
  },
  {
    says: ['aftermarket parts', 'chrome parts', 'custom paint', 'riding gear', 'helmet'],
    means: ['custom parts'],
  },
  {
    says: ['msf course', 'rider course', 'riding class'],
    means: ['motorcycle safety course'],
  },
  {
    says: ['live in my rv', 'live in my camper', 'rv as my home', 'full time rver'],
    means: ['full-timer'],
  },

  // Nonprofit liability.
  {
    says: ['volunteer gets hurt', 'volunteer injured', 'injured volunteer'],
    means: ['volunteer accident'],
  },

  // Parametric multi-peril and power outage.
  {
    says: [
      'gap between the payout and my loss',
      'damaged but no payout',
      'payout less than my damage',
      'paid even without damage',
    ],
    means: ['basis risk'],
  },
  {
    says: [
      'wind speed',
      'hail size',
      'what sets off the payment',
      'how strong does the storm have to be',
    ],
    means: ['trigger', 'threshold'],
  },
  {
    says: ['power out for days', 'lights went out', 'blackout', 'lost power', 'electricity out'],
    means: ['outage'],
  },

  // Personal cyber.
  {
    says: [
      'opened credit in my name',
      'stole my identity',
      'used my social security number',
      'fake accounts in my name',
    ],
    means: ['identity theft'],
  },
  {
    says: ['bullied online', 'online harassment', 'mean messages to my kid'],
    means: ['cyberbullying'],
  },
  {
    says: ['scammed online', 'sent money to a scammer', 'fake seller', 'marketplace scam'],
    means: ['online fraud'],
  },

  // Pet insurance.
  {
    says: ['what percent do they pay back', 'percent back', 'how much of the vet bill'],
    means: ['reimbursement rate'],
  },
  {
    says: ['vaccines', 'shots for my dog', 'checkups', 'teeth cleaning'],
    means: ['wellness'],
  },
  {
    says: ['my dog bit someone', 'dog bit a kid', 'dog attack', 'aggressive breed'],
    means: ['dog bite', 'bite history'],
  },

  // Rain insurance and special events.
  {
    says: ['rained out', 'rain on my wedding day', 'if it rains', 'rain ruins the party'],
    means: ['rainfall'],
  },
  {
    says: [
      'call off the wedding',
      'event gets cancelled',
      'postpone the party',
      'lose my deposits',
    ],
    means: ['event cancellation', 'cancellation and postponement'],
  },
  {
    says: ['serving alcohol', 'open bar', 'drunk guest', 'beer at the event', 'guest drove drunk'],
    means: ['host liquor liability', 'liquor liability'],
  },

  // Renters insurance.
  {
    says: ['my roomate', 'room mate', 'person i live with', 'housemate'],
    means: ['roommate'],
  },
  {
    says: [
      'stolen from my car',
      'laptop stolen while traveling',
      'stuff in a storage unit',
      'luggage stolen',
    ],
    means: ['worldwide coverage'],
  },

  // Short term rental.
  {
    says: ['refused a guest', 'guest says i discriminated', 'accused of bias by a guest'],
    means: ['guest discrimination'],
  },
  {
    says: ['rent a spare room', 'occasional guests', 'home sharing'],
    means: ['home-sharing'],
  },
  {
    says: ['city permit for my rental', 'transient guest tax', 'hotel tax on my rental'],
    means: ['lodging taxes'],
  },

  // Umbrella insurance.
  {
    says: ['how much umbrella do i need', 'my assets', 'protect my savings', 'future earnings'],
    means: ['net worth'],
  },

  // Vacant property and vacant commercial buildings.
  {
    says: ['how long can it sit empty', 'empty for two months', 'empty over 60 days'],
    means: ['60 consecutive days'],
  },
  {
    says: ['partly leased', 'mostly empty', 'half empty building'],
    means: ['31 percent'],
  },
  {
    says: ['drain the pipes', 'shut off water for winter', 'keep the heat on'],
    means: ['winterize'],
  },
  {
    says: ['graffiti', 'broken windows', 'spray paint', 'smashed windows'],
    means: ['malicious mischief'],
  },

  // Workers compensation.
  {
    says: ['job classification', 'job code', 'what category my employees are', 'class code'],
    means: ['classification codes', 'class codes'],
  },
  {
    says: ['mod rate', 'emr', 'x mod', 'mod factor'],
    means: ['experience modification factor', 'experience rating'],
  },
  {
    says: [
      'owe more premium after the year',
      'payroll check at the end',
      'premium adjustment at year end',
    ],
    means: ['audit'],
  },
  {
    says: ['no employees', 'self employed', 'only worker', 'cover myself', 'owner only'],
    means: ['sole proprietors'],
  },
  {
    says: ['my subs', '1099 workers', 'independent contractors', 'subcontractor without insurance'],
    means: ['subcontractors'],
  },

  // About.
  {
    says: ['price match', 'beat my price', 'lowest price promise'],
    means: ['best rate guarantee'],
  },

  // Claims.
  {
    says: [
      'claims person',
      'someone to look at the damage',
      'inspect the damage',
      'claims adjuster',
    ],
    means: ['adjuster'],
  },
  {
    says: ['dec page', 'decs page', 'summary page of my policy', 'where is my policy number'],
    means: ['declarations page'],
  },
  {
    says: [
      'how much they will pay me',
      'final payout',
      'check from insurance',
      'offer from the insurance company',
    ],
    means: ['settlement'],
  },
  {
    says: [
      'disagree with the adjuster',
      'lowball offer',
      'second inspection',
      'claim denied unfairly',
    ],
    means: ['re-inspections', 'disputes'],
  },

  // Contact.
  {
    says: ['insurance card', 'proof card', 'card for my glovebox'],
    means: ['id card'],
  },
  {
    says: ['just moved', 'got married', 'bought a new house', 'life change'],
    means: ['coverage reviews'],
  },
  {
    says: ['when will you call back', 'left a message', 'voicemail'],
    means: ['next business day'],
  },
  {
    says: [
      'add a driver',
      'remove a driver',
      'add my son to my policy',
      'take someone off my policy',
    ],
    means: ['adding or removing drivers'],
  },

  // Insurance Guide.
  {
    says: [
      'tarp the roof',
      'board up the window',
      'stop further damage',
      'fix it before the adjuster',
    ],
    means: ['temporary repairs'],
  },
  {
    says: ['how do you get paid', 'agent fee', 'do you charge a fee', 'broker fee'],
    means: ['commission'],
  },
  {
    says: ['log in', 'login', 'online account', 'password reset'],
    means: ['client portal'],
  },
  {
    says: ['prior claims', 'past claims', 'number of claims i had'],
    means: ['claims history'],
  },

  // Blog: tornado and hail season.
  {
    says: ['roofer knocking on doors', 'contractor showed up after hail', 'sign over my claim'],
    means: ['storm chasers', 'door-to-door'],
  },
  {
    says: [
      'list of my stuff',
      'video of my house',
      'record my belongings',
      'document my possessions',
    ],
    means: ['home inventory'],
  },

  // Blog: Kansas auto insurance requirements.
  {
    says: ['owe more than the car is worth', 'upside down on my loan', 'underwater on my car loan'],
    means: ['gap coverage'],
  },
  {
    says: ['no insurance ticket', 'caught without insurance', 'lapse in coverage'],
    means: ['driving without insurance'],
  },

  // Blog: is pet insurance worth it.
  {
    says: ['genetic condition', 'breed problems', 'hip dysplasia', 'runs in the breed'],
    means: ['hereditary'],
  },

  // Blog: after a car accident.
  {
    says: ['other insurance company called me', 'give a statement', 'they want to record me'],
    means: ['recorded statement'],
  },
  {
    says: ['car was written off', 'not worth fixing', 'written off'],
    means: ['total loss'],
  },
  {
    says: ['pick my own body shop', 'choose my mechanic', 'body shop'],
    means: ['repair shop'],
  },

  // Blog: how much homeowners insurance you need.
  {
    says: [
      'extra if rebuilding costs more',
      'cushion above my limit',
      'building costs went up',
      'more than my dwelling limit',
    ],
    means: ['extended replacement cost', 'guaranteed replacement cost'],
  },

  // Blog: umbrella insurance.
  {
    says: [
      'the policy under the umbrella',
      'limits needed before an umbrella',
      'auto limits required for umbrella',
      'minimum limits for an umbrella',
    ],
    means: ['underlying limits', 'underlying coverage'],
  },

  // Blog: small business insurance essentials.
  {
    says: ['exempt from workers comp', 'too small for workers comp', 'exemption'],
    means: ['gross annual payroll'],
  },

  // Legal pages.
  {
    says: ['screen reader', 'low vision', 'keyboard navigation', 'hard to read your site'],
    means: ['screen readers', 'wcag'],
  },
  {
    says: ['tracking pixels', 'do you track me', 'cookie banner', 'browser tracking'],
    means: ['cookies'],
  },
  {
    says: ['unsubscribe', 'stop emails', 'stop marketing', 'remove me from your list'],
    means: ['opt out'],
  },
  {
    says: ['delete my data', 'what data you have on me', 'erase my info', 'right to be forgotten'],
    means: ['privacy rights'],
  },
  {
    says: ['report a scammer', 'fake insurance agent', 'crash on purpose', 'fraudulent claim'],
    means: ['insurance fraud', 'staged accidents'],
  },
  {
    says: ['pay with gift cards', 'pay in bitcoin', 'crypto payment'],
    means: ['gift cards', 'cryptocurrency'],
  },
  {
    says: [
      'insurance commissioner',
      'state insurance regulator',
      'file a complaint with the state',
    ],
    means: ['kansas insurance department'],
  },
  {
    says: [
      'am i covered now',
      'when does coverage start',
      'start my coverage today',
      'effective date',
    ],
    means: ['bind', 'bound'],
  },
  {
    says: ['cancel my old policy', 'switching companies', 'cancel my current insurance'],
    means: ['cancel an existing policy'],
  },
  {
    says: ['price changed after i applied', 'quote went up', 'final price different from quote'],
    means: ['underwriting'],
  },

  // Carriers.
  {
    says: [
      'hard to place',
      'nobody will insure me',
      'declined by other insurers',
      'high risk business',
    ],
    means: ['excess and surplus lines', 'hard-to-place'],
  },

  // Amateur sports liability.
  {
    says: [
      'fan hit by a foul ball',
      'parent hurt in the bleachers',
      'someone watching the game got hurt',
      'hit by a stray ball',
    ],
    means: ['spectator injuries'],
  },
  {
    says: [
      'kid hit his head at practice',
      'head injury protocol',
      'sit out after a head injury',
      'got his bell rung',
    ],
    means: ['concussion'],
  },

  // Auto insurance.
  {
    says: [
      'who pays my hospital bill after a crash',
      'lost income after a car accident',
      'funeral costs after a wreck',
      'rehab after a car accident',
    ],
    means: ['personal injury protection', 'essential services'],
  },
  {
    says: [
      'full coverage',
      'full coverage on my car',
      'bank requires full coverage',
      'leased car',
      'car loan insurance requirements',
    ],
    means: ['collision and comprehensive', 'financed or leased'],
  },

  // Auto warranty.
  {
    says: [
      'broke down far from home',
      'hotel when my car breaks down on a trip',
      'stranded on a road trip',
      'breakdown while traveling',
    ],
    means: ['trip interruption'],
  },
  {
    says: [
      'covers almost everything on the car',
      'most complete car warranty',
      'like a new car warranty',
      'exclusionary warranty',
    ],
    means: ['bumper-to-bumper'],
  },
  {
    says: [
      'robocall about my car warranty',
      'postcard about my car warranty',
      'spam calls about an extended warranty',
      'warranty scam',
    ],
    means: ['unsolicited calls'],
  },

  // Boat insurance.
  {
    says: [
      'gas spilled in the lake',
      'oil leaked into the water',
      'spilled fuel at the marina',
      'boat leaking gas',
    ],
    means: ['fuel spill'],
  },
  {
    says: [
      'friend drives my boat',
      'lend my jet ski to a friend',
      'someone else driving my boat',
      'let my buddy use my boat',
    ],
    means: ['permissive-operator'],
  },
  {
    says: [
      'boat broke down on the lake',
      'stranded out on the water',
      'tow my boat back to the dock',
      'engine died on the lake',
    ],
    means: ['on-water towing'],
  },

  // Surety bonds.
  {
    says: [
      'who the bond protects',
      'party that asked for the bond',
      'project owner requiring a bond',
      'who gets paid on a bond claim',
    ],
    means: ['obligee'],
  },
  {
    says: ['executor bond', 'probate bond', 'guardianship bond', 'bond for an estate'],
    means: ['court and fiduciary bonds'],
  },

  // Builder's risk.
  {
    says: [
      'finished value of the house',
      'value when construction is done',
      'what the building will be worth when built',
    ],
    means: ['completed value', 'completed-value'],
  },
  {
    says: [
      'materials on the way to the site',
      'lumber being delivered',
      'supplies on a truck to the job',
    ],
    means: ['in transit'],
  },
  {
    says: [
      'copper stolen from the site',
      'thieves took the wiring',
      'appliances stolen from a new build',
      'job site theft',
    ],
    means: ['copper wire'],
  },

  // Classic car insurance.
  {
    says: ['extra parts in my garage', 'parts i stockpile', 'extra engine and body panels'],
    means: ['spare parts'],
  },
  {
    says: ['project car', 'car being restored', 'car in pieces in my garage', 'frame off rebuild'],
    means: ['under restoration'],
  },

  // Collectibles insurance.
  {
    says: [
      'just bought a new piece',
      'new addition to my collection',
      'bought more coins',
      'recent purchase for my collection',
    ],
    means: ['newly acquired'],
  },
  {
    says: [
      'while its being shipped',
      'my stuff while its being moved',
      'taking cards to a show',
      'damaged in shipping',
    ],
    means: ['in transit'],
  },
  {
    says: [
      'baseball cards',
      'pokemon cards',
      'autographed jersey',
      'signed baseball',
      'game worn jersey',
    ],
    means: ['sports cards', 'memorabilia'],
  },

  // Commercial auto.
  {
    says: [
      'ladder rack',
      'equipment bolted to my van',
      'shelving in my work van',
      'lift gate on my truck',
    ],
    means: ['permanently attached equipment'],
  },

  // Commercial flood.
  {
    says: [
      'sandbags',
      'move inventory before the flood',
      'protect property before water rises',
      'flood is coming',
    ],
    means: ['loss avoidance', 'imminent flood'],
  },

  // Commercial property.
  {
    says: [
      'extra costs to stay open',
      'rent a temporary location',
      'cost to keep operating after a fire',
      'temporary office after a loss',
    ],
    means: ['extra expense'],
  },
  {
    says: [
      'same quality replacement',
      'replace with something similar',
      'equivalent replacement',
      'comparable new equipment',
    ],
    means: ['like kind and quality'],
  },
  {
    says: ['sign blew down', 'pylon sign', 'business sign damaged', 'marquee sign'],
    means: ['outdoor signs'],
  },

  // Commercial umbrella.
  {
    says: [
      'contract requires 5 million',
      'builder wants higher limits',
      'need more limits for a contract',
      'client requires an umbrella',
    ],
    means: ['contract requirements'],
  },

  // Excess liability.
  {
    says: [
      'same terms as the primary',
      'just adds limits',
      'mirrors my main policy',
      'same exclusions as underlying',
    ],
    means: ['follow-form', 'follows the terms'],
  },

  // Community association insurance.
  {
    says: [
      'someone hurt at the hoa pool',
      'fall on the clubhouse steps',
      'playground injury in our neighborhood',
      'drowning in the hoa pond',
    ],
    means: ['common area liability'],
  },

  // Cyber liability.
  {
    says: [
      'software vendor got hacked',
      'cloud provider went down',
      'our vendor had an outage',
      'payment processor was hacked',
    ],
    means: ['dependent business interruption'],
  },
  {
    says: ['recover lost files', 'rebuild our database', 'restore from backup', 'files got wiped'],
    means: ['data restoration'],
  },
  {
    says: [
      'hackers want bitcoin',
      'locked our files and want payment',
      'threatening to publish our data',
      'ransom demand',
    ],
    means: ['cyber extortion'],
  },

  // Deductible reimbursement.
  {
    says: [
      'damage under my deductible',
      'claim below the deductible',
      'repair cost less than the deductible',
    ],
    means: ['costs less than your deductible'],
  },

  // Drone insurance.
  {
    says: ['camera on my drone', 'thermal camera', 'lidar', 'sensor on the drone', 'gimbal'],
    means: ['payload'],
  },
  {
    says: [
      'filmed my neighbor',
      'flew over someones backyard',
      'spying with a drone',
      'posted private photos',
    ],
    means: ['invasion of privacy'],
  },
  {
    says: [
      'register my drone',
      'drone registration number',
      'how heavy before registering',
      'sign up my drone with the government',
    ],
    means: ['faa registration', 'must be registered'],
  },
  {
    says: [
      'insurance for one flight',
      'pay per flight',
      'hourly drone policy',
      'drone coverage for a single job',
    ],
    means: ['on-demand'],
  },
  {
    says: ['spray crops with a drone', 'drone spraying', 'spray herbicide from the air'],
    means: ['dispensing chemicals'],
  },

  // Dwelling fire insurance.
  {
    says: ['inherited a house', 'parents house after they passed', 'house in probate'],
    means: ['estate is settled', 'inherited buildings'],
  },
  {
    says: [
      'fixer upper',
      'old house nobody will insure',
      'house needs a lot of work',
      'denied homeowners because of the roof',
    ],
    means: ['age or condition'],
  },

  // Earthquake insurance.
  {
    says: ['fire caused by a quake', 'gas line fire after shaking', 'house burned after the quake'],
    means: ['fire that follows an earthquake'],
  },

  // Equipment breakdown.
  {
    says: [
      'well quit pumping',
      'no water from the well',
      'pressure tank failed',
      'septic alarm going off',
    ],
    means: ['well pumps', 'septic pumps'],
  },

  // Excess flood.
  {
    says: [
      'bank wants full value flood',
      'lender wants more flood coverage',
      'flood limit equal to the loan',
    ],
    means: ['insurable value'],
  },

  // Flood insurance.
  {
    says: [
      'storm coming can i buy flood',
      'buy flood before a storm',
      'flood watch issued',
      'flood insurance start right away',
    ],
    means: ['30-day waiting period'],
  },

  // General liability.
  {
    says: [
      'copied their slogan',
      'used a competitors ad idea',
      'accused of stealing an ad',
      'trademark in my ad',
    ],
    means: ['advertising injury'],
  },
  {
    says: ['accused a customer of shoplifting', 'detained a shoplifter', 'held someone for police'],
    means: ['false arrest'],
  },
  {
    says: ['pumpkin patch', 'corn maze', 'you pick farm', 'farm tours', 'petting zoo'],
    means: ['agritourism'],
  },

  // Homeowners insurance.
  {
    says: ['termites', 'mice damage', 'squirrels in the attic', 'raccoons', 'bed bugs'],
    means: ['pests'],
  },
  {
    says: ['grass fire', 'prairie fire', 'controlled burn got away', 'pasture burn'],
    means: ['wildfire'],
  },

  // Hospital indemnity.
  {
    says: [
      'paid per day in the hospital',
      'money for each day admitted',
      'per day benefit',
      'how much per night in the hospital',
    ],
    means: ['daily confinement'],
  },
  {
    says: [
      'can they cancel my plan',
      'will they drop me if i get sick',
      'keep the plan as long as i pay',
    ],
    means: ['guaranteed renewable'],
  },
  {
    says: ['icu stay', 'in the icu', 'critical care unit'],
    means: ['intensive care'],
  },
  {
    says: ['having a baby', 'pregnancy', 'giving birth', 'delivery at the hospital'],
    means: ['maternity', 'childbirth'],
  },

  // Inland marine.
  {
    says: [
      'materials im installing',
      'hvac unit before the job is done',
      'cabinets waiting to be installed',
      'equipment until the owner accepts',
    ],
    means: ['installation floater'],
  },
  {
    says: [
      'customer items in my shop',
      'customers property in my care',
      'dry cleaner lost clothes',
      'items left for repair',
    ],
    means: ['bailee'],
  },
  {
    says: [
      'lost records of who owes me',
      'cant collect from customers',
      'invoices destroyed',
      'unpaid invoices lost in a fire',
    ],
    means: ['accounts receivable'],
  },
  {
    says: ['blueprints destroyed', 'contracts burned', 'paper files lost', 'recreate my records'],
    means: ['valuable papers'],
  },
  {
    says: [
      'rent a lift',
      'borrowed equipment',
      'rental company wants insurance',
      'rented a skid loader',
    ],
    means: ['rented from others'],
  },
  {
    says: [
      'freight on my truck',
      'load i am hauling',
      'customers goods on my trailer',
      'cargo insurance',
    ],
    means: ['motor truck cargo'],
  },

  // Jewelry insurance.
  {
    says: ['replace my ring with the same', 'jeweler replaces the ring', 'cash or a new ring'],
    means: ['like kind and quality'],
  },
  {
    says: [
      'zero deductible on my ring',
      'no deductible jewelry',
      'do i pay anything if i lose my ring',
    ],
    means: ['without a deductible'],
  },

  // Landlord insurance.
  {
    says: [
      'appliances in my rental',
      'washer and dryer i provide',
      'fridge i supply to tenants',
      'lawn mower at my rental',
    ],
    means: ['furnishings you provide'],
  },
  {
    says: ['make my tenant get insurance', 'tenant must have renters', 'lease requires renters'],
    means: ['require tenants', 'landlord require'],
  },

  // Management liability.
  {
    says: [
      'minority owner suing',
      'business partner sued me',
      'investor lawsuit',
      'partner sued the company',
    ],
    means: ['shareholders', 'co-owners'],
  },
  {
    says: [
      'fired for complaining',
      'punished for reporting',
      'whistleblower',
      'passed over for promotion',
    ],
    means: ['retaliation', 'failure to promote'],
  },

  // Professional liability.
  {
    says: [
      'legal fees reduce my coverage',
      'defense inside limits',
      'eroding limits',
      'burning limits',
    ],
    means: ['within the policy limit'],
  },

  // Mobile home insurance.
  {
    says: [
      'moving my trailer',
      'relocating my mobile home',
      'damage while moving the home',
      'hauling the house to a new lot',
    ],
    means: ['transit coverage'],
  },
  {
    says: ['trailer park', 'mobile home park', 'lot rent', 'park owner insurance'],
    means: ['rented lot'],
  },

  // Motorcycle insurance.
  {
    says: ['bike fell over', 'dropped my bike', 'laid it down', 'bike tipped in the driveway'],
    means: ['tip-over'],
  },

  // RV insurance.
  {
    says: [
      'new rv if mine is totaled',
      'replace with a brand new camper',
      'totaled motorhome replaced new',
    ],
    means: ['total loss replacement'],
  },
  {
    says: ['someone trips at my campsite', 'injury at the campground', 'visitor hurt at my camper'],
    means: ['campsite liability'],
  },

  // Nonprofit liability.
  {
    says: [
      'are volunteers immune',
      'volunteer immunity',
      'can volunteers be sued',
      'board member personally liable',
    ],
    means: ['volunteer protection act'],
  },
  {
    says: [
      'foundation requires insurance',
      'grant requires proof of insurance',
      'funder wants our insurance',
    ],
    means: ['grant makers'],
  },

  // Power outage insurance.
  {
    says: [
      'utility turned off power for maintenance',
      'scheduled outage',
      'power company shut it off on purpose',
      'rolling blackout',
    ],
    means: ['planned shut-offs', 'scheduled maintenance'],
  },
  {
    says: ['freezing rain', 'ice on the power lines', 'trees down on lines'],
    means: ['ice storms'],
  },

  // Personal cyber.
  {
    says: [
      'lock my credit',
      'freeze with the bureaus',
      'stop new credit in my name',
      'credit lock',
    ],
    means: ['credit freezes'],
  },
  {
    says: [
      'doorbell camera hacked',
      'baby monitor hacked',
      'security camera hacked',
      'router hacked',
    ],
    means: ['smart home devices'],
  },

  // Pet insurance.
  {
    says: [
      'most they pay per year',
      'yearly cap',
      'max payout per year',
      'unlimited coverage for my dog',
    ],
    means: ['annual limit'],
  },
  {
    says: ['just accidents', 'cheapest pet plan', 'injury only plan'],
    means: ['accident-only'],
  },
  {
    says: [
      'vet gets paid by insurance',
      'dont want to pay upfront at the vet',
      'direct pay to the clinic',
    ],
    means: ['pay the vet directly'],
  },
  {
    says: ['two dogs', 'discount for more than one pet', 'insure both cats', 'several pets'],
    means: ['multi-pet discounts'],
  },

  // Private flood.
  {
    says: ['keep my old flood rate', 'grandfathered flood rate', 'lose my cheap rate if i switch'],
    means: ['discounted rate'],
  },
  {
    says: [
      'will my bank take private flood',
      'lender accept a non fema policy',
      'mortgage company rejected my flood policy',
    ],
    means: ['must accept'],
  },

  // Rain insurance.
  {
    says: [
      'buy rain coverage the week of',
      'how early to buy rain insurance',
      'deadline to buy before the event',
    ],
    means: ['lead time'],
  },

  // Special event coverage.
  {
    says: ['tent rental', 'rented sound system', 'staging damaged', 'party rental items'],
    means: ['rented equipment'],
  },
  {
    says: ['cash bar', 'selling beer at a festival', 'charge for drinks', 'beer garden'],
    means: ['sold rather than simply served'],
  },

  // Renters insurance.
  {
    says: [
      'water leaked into the apartment below',
      'flooded my downstairs neighbor',
      'bathtub overflowed',
      'my leak damaged the unit below',
    ],
    means: ['overflowing tub'],
  },

  // Short term rental.
  {
    says: ['guests threw a party', 'unauthorized party', 'too many guests', 'party house'],
    means: ['parties and overcrowding'],
  },
  {
    says: ['book through my own website', 'repeat guests book with me', 'guests pay me directly'],
    means: ['direct bookings'],
  },

  // Umbrella insurance.
  {
    says: ['16 year old driver', 'kid just started driving', 'new driver in the house'],
    means: ['teen drivers', 'teenage drivers'],
  },
  {
    says: ['punched someone', 'got in a fight', 'assault lawsuit', 'hit someone deliberately'],
    means: ['intentional acts'],
  },

  // Vacant commercial buildings.
  {
    says: [
      'kids breaking into my empty building',
      'squatters',
      'homeless in my building',
      'someone snuck in and got hurt',
    ],
    means: ['trespassers'],
  },
  {
    says: ['fire sprinklers leaked', 'sprinkler pipe burst', 'sprinkler system froze'],
    means: ['sprinkler leakage'],
  },

  // Workers compensation.
  {
    says: [
      'worker killed on the job',
      'employee died at work',
      'fatal accident at work',
      'funeral for an employee',
    ],
    means: ['death benefits'],
  },
  {
    says: ['claims report from my old insurer', 'loss history report', 'prior carrier claims list'],
    means: ['loss runs'],
  },
  {
    says: ['light duty', 'bring injured worker back', 'modified duty'],
    means: ['return-to-work'],
  },

  // About.
  {
    says: [
      'will you sell my number',
      'will i get a ton of calls',
      'robocalls after a quote',
      'pushy salesman',
    ],
    means: ['no spam', 'no pressure'],
  },

  // Claims.
  {
    says: [
      'when will the adjuster call',
      'how long until someone inspects',
      'adjuster hasnt called',
      'waiting on the adjuster',
    ],
    means: ['2-3 business days'],
  },
  {
    says: ['cracked windshield', 'rock chip', 'windshield replacement', 'broken car window'],
    means: ['glass damage'],
  },
  {
    says: ['tree fell on my house', 'limb on the roof', 'tree on my car'],
    means: ['fallen trees', 'falling trees'],
  },

  // Contact.
  {
    says: [
      'who the certificate is for',
      'name and address on the coi',
      'landlord needs my coi',
      'certificate made out to my client',
    ],
    means: ['certificate holder'],
  },
  {
    says: [
      'who do i pay',
      'pay you or the insurance company',
      'where to send my payment',
      'bill came from the insurer',
    ],
    means: ['billed by the carrier'],
  },

  // Insurance Guide.
  {
    says: [
      'should i file a small claim',
      'is it worth filing',
      'pay out of pocket instead of claiming',
    ],
    means: ['worth claiming'],
  },
  {
    says: [
      'rates go up after a claim',
      'premium increase after filing',
      'will filing hurt my rates',
    ],
    means: ['raise my premium'],
  },

  // Blog: tornado and hail season.
  {
    says: ['storm shelter', 'tornado shelter', 'where to go during a tornado'],
    means: ['safe room'],
  },
  {
    says: ['how many tornadoes', 'tornadoes each year', 'how often tornadoes hit'],
    means: ['96 tornadoes'],
  },

  // Blog: Kansas auto insurance requirements.
  {
    says: ['good grades discount', 'honor roll', 'b average discount', 'straight a student'],
    means: ['good students'],
  },
  {
    says: [
      'pay the whole year at once',
      'pay six months upfront',
      'one payment discount',
      'lump sum premium',
    ],
    means: ['paying in full'],
  },
  {
    says: ['insurance card on my phone', 'digital insurance card', 'show proof on my phone'],
    means: ['electronic proof'],
  },
  {
    says: ['email statements', 'no paper bills', 'go paperless'],
    means: ['paperless billing'],
  },
  {
    says: [
      'driving tracker app',
      'plug in device for my car',
      'telematics',
      'app that watches my driving',
    ],
    means: ['safe-driving programs'],
  },

  // Blog: after a car accident.
  {
    says: [
      'neck hurts after the crash',
      'sore days after the accident',
      'headache after a wreck',
      'delayed pain',
    ],
    means: ['whiplash', 'concussions'],
  },
  {
    says: [
      'pay the other driver cash',
      'handle it without insurance',
      'keep it off my record',
      'not report it to insurance',
    ],
    means: ['settling privately'],
  },
  {
    says: [
      'their fault but i paid a deductible',
      'refund my deductible after they pay',
      'other insurer reimburses my deductible',
    ],
    means: ['deductible is usually refunded'],
  },

  // Blog: how much homeowners insurance you need.
  {
    says: ['what i owe on the house', 'insure for what i owe', 'loan payoff amount'],
    means: ['mortgage balance'],
  },
  {
    says: [
      'how long will they pay for a hotel',
      'how many months of temporary housing',
      'limit on living expenses',
    ],
    means: ['20 to 30 percent'],
  },

  // Blog: umbrella insurance.
  {
    says: [
      'one limit for injuries and damage',
      'single limit instead of split',
      'not split limits',
    ],
    means: ['combined single limit'],
  },
  {
    says: ['price for a 2 million umbrella', 'second million cost', 'how much more for 3 million'],
    means: ['each additional million'],
  },
  {
    says: ['four wheeler', 'side by side'],
    means: ['atv'],
  },

  // Blog: small business insurance essentials.
  {
    says: [
      'carrier wont write my industry',
      'insurers that take my trade',
      'no one writes my kind of business',
    ],
    means: ['appetite'],
  },

  // Legal pages.
  {
    says: [
      'can the bot change my policy',
      'can the chatbot cancel my policy',
      'is this a real agent',
      'am i talking to a robot',
    ],
    means: ['assistant chat', 'chat assistants'],
  },
  {
    says: [
      'lied on my application',
      'left something off my quote',
      'forgot to list a driver',
      'wrong info on my application',
    ],
    means: ['incorrect or incomplete information'],
  },

  // Carriers.
  {
    says: [
      'deductible goes down each year',
      'deductible shrinks without claims',
      'lower deductible for no claims',
      'vanishing deductible',
    ],
    means: ['diminishing deductible'],
  },
  {
    says: [
      'bad driving record',
      'too many tickets',
      'several accidents on my record',
      'canceled by my insurer',
    ],
    means: ['other insurers may decline'],
  },

  // Blog: tornado and hail season.
  {
    says: [
      'straight line winds',
      'wind blew shingles off',
      'high winds tore the siding',
      'wind took part of my roof',
    ],
    means: ['windstorm'],
  },
  {
    says: [
      'how much for my detached garage',
      'limit for my fence and shed',
      'coverage amount for outbuildings',
    ],
    means: ['10 percent of the dwelling limit'],
  },
  {
    says: [
      'how much for my belongings',
      'contents limit on my house',
      'limit for furniture and clothing',
      'coverage for what is inside my house',
    ],
    means: ['50 to 70 percent'],
  },
  {
    says: [
      '1 percent deductible',
      'one percent deductible',
      'percent of my dwelling',
      'deductible in percent instead of dollars',
    ],
    means: [
      'percentage deductible',
      'percentage of your dwelling coverage',
      'percentage of dwelling coverage',
    ],
  },
  {
    says: [
      'new roof minus wear',
      'took off for age',
      'paid less because its old',
      'old couch worth nothing',
    ],
    means: ['depreciation'],
  },
  {
    says: [
      'pay for a brand new roof',
      'new for old',
      'full price of new items',
      'buy new items after a loss',
    ],
    means: ['replacement cost'],
  },
  {
    says: [
      'before pictures of my roof',
      'photos before the storm',
      'prove the hail caused it',
      'old damage or new damage',
    ],
    means: ['dated photos', 'photograph the roof'],
  },
  {
    says: [
      'save receipts for the tarp',
      'paid back for emergency fixes',
      'reimbursed for boarding up',
    ],
    means: ['keep the receipts'],
  },
  {
    says: [
      'assignment of benefits',
      'aob',
      'roofer wants me to sign a contract',
      'contractor wants my insurance check',
    ],
    means: ['sign over your insurance benefits'],
  },
  {
    says: [
      'is the roofer legit',
      'check out a roofer',
      'out of town roofer',
      'roofer without insurance',
    ],
    means: ['local and insured'],
  },
  {
    says: [
      'bid from the roofer',
      'quote from the contractor',
      'repair quote in writing',
      'contractor bid',
    ],
    means: ['written estimate'],
  },

  // Blog: Kansas auto insurance requirements.
  {
    says: [
      '25/50/25',
      '100/300/100',
      'limit for each person hurt',
      'most they pay per injured person',
    ],
    means: ['per person', 'per accident'],
  },
  {
    says: [
      'other driver had no insurance',
      'hit by someone with no insurance',
      'other drivers limits too low',
      'driver who hit me had no coverage',
    ],
    means: ['uninsured and underinsured motorist'],
  },
  {
    says: [
      'someone to mow my lawn while im hurt',
      'housekeeping after an accident',
      'childcare while injured',
      'cant do chores after the crash',
    ],
    means: ['essential services'],
  },
  {
    says: [
      'missed work after the crash',
      'paycheck while recovering',
      'time off work after a wreck',
    ],
    means: ['lost income'],
  },
  {
    says: [
      'pain and suffering',
      'sue for my injuries after a wreck',
      'permanent injury from the crash',
      'when can i sue in a no fault state',
    ],
    means: ['serious or permanent', 'pass a threshold'],
  },
  {
    says: [
      'damages more than my limits',
      'go over my limits',
      'pay out of my own pocket after a crash',
      'sued for more than my coverage',
    ],
    means: ['personally responsible'],
  },
  {
    says: [
      'hail dents on my car',
      'car window smashed',
      'car got stolen',
      'car flooded in a storm',
      'car caught fire',
    ],
    means: ['comprehensive'],
  },
  {
    says: [
      'how much do i save with a higher deductible',
      'savings from a 1000 deductible',
      'going from 500 to 1000 deductible',
    ],
    means: ['15 to 30 percent', '15-30 percent'],
  },
  {
    says: [
      'how much does bundling save',
      'bundle discount amount',
      'savings for combining home and car',
    ],
    means: ['10 to 25 percent', '10-25 percent'],
  },
  {
    says: ['car alarm discount', 'lojack', 'immobilizer', 'steering wheel lock'],
    means: ['anti-theft devices'],
  },
  {
    says: [
      'pulled over',
      'cop asked for my insurance',
      'officer wants proof',
      'show insurance to the officer',
    ],
    means: ['traffic stop'],
  },

  // Blog: is pet insurance worth it.
  {
    says: [
      'how much to insure a puppy',
      'monthly price for a dog plan',
      'what does cat insurance run',
      'kitten insurance price',
    ],
    means: ['a month for dogs', 'per month for dogs'],
  },
  {
    says: ['big dogs cost more', 'german shepherd', 'great dane', 'giant breed'],
    means: ['large breeds'],
  },
  {
    says: ['senior dog', 'older cat', 'price goes up as my dog ages', 'pet premium went up again'],
    means: ['premiums also rise', 'rises as your pet ages'],
  },
  {
    says: [
      'can i use my own vet',
      'any vet i want',
      'emergency vet',
      'specialist vet',
      'animal hospital',
    ],
    means: ['any licensed veterinarian', 'specialty clinics'],
  },
  {
    says: ['dog has cancer', 'cat got diabetes', 'allergies in my dog', 'ear infection'],
    means: ['accident and illness'],
  },
  {
    says: ['dog ate a sock', 'swallowed a toy', 'dog broke its leg', 'ate something it shouldnt'],
    means: ['swallowed objects', 'broken bones'],
  },
  {
    says: [
      'condition that went away',
      'cured before enrolling',
      'healed before i signed up',
      'no symptoms for a year',
    ],
    means: ['curable conditions', 'symptom-free'],
  },
  {
    says: [
      'torn acl in my dog',
      'cruciate ligament',
      'knee surgery for my dog',
      'bad knees in my dog',
    ],
    means: ['orthopaedic conditions', 'torn ligament'],
  },
  {
    says: ['ear cropping', 'tail docking', 'breeding my dog', 'stud fees', 'litter of puppies'],
    means: ['cosmetic procedures', 'breeding costs'],
  },
  {
    says: [
      'unexpected vet bill',
      'cant afford a big vet bill',
      'surprise vet bill',
      'emergency surgery for my dog',
    ],
    means: ['sudden bill'],
  },
  {
    says: [
      'chemo for my dog',
      'cancer treatment for my cat',
      'radiation for my dog',
      'specialist surgery for my pet',
    ],
    means: ['advanced treatment', 'chemotherapy'],
  },
  {
    says: [
      'save money instead of pet insurance',
      'put money aside for the vet',
      'pet savings account',
      'skip pet insurance',
    ],
    means: ['self-insure'],
  },

  // Blog: after a car accident.
  {
    says: ['call an ambulance', 'someone bleeding at the crash', 'someone hurt in the crash'],
    means: ['call 911'],
  },
  {
    says: [
      'move my car after the crash',
      'leave the car in the road',
      'pull onto the shoulder',
      'flashers on',
    ],
    means: ['out of traffic', 'hazard lights'],
  },
  {
    says: [
      'damage looks over 1000',
      'do i have to call the cops',
      'required to report to police',
      'minor crash no police',
    ],
    means: ['property damage appears', 'report a crash to the police'],
  },
  {
    says: [
      'what info do i get from the other driver',
      'swap insurance info',
      'get their plate number',
      'other drivers name and number',
    ],
    means: ['exchange information'],
  },
  {
    says: ['people who saw the crash', 'bystanders', 'someone saw it happen', 'eyewitness'],
    means: ['witnesses'],
  },
  {
    says: ['say sorry', 'should i say sorry', 'admit fault', 'admitting it was my fault'],
    means: ['apologise'],
  },
  {
    says: [
      'forgot to report the accident',
      'reported it weeks later',
      'report it late',
      'too late to file',
    ],
    means: ['notice requirement', 'late reporting'],
  },
  {
    says: [
      'see a doctor after a minor crash',
      'feel fine after the accident',
      'urgent care after a wreck',
    ],
    means: ['get checked by a doctor'],
  },
  {
    says: [
      'subrogation',
      'my insurer goes after their company',
      'collect from the other drivers insurer',
    ],
    means: ['recover the money', 'recovery succeeds'],
  },
  {
    says: [
      'file with my insurance or theirs',
      'go through my own insurance',
      'claim on my policy when not at fault',
    ],
    means: ['your own collision coverage'],
  },
  {
    says: [
      'payout for a totaled car',
      'what do i get if my car is totaled',
      'blue book value',
      'kelley blue book',
    ],
    means: ['actual cash value minus your deductible'],
  },
  {
    says: [
      'what to keep in my glove box',
      'glove compartment',
      'car emergency kit',
      'first aid kit in the car',
    ],
    means: ['accident kit'],
  },

  // Blog: how much homeowners insurance you need.
  {
    says: ['land value', 'value of my lot', 'insure the lot', 'price of the lot'],
    means: ['the land'],
  },
  {
    says: [
      'added a room',
      'finished the basement',
      'new kitchen',
      'renovated',
      'put on a new room',
    ],
    means: ['remodel or addition'],
  },
  {
    says: [
      'guest sues me',
      'neighbor kid hurt in my yard',
      'someone sues me over an injury at my house',
      'liability on my homeowners',
    ],
    means: ['personal liability'],
  },
  {
    says: ['lawyer fees', 'attorney fees if im sued', 'pay my lawyer', 'cost to defend a lawsuit'],
    means: ['legal defence'],
  },
  {
    says: [
      'price of an umbrella',
      'how much is an umbrella policy',
      'umbrella cost per year',
      'cheapest way to get more liability',
    ],
    means: ['million personal umbrella', 'million umbrella'],
  },
  {
    says: [
      'which deductible should i pick',
      'what deductible is best',
      'how high should my deductible be',
    ],
    means: ['highest deductible'],
  },
  {
    says: ['add on to my policy', 'add coverage to my homeowners', 'optional add on'],
    means: ['endorsement'],
  },

  // Blog: umbrella insurance.
  {
    says: [
      'what order do the policies pay',
      'umbrella kicks in after',
      'when does the umbrella start paying',
    ],
    means: ['pays first'],
  },
  {
    says: ['jury verdict', 'court ordered me to pay', 'lost a lawsuit', 'verdict over my limits'],
    means: ['judgment', 'court awards'],
  },
  {
    says: [
      'garnish my wages',
      'wage garnishment',
      'take my house in a lawsuit',
      'lose my savings in a lawsuit',
    ],
    means: ['future wages', 'home equity'],
  },
  {
    says: [
      'what my car policy needs first',
      'auto limits before an umbrella',
      'raise my auto limits for an umbrella',
    ],
    means: ['underlying limits'],
  },
  {
    says: [
      'little league coach',
      'coach my kids team',
      'sit on a charity board',
      'school board member',
    ],
    means: ['coach youth sports', 'non-profit board'],
  },
  {
    says: [
      'does my personal umbrella cover my company',
      'side business under my umbrella',
      'umbrella for my llc',
    ],
    means: ['business activities'],
  },

  // Blog: small business insurance essentials.
  {
    says: [
      'landlord wants liability insurance before the lease',
      'client wants my liability certificate',
      'need insurance to sign a lease',
      'gc requires insurance',
    ],
    means: ['proof of general liability'],
  },
  {
    says: [
      'keep paying staff while closed',
      'rent while my store is closed',
      'still owe rent after a fire',
    ],
    means: ['ongoing expenses'],
  },
  {
    says: ['can my injured worker sue me', 'exclusive remedy', 'worker sue instead of comp'],
    means: ['cannot sue the employer'],
  },
  {
    says: ['safety plan', 'safety training for employees', 'osha training', 'safety meetings'],
    means: ['safety programme'],
  },
  {
    says: ['truck in the company name', 'llc owns the truck', 'vehicle registered to my company'],
    means: ['titled to a business'],
  },
  {
    says: [
      'take credit cards',
      'customer credit card numbers',
      'store customer info',
      'point of sale system',
    ],
    means: ['card payments', 'customer data'],
  },

  // Insurance Guide.
  {
    says: ['how long to get a quote', 'quote turnaround', 'how fast will i hear back on a quote'],
    means: ['about 2 minutes', 'within 24 hours'],
  },
  {
    says: [
      'doesnt my landlord cover my stuff',
      'landlord policy covers my belongings',
      'apartment complex insurance covers me',
    ],
    means: ['covers the building'],
  },
  {
    says: ['turn off the main', 'shut off the water valve', 'water shutoff', 'stop the leak'],
    means: ['shutting off water'],
  },
  {
    says: [
      'replace the roof before inspection',
      'full repairs before the adjuster',
      'start rebuilding before they inspect',
    ],
    means: ['permanent repairs'],
  },
  {
    says: ['no tickets', 'no accidents in years', 'good driver discount', 'spotless record'],
    means: ['clean driving record'],
  },
  {
    says: [
      'security system discount',
      'alarm system',
      'smoke detectors',
      'deadbolts',
      'monitored alarm',
    ],
    means: ['security discounts'],
  },
  {
    says: [
      'why are quotes so different',
      'why is one company so much cheaper',
      'different prices for the same coverage',
    ],
    means: ['weighs risk differently'],
  },
  {
    says: [
      'check my coverage every year',
      'yearly checkup on my policy',
      're-shop my insurance',
      'renewal review',
    ],
    means: ['annual reviews'],
  },

  // Claims.
  {
    says: ['list what was ruined', 'what got destroyed', 'inventory of damaged belongings'],
    means: ['list of damaged items'],
  },
  {
    says: [
      'fire department report',
      'fire marshal report',
      'sheriff report',
      'crash report number',
    ],
    means: ['police or fire report', 'police report'],
  },
  {
    says: [
      'someone on my side with the insurer',
      'fight the insurance company for me',
      'help negotiating my claim',
      'public adjuster',
    ],
    means: ['claims advocacy'],
  },

  // Contact.
  {
    says: ['update my policy', 'change my coverage', 'make a change to my policy'],
    means: ['policy change'],
  },
  {
    says: ['add a new car', 'bought a new truck', 'sold my car', 'swap vehicles on my policy'],
    means: ['adding or removing drivers and vehicles'],
  },
  {
    says: ['new hires', 'hired more people', 'fewer employees this year'],
    means: ['payroll updates'],
  },
  {
    says: ['cancellation notice', 'past due notice', 'late payment letter', 'notice of nonpayment'],
    means: ['billing notice'],
  },

  // About.
  {
    says: ['same agent every time', 'dedicated agent', 'agent who knows me', 'not a call center'],
    means: ['personal service'],
  },
];
