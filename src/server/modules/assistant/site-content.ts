// The site's own content as passages the assistant can search and quote: every product page,
// the Insurance Guide, the blog, the carriers, the legal pages, About/Contact/Claims, the quote
// tools and the agency profile. Read from the same files, and checked with the same product
// schema, as the pages themselves, so a page and an answer never disagree.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { carriers } from '#content/carriers';
import { guideTabs, guideWorkingWith } from '#content/guide';
import { aboutPage } from '#content/pages/about';
import { claimsPage } from '#content/pages/claims';
import { contactPage } from '#content/pages/contact';
import { quoteTools } from '#content/quote-tools';
import { type AgencyProfile } from '#shared/agency';
import { licenceNumberClause } from '#shared/agency-text';
import { readArticleFile, readLegalFile } from '#shared/content/markdown-pages';
import { readSectionAsksFile } from '#shared/content/section-asks';
import { fillPlaceholders, fillPlaceholdersIn } from '#shared/content/placeholders';
import type { ProductBlock } from '#shared/content/product-page';
import { loadProductPages } from '#server/content/product-pages';
import { legalSlugs } from '#shared/site-routes/legal-paths';
import { rootDir } from '../../paths';
import { markdownSections } from './markdown-text';

export type PassageKind =
  | 'product'
  | 'product-overview'
  | 'product-coverage'
  | 'guide'
  | 'blog'
  | 'legal'
  | 'page'
  | 'carrier'
  | 'agency';

/** A searchable piece of a page: one section, one question and answer, one carrier. */
export interface Passage {
  id: number;
  kind: PassageKind;
  /** The page's title, as a link text. */
  page: string;
  /** The page's path on this site, with a fragment or query where the section has one. */
  href: string;
  /** The section's heading, or the question it answers. */
  heading: string;
  /** Plain sentences: what is searched and what answers quote. */
  text: string;
  /** Words that name the passage without being in its text (the product's topic, its route). */
  keywords: string;
  /** A ready short answer for structured blocks (figures, cards, lists). */
  brief?: string;
  /** Questions visitors ask that the section answers, in their words (content/assistant/asks). */
  asks: string[];
  /** The product line and its side, on product pages. */
  topic?: string;
  line?: 'personal' | 'commercial';
}

export type PassageInput = Omit<Passage, 'id' | 'keywords' | 'asks'> & { keywords?: string };

const blogDir = path.join(rootDir, 'content/blog');
const legalDir = path.join(rootDir, 'content/legal');
const asksDir = path.join(rootDir, 'content/assistant/asks');

/** Fills the content's placeholders with the agency's values, as the pages do. */
export function filler(agency: AgencyProfile) {
  return (text: string) => fillPlaceholders(text, agency);
}

const sentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?:…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/** "Pays for injuries you cause to others, including …" → its first clause, for a short list. */
export function firstClause(text: string, max = 110): string {
  const first = text.split(/(?<=[.!?])\s/)[0]!.replace(/[.!?]$/, '');
  if (first.length <= max) return first;
  const cut = first.slice(0, max);
  // A clause ends at ", " ($25,000 has a comma too).
  const comma = cut.lastIndexOf(', ');
  return comma > 40 ? cut.slice(0, comma) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

function cardsBrief(intro: string | undefined, cards: { title: string; description: string }[]) {
  const list = sentence(cards.map((c) => `${c.title}: ${firstClause(c.description)}`).join('; '));
  return intro ? `${sentence(intro)} ${list}` : list;
}

function blockPassages(block: ProductBlock, base: Omit<PassageInput, 'heading' | 'text'>) {
  const out: PassageInput[] = [];
  switch (block.kind) {
    case 'facts': {
      const items = block.items.map((i) => `${i.label}: ${i.value}`).join('; ');
      out.push({
        ...base,
        heading: block.heading,
        text: [
          block.intro,
          ...block.items.map((i) => sentence(`${i.label}: ${i.value}. ${i.note ?? ''}`)),
          block.footnote,
        ]
          .filter(Boolean)
          .join(' '),
        brief: `${block.heading}: ${items}.${block.footnote ? ` ${block.footnote}` : ''}`,
      });
      break;
    }
    case 'cards':
      out.push({
        ...base,
        heading: block.heading,
        text: [block.intro, ...block.items.map((c) => sentence(`${c.title}: ${c.description}`))]
          .filter(Boolean)
          .join(' '),
        brief: `${block.heading}: ${cardsBrief(block.intro, block.items)}`,
      });
      break;
    case 'list':
      out.push({
        ...base,
        heading: block.heading,
        text: [block.intro, ...block.items.map(sentence)].filter(Boolean).join(' '),
        brief: `${block.heading}: ${block.items.map((i) => i.replace(/\.$/, '')).join('; ')}.`,
      });
      break;
    case 'table': {
      // "Theft limit: with a standard home policy, a shared sub-limit; with a jewelry policy, …"
      const rows = block.rows.map((row) =>
        sentence(
          `${row[0]}: ${row
            .slice(1)
            .map((cell, i) => {
              const column = block.columns[i + 1];
              const lower = cell.charAt(0).toLowerCase() + cell.slice(1);
              return column
                ? `with ${column.charAt(0).toLowerCase()}${column.slice(1)}, ${lower}`
                : cell;
            })
            .join('; ')}`,
        ),
      );
      out.push({
        ...base,
        heading: block.heading,
        text: [block.intro, ...rows].filter(Boolean).join(' '),
      });
      break;
    }
    case 'prose':
      for (const paragraph of block.paragraphs) {
        out.push({ ...base, heading: block.heading, text: paragraph });
      }
      break;
    case 'faq':
      for (const item of block.items) {
        out.push({ ...base, kind: 'product', heading: item.question, text: item.answer });
      }
      break;
  }
  return out;
}

async function productPassages(agency: AgencyProfile): Promise<PassageInput[]> {
  const out: PassageInput[] = [];
  for (const page of (await loadProductPages()).map((p) => fillPlaceholdersIn(p, agency))) {
    const base = {
      kind: 'product' as const,
      page: page.topic,
      href: page.route,
      topic: page.topic,
      line: page.line,
      keywords: [page.topic, page.hero.eyebrow, page.quote.label, page.route.replace(/[/-]/g, ' ')]
        .join(' ')
        .replace(/\b(\w+) \1\b/g, '$1'),
    };
    out.push({
      ...base,
      kind: 'product-overview',
      heading: page.hero.heading,
      text: `${page.description} ${page.hero.intro}`,
    });
    out.push({
      ...base,
      kind: 'product-coverage',
      heading: page.coverage.heading,
      text: [
        page.coverage.intro,
        ...page.coverage.cards.map((c) => sentence(`${c.title}: ${c.description}`)),
      ]
        .filter(Boolean)
        .join(' '),
      brief: `The main parts of ${page.topic}: ${cardsBrief(undefined, page.coverage.cards)}`,
    });
    for (const block of page.blocks) out.push(...blockPassages(block, base));
  }
  return out;
}

function guidePassages(fill: (t: string) => string): PassageInput[] {
  const out: PassageInput[] = guideTabs.flatMap((tab) =>
    tab.questions.map((q) => ({
      kind: 'guide' as const,
      page: `Insurance Guide: ${tab.label}`,
      href: `/tabs?tab=${tab.id}`,
      heading: fill(q.question),
      text: fill(q.answer),
      keywords: `${tab.label} faq guide`,
    })),
  );
  out.push({
    kind: 'page',
    page: 'Insurance Guide',
    href: '/tabs',
    heading: fill(guideWorkingWith.heading),
    text: guideWorkingWith.items.map((i) => sentence(`${i.title}: ${i.description}`)).join(' '),
  });
  return out;
}

function pagePassages(fill: (t: string) => string): PassageInput[] {
  const about = { kind: 'page' as const, page: 'About Us', href: '/about' };
  const contact = { kind: 'page' as const, page: 'Contact', href: '/contact' };
  const claims = { kind: 'page' as const, page: 'Claims Support', href: '/claims' };
  const c = contactPage;
  const out: PassageInput[] = [
    ...aboutPage.story.paragraphs.map((text) => ({
      ...about,
      heading: aboutPage.story.heading,
      text,
    })),
    { ...about, heading: aboutPage.mission.heading, text: aboutPage.mission.text },
    { ...about, heading: aboutPage.vision.heading, text: aboutPage.vision.text },
    {
      ...about,
      heading: aboutPage.reasons.heading,
      text: aboutPage.reasons.items.map((r) => sentence(`${r.title}: ${r.description}`)).join(' '),
      brief: `${aboutPage.reasons.heading}: ${aboutPage.reasons.items.map((r) => r.title).join('; ')}.`,
    },
    {
      ...contact,
      heading: c.personalSupport.heading,
      text: c.personalSupport.items.map(sentence).join(' '),
    },
    {
      ...contact,
      heading: c.commercialSupport.heading,
      text: c.commercialSupport.items.map(sentence).join(' '),
    },
    { ...contact, href: '/contact#payment', heading: c.payment.heading, text: c.payment.text },
    { ...contact, href: '/contact#agent', heading: c.agent.heading, text: c.agent.text },
    {
      ...contact,
      href: '/contact#certificate',
      heading: c.certificate.heading,
      text: c.certificate.text,
    },
    { ...contact, heading: c.emergency.heading, text: c.emergency.text },
    { ...claims, heading: claimsPage.hero.heading, text: claimsPage.hero.text },
    { ...claims, heading: claimsPage.hotline.heading, text: claimsPage.hotline.text },
    {
      ...claims,
      heading: claimsPage.steps.heading,
      text: claimsPage.steps.items
        .map((s, i) => `Step ${i + 1}, ${s.title}: ${s.description}`)
        .join(' '),
      brief: `${claimsPage.steps.heading}: ${claimsPage.steps.items
        .map((s, i) => `${i + 1}. ${s.title}: ${firstClause(s.description, 140)}`)
        .join(' ')}.`,
    },
    ...claimsPage.services.map((s) => ({
      ...claims,
      heading: s.heading,
      text: s.items.map(sentence).join(' '),
      brief: `${s.heading}: ${s.items.join('; ')}.`,
    })),
    {
      ...claims,
      heading: claimsPage.ready.heading,
      text: claimsPage.ready.items.map(sentence).join(' '),
      brief: `${claimsPage.ready.heading}: ${claimsPage.ready.items.join('; ')}.`,
    },
    {
      ...claims,
      heading: claimsPage.weather.heading,
      text: [
        claimsPage.weather.intro,
        ...claimsPage.weather.items.map((w) => sentence(`${w.title}: ${w.description}`)),
      ].join(' '),
    },
  ];
  for (const tool of quoteTools) {
    const base = {
      kind: 'page' as const,
      page: tool.topic,
      href: tool.path,
      keywords: `${tool.hero.eyebrow} quote`,
    };
    out.push({
      ...base,
      heading: tool.hero.heading,
      text: [tool.description, tool.hero.text, ...tool.hero.highlights.map(sentence)].join(' '),
    });
    // Each coverage card speaks of a product page: it links there.
    for (const card of tool.coverage.cards) {
      out.push({
        ...base,
        kind: 'product',
        page: card.title,
        href: card.href,
        heading: card.title,
        text: card.description,
      });
    }
    if (tool.industries) {
      for (const card of tool.industries.cards) {
        out.push({
          ...base,
          heading: `${tool.industries.heading}: ${card.title}`,
          text: card.description,
        });
      }
    }
    out.push({
      ...base,
      heading: tool.whyChoose.heading,
      text: tool.whyChoose.items.map((i) => sentence(`${i.title}: ${i.description}`)).join(' '),
    });
    out.push({ ...base, heading: tool.nextSteps.heading, text: tool.nextSteps.steps.join(' ') });
  }
  return out.map((p) => ({
    ...p,
    heading: fill(p.heading),
    text: fill(p.text),
    brief: p.brief && fill(p.brief),
  }));
}

function carrierPassages(agency: AgencyProfile): PassageInput[] {
  const base = { kind: 'carrier' as const, page: 'Our Carriers', href: '/insurance-carriers' };
  return [
    {
      ...base,
      kind: 'agency',
      heading: 'Our carriers',
      text: `As an independent agency, ${agency.name} compares coverage from national, regional and specialty insurers. The Our Carriers page lists the ${carriers.length} carriers and programs we place business with, and the lines each one writes.`,
      keywords: 'carriers insurers companies partners which how many rated',
    },
    ...carriers.map((carrier) => ({
      ...base,
      href: `/insurance-carriers#${carrier.id}`,
      heading: carrier.name,
      text: `${carrier.description} Lines: ${carrier.categories.join(', ')}.`,
      keywords: `${carrier.name} carrier`,
    })),
  ];
}

/** What an agent looks after, in words. */
function agentLinesText(lines: readonly ('personal' | 'commercial')[]): string {
  const personal = 'personal insurance such as auto, home, renters and umbrella policies';
  const commercial =
    'business insurance such as general liability, commercial auto and workers compensation';
  if (lines.length === 0)
    return `any of your policies, personal (${personal}) or for your business`;
  return `${lines.map((line) => (line === 'personal' ? personal : commercial)).join(', and ')}`;
}

/** Facts of the profile, in sentences, so that questions about the agency find them too. */
export function agencyPassages(agency: AgencyProfile): PassageInput[] {
  const hours = agency.officeHours.map((h) => `${h.days}: ${h.hours}`).join('; ');
  const { street, city, state, zip } = agency.address;
  const base = { kind: 'agency' as const, page: 'Contact', href: '/contact' };
  return [
    {
      ...base,
      heading: 'Office hours',
      text: `Our office hours are ${hours}. ${agency.claimsHotline}.`,
      keywords: 'office hours open opening closed closing time when weekday weekend schedule today',
    },
    {
      ...base,
      heading: 'Phone and e-mail',
      text: `Call us at ${agency.phone} or e-mail ${agency.email}. A licensed agent answers during office hours.`,
      keywords: 'phone number call telephone reach contact email talk speak agent person human',
    },
    {
      ...base,
      heading: 'Our office',
      text: `Our office is at ${street}, ${city}, ${state} ${zip}. We serve individuals, families and businesses across ${agency.licenseState}.`,
      keywords: 'office address located location where visit directions find city',
    },
    {
      ...base,
      page: 'About Us',
      href: '/about',
      heading: `About ${agency.name}`,
      text: `${agency.name} is an independent insurance agency in ${city}, ${state}, founded in ${agency.foundedYear} and licensed in ${agency.licenseState}${licenceNumberClause(agency)}. It is the trade name of ${agency.legalName}.`,
      keywords:
        'founded started established year history who licensed licence license independent agency company',
    },
    ...agency.agents.map((agent) => ({
      ...base,
      href: '/contact',
      heading: `${agent.name}, ${agent.role}`,
      text: `${agent.name} is our ${agent.role}: ${agentLinesText(agent.lines)}. Call ${agent.name.split(' ')[0]} at ${agent.phone}${agent.email ? ` or e-mail ${agent.email}` : ''}.`,
      keywords: 'agent person who talk speak contact specific help my policies',
    })),
    {
      ...base,
      page: 'About Us',
      href: '/about',
      heading: 'Where we serve',
      text: `We are licensed in ${agency.licenseState} and serve individuals, families and businesses across all of ${agency.licenseState}, by phone, e-mail and online.`,
      keywords: 'states state serve area service licensed where region statewide',
    },
  ];
}

function markdownPassages(fill: (t: string) => string): PassageInput[] {
  const out: PassageInput[] = [];
  for (const file of readdirSync(blogDir).filter((f) => f.endsWith('.md'))) {
    const source = readFileSync(path.join(blogDir, file), 'utf8');
    const { data: meta, body } = readArticleFile(`content/blog/${file}`, source);
    const title = fill(meta.title);
    for (const section of markdownSections(fill(body))) {
      out.push({
        kind: 'blog',
        page: title,
        href: `/blog/${meta.id}`,
        heading: section.heading ?? title,
        text: section.text,
        keywords: 'article blog',
      });
    }
  }
  for (const slug of legalSlugs) {
    const source = readFileSync(path.join(legalDir, `${slug}.md`), 'utf8');
    const { data, body } = readLegalFile(slug, source);
    const title = fill(data.title);
    for (const section of markdownSections(fill(body))) {
      out.push({
        kind: 'legal',
        page: title,
        href: `/${slug}`,
        heading: section.heading ?? title,
        text: section.text,
      });
    }
  }
  return out;
}

/**
 * The questions visitors ask of each section (content/assistant/asks), by the section's link and
 * heading as the passages carry them (headings filled from the profile, as the pages are).
 */
function sectionAsks(fill: (t: string) => string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of readdirSync(asksDir).filter((f) => f.endsWith('.json'))) {
    const source = readFileSync(path.join(asksDir, file), 'utf8');
    for (const section of readSectionAsksFile(`content/assistant/asks/${file}`, source)) {
      const key = sectionKey(section.href, fill(section.heading));
      out.set(key, [...(out.get(key) ?? []), ...section.asks]);
    }
  }
  return out;
}

/** How a passage and its section's questions find each other. */
export const sectionKey = (href: string, heading: string) => `${href} ${heading}`;

/** Every passage of the site, numbered. Runs once at start-up (a few tens of milliseconds). */
export async function loadSiteContent(agency: AgencyProfile): Promise<Passage[]> {
  const fill = filler(agency);
  const inputs = [
    ...agencyPassages(agency),
    ...carrierPassages(agency),
    ...(await productPassages(agency)),
    ...guidePassages(fill),
    ...pagePassages(fill),
    ...markdownPassages(fill),
  ];
  const asks = sectionAsks(fill);
  return inputs
    .filter((p) => p.text.trim() !== '')
    .map((p, id) => ({
      ...p,
      id,
      keywords: p.keywords ?? '',
      asks: asks.get(sectionKey(p.href, p.heading)) ?? [],
    }));
}
