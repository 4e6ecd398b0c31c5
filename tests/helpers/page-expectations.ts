// What each public page must say, read from the content files the pages are built from (never a
// copy of the rendered output), so a page that lost its content, or got another page's, shows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import agencyBase from '#content/agency';
import { carriers } from '#content/carriers';
import { guideTabs, guideWorkingWith } from '#content/guide';
import { aboutPage } from '#content/pages/about';
import { claimsPage } from '#content/pages/claims';
import { contactPage } from '#content/pages/contact';
import { quoteTools, type QuoteToolPage } from '#content/quote-tools';
import { pickAgencyEnv, resolveAgencyProfile } from '#shared/agency';
import { licenceNumberClause } from '#shared/agency-text';
import type { ProductPage } from '#shared/content/product-page';
import { blogArticleIds } from '#shared/site-routes/blog-paths';
import { legalSlugs } from '#shared/site-routes/legal-paths';
import { rootDir } from '#server/paths';
import { squeeze } from './page-html';
import { productNames } from './public-routes';

/** The profile the build bakes in: content/agency.ts with the same AGENCY_* overrides. */
export const agency = resolveAgencyProfile(agencyBase, pickAgencyEnv(process.env));

/** Content names the agency's facts as `{agency}`, `{legalName}`…; pages show the values. */
function fill(text: string): string {
  const values: Record<string, string> = {
    agency: agency.name,
    legalName: agency.legalName,
    state: agency.licenseState,
    licenseNumberClause: licenceNumberClause(agency),
    phone: agency.phone,
    email: agency.email,
  };
  return squeeze(text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole));
}

function loadProduct(name: string): ProductPage {
  // Vite's glob keeps content/products in step with the route list without a hand-kept import list.
  const modules = import.meta.glob<{ default: ProductPage }>('../../content/products/*.ts', {
    eager: true,
  });
  const module = modules[`../../content/products/${name}.ts`];
  if (!module) throw new Error(`content/products/${name}.ts not found`);
  return module.default;
}

function productTexts(page: ProductPage): string[] {
  return [
    page.hero.heading,
    page.hero.intro,
    page.coverage.heading,
    ...page.coverage.cards.flatMap((card) => [card.title, card.description]),
    ...page.blocks.map((block) => block.heading),
  ];
}

function quoteToolTexts(page: QuoteToolPage): string[] {
  return [
    page.hero.heading,
    page.hero.text,
    ...(page.industries?.cards.flatMap((card) => [card.title, card.description]) ?? []),
    page.coverage.heading,
    ...page.coverage.cards.flatMap((card) => [card.title, card.description]),
    page.whyChoose.heading,
  ];
}

/**
 * The first plain paragraph of a Markdown body, as text: the paragraph a reader meets first,
 * with inline marks (`**`, `_`, `` ` ``, links) reduced to their words.
 */
function firstParagraph(markdown: string): string {
  const paragraph = markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block !== '' && !/^([#>|`-]|\*\s|\d+\.\s)/.test(block));
  if (!paragraph) throw new Error('no paragraph in the Markdown body');
  return paragraph
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)(.+?)\1/g, '$2');
}

function markdownFile(relative: string) {
  const { data, content } = matter(readFileSync(path.join(rootDir, relative), 'utf8'));
  const field = (name: string): string => {
    const value: unknown = data[name];
    if (typeof value !== 'string' || value.trim() === '')
      throw new Error(`${relative}: no ${name}`);
    return value;
  };
  return { field, content };
}

function articleTexts(id: number): string[] {
  const { field, content } = markdownFile(`content/blog/${id}.md`);
  return [field('title'), firstParagraph(content)];
}

function legalTexts(slug: string): string[] {
  const { field, content } = markdownFile(`content/legal/${slug}.md`);
  return [field('title'), firstParagraph(content)];
}

const productTopics = () => productNames.map((name) => loadProduct(name).topic);

function fixedPageTexts(): Record<string, () => string[]> {
  const pages: Record<string, () => string[]> = {
    // The home page's words live in its component, not under content/: the profile's facts it
    // shows, and the sections and buttons it must have.
    '/': () => [
      agency.promoInsurer,
      agency.phone,
      'Why Choose {agency}?',
      'Ready to Get Protected?',
      'Get Personal Insurance Quote',
      'Get Business Insurance Quote',
    ],
    '/about': () => [
      aboutPage.hero.heading,
      aboutPage.hero.text,
      ...aboutPage.story.paragraphs,
      aboutPage.mission.text,
      aboutPage.vision.text,
      aboutPage.reasons.heading,
      ...aboutPage.reasons.items.flatMap((item) => [item.title, item.description]),
    ],
    '/contact': () => [
      contactPage.hero.heading,
      contactPage.hero.text,
      ...contactPage.personalSupport.items,
      ...contactPage.commercialSupport.items,
      contactPage.payment.text,
      contactPage.agent.text,
      contactPage.certificate.text,
      contactPage.emergency.text,
    ],
    '/claims': () => [
      claimsPage.hero.heading,
      claimsPage.hero.text,
      claimsPage.hotline.text,
      ...claimsPage.steps.items.flatMap((step) => [step.title, step.description]),
      ...claimsPage.services.flatMap((service) => service.items),
      ...claimsPage.ready.items,
      claimsPage.weather.intro,
    ],
    // Every tab's answers are in the HTML (inactive panels hidden), not only the default tab's.
    '/tabs': () => [
      ...guideTabs.flatMap((tab) => tab.questions.flatMap((q) => [q.question, q.answer])),
      guideWorkingWith.heading,
    ],
    '/insurance-carriers': () => carriers.flatMap((carrier) => [carrier.name, carrier.description]),
    '/site-map': productTopics,
    '/blog': () =>
      blogArticleIds.flatMap((id) => {
        const { field } = markdownFile(`content/blog/${id}.md`);
        return [field('title'), field('excerpt')];
      }),
  };
  for (const tool of quoteTools) pages[tool.path] = () => quoteToolTexts(tool);
  for (const id of blogArticleIds) pages[`/blog/${id}`] = () => articleTexts(id);
  for (const slug of legalSlugs) pages[`/${slug}`] = () => legalTexts(slug);
  for (const name of productNames) pages[`/${name}`] = () => productTexts(loadProduct(name));
  return pages;
}

/**
 * Text the page at `route` must show in its `<main>`, from its content; throws for a route no
 * content describes, so a new route cannot pass unchecked.
 */
export function expectedPageTexts(route: string): string[] {
  const texts = fixedPageTexts()[route];
  if (!texts) throw new Error(`no content known for ${route}: add it to page-expectations.ts`);
  return texts().map(fill);
}

/** The security headers every page carries, whoever sends it (an instance or nginx). */
export const pageSecurityHeaders = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'x-permitted-cross-domain-policies',
] as const;
