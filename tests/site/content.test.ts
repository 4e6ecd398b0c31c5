// What a visitor reads on the prerendered public pages, checked against the fixed facts the site
// must state (figures, carrier logos, blog and carriers counts, related articles) and against the
// route data (titles and descriptions). Expected values are written here or come from the content
// files the pages are built from, never from the HTML under test.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import type { Document, Element } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import agencyBase from '#content/agency';
import { carriers } from '#content/carriers';
import { pickAgencyEnv, resolveAgencyProfile } from '#shared/agency';
import { productPageSchema, type ProductPage } from '#shared/content/product-page';
import { prerenderedPaths, publicPaths } from '#shared/site-routes';
import { blogArticleIds } from '#shared/site-routes/blog-paths';
import { legalPaths } from '#shared/site-routes/legal-paths';
import { productPaths } from '~/routes/config/product-routes';
import { closeParser, parsePage, readableText, readBuiltPages } from '../helpers/built-site';

// The profile the build bakes in: content/agency.ts plus any AGENCY_* override (the build
// fingerprint includes them, so a stale build is rebuilt before the pages are read).
const agency = resolveAgencyProfile(agencyBase, pickAgencyEnv(process.env));

/** Every public route: react-router.config.ts prerenders these plus the two not-found pages. */
const routeList = [...publicPaths, ...productPaths];
const routes = [...new Set(routeList)];

const productModules = import.meta.glob<ProductPage>('../../content/products/*.ts', {
  eager: true,
  import: 'default',
});
const products = Object.values(productModules).map((page) => productPageSchema.parse(page));

const blogDir = fileURLToPath(new URL('../../content/blog/', import.meta.url));
/** Frontmatter of content/blog/*.md, read here rather than through the site's own loader. */
const articles = readdirSync(blogDir)
  .filter((file) => file.endsWith('.md'))
  .map((file) => {
    const data = matter(readFileSync(path.join(blogDir, file), 'utf8')).data as {
      id: number;
      title: string;
      category: string;
    };
    return { ...data, title: data.title.replaceAll('{agency}', agency.name) };
  })
  .sort((a, b) => a.id - b.id);

interface Page {
  document: Document;
  /** Readable text of <main>: the page's own content, without the shared header and footer. */
  main: string;
  /** Readable text of the whole body, header and footer included. */
  body: string;
}

let html = new Map<string, string | undefined>();
const parsed = new Map<string, Page>();

function page(route: string): Page {
  const cached = parsed.get(route);
  if (cached) return cached;
  const source = html.get(route);
  if (source === undefined) throw new Error(`no prerendered HTML for ${route}`);
  const document = parsePage(source);
  const mainElement = document.querySelector('main');
  if (!mainElement) throw new Error(`${route} has no <main>`);
  const result = { document, main: readableText(mainElement), body: readableText(document.body) };
  parsed.set(route, result);
  return result;
}

function mainOf(route: string): Element {
  return page(route).document.querySelector('main')!;
}

function titleOf(route: string): string[] {
  return Array.from(page(route).document.querySelectorAll('title')).map((t) =>
    (t.textContent ?? '').trim(),
  );
}

function descriptionOf(route: string): string[] {
  return Array.from(page(route).document.querySelectorAll('meta[name="description"]')).map(
    (m) => m.getAttribute('content') ?? '',
  );
}

/** Values that occur more than once, with the routes that share them. */
function duplicates(values: [route: string, value: string][]): Record<string, string[]> {
  const byValue = new Map<string, string[]>();
  for (const [route, value] of values) byValue.set(value, [...(byValue.get(value) ?? []), route]);
  return Object.fromEntries([...byValue].filter(([, shared]) => shared.length > 1));
}

/** The patterns of `figures` the text lacks (an empty list when all are there). */
function missing(text: string, figures: Record<string, RegExp>): string[] {
  return Object.entries(figures)
    .filter(([, pattern]) => !pattern.test(text))
    .map(([name]) => name);
}

/**
 * A carrier logo: the agency-supplied image or the monogram tile, each named by the carrier (the
 * site's own illustrations, public/illustrations/, are not logos).
 */
function logosIn(scope: Element): Element[] {
  return Array.from(scope.querySelectorAll('img:not([src^="/illustrations/"]), svg[role="img"]'));
}

function logoName(logo: Element): string {
  return (logo.getAttribute('alt') ?? logo.getAttribute('aria-label') ?? '').trim();
}

/** The section of a product page that shows carriers: the one section of <main> with logos. */
function carrierSection(route: string): Element {
  const sections = Array.from(mainOf(route).querySelectorAll('section')).filter(
    (section) =>
      logosIn(section).length > 0 &&
      !Array.from(section.querySelectorAll('section')).some((inner) => logosIn(inner).length > 0),
  );
  expect(sections, `${route}: sections holding logos`).toHaveLength(1);
  const heading = sections[0]!.querySelector('h2, h3');
  expect(heading && readableText(heading), `${route}: heading of the logo section`).toMatch(
    /carrier/i,
  );
  return sections[0]!;
}

/** Whether the section's heading reads `pattern`. */
function headedBy(section: Element, pattern: RegExp): boolean {
  const heading = section.querySelector('h2');
  return heading !== null && pattern.test(readableText(heading));
}

const range = (from: string, to: string) => String.raw`${from}\s*(?:-|–|—|to)\s*${to}`;

beforeAll(async () => {
  html = await readBuiltPages(routes);
}, 600_000);

afterAll(closeParser);

describe('the route list', () => {
  it('names each public route once, and each has a prerendered page', () => {
    expect(duplicates(routeList.map((route) => [route, route]))).toEqual({});
    expect(duplicates(prerenderedPaths.map((route) => [route, route]))).toEqual({});
    expect(routes.filter((route) => html.get(route) === undefined)).toEqual([]);
    // A floor, so an empty route list cannot pass everything below.
    expect(productPaths.length).toBe(products.length);
    expect(routes.length).toBeGreaterThan(60);
  });
});

describe('titles and meta descriptions of the public pages', () => {
  it('gives every page exactly one non-empty <title> and one meta description', () => {
    const wrong = routes.filter((route) => {
      const titles = titleOf(route);
      const descriptions = descriptionOf(route);
      return titles.length !== 1 || titles[0] === '' || descriptions.length !== 1;
    });
    expect(wrong).toEqual([]);
  });

  it('shares no title and no description between two pages', () => {
    expect(duplicates(routes.map((route) => [route, titleOf(route)[0] ?? '']))).toEqual({});
    expect(duplicates(routes.map((route) => [route, descriptionOf(route)[0] ?? '']))).toEqual({});
  });

  it('keeps every description between 50 and 160 characters, placeholders filled in', () => {
    const outOfRange = routes
      .map((route) => ({ route, length: (descriptionOf(route)[0] ?? '').length }))
      .filter(({ length }) => length < 50 || length > 160);
    expect(outOfRange).toEqual([]);
    const placeholder = /\{[a-zA-Z]+\}/;
    const unfilled = routes.filter(
      (route) =>
        placeholder.test(titleOf(route)[0] ?? '') ||
        placeholder.test(descriptionOf(route)[0] ?? '') ||
        placeholder.test(page(route).main),
    );
    expect(unfilled).toEqual([]);
  });

  it('titles pages about the site itself without "in Kansas"', () => {
    expect(titleOf('/site-map')[0]).toBe(`Site Map | ${agency.name}`);
    expect(titleOf('/privacy-policy')[0]).toBe(`Privacy Policy | ${agency.name}`);
  });

  it('titles product pages "<Topic> in Kansas | <agency name>"', () => {
    const titles = products.map((product) => ({
      route: product.route,
      title: titleOf(product.route)[0],
    }));
    expect(titles).toEqual(
      products.map((product) => ({
        route: product.route,
        title: `${product.topic} in Kansas | ${agency.name}`,
      })),
    );
  });

  it('titles each article with its title followed by the agency name', () => {
    for (const article of articles) {
      expect(titleOf(`/blog/${article.id}`)[0]).toBe(`${article.title} | ${agency.name}`);
    }
  });
});

describe("each product page's quote form", () => {
  it("starts with the page's own coverage ticked, in the HTML, and only that one", () => {
    const wrong = products.flatMap((product) => {
      const boxes = Array.from(
        mainOf(product.route).querySelectorAll(
          'form[aria-label="Quote request"] input[type=checkbox]',
        ),
      );
      const ticked = boxes
        .filter((box) => box.hasAttribute('checked'))
        .map((box) => box.getAttribute('value'));
      return ticked.length === 1 && ticked[0] === product.quote.coverageIds[0]
        ? []
        : [`${product.route}: ${ticked.join(', ') || 'none'}`];
    });
    expect(wrong).toEqual([]);
  });

  it('offers the industries to choose from on every business form', () => {
    const wrong = [
      ...products.filter((p) => p.quote.type === 'commercial').map((p) => p.route),
      '/commercial-insurance',
    ].filter(
      (route) =>
        mainOf(route).querySelectorAll(
          'form[aria-label="Quote request"] select[name="industry"] option',
        ).length !== 8,
    );
    expect(wrong).toEqual([]);
  });
});

describe('the figures the agency publishes, on the pages they belong to', () => {
  it.each(['/auto-insurance', '/motorcycle-insurance'])(
    '%s states the Kansas minimums (25,000/50,000/25,000 dollars, PIP 4,500, UM/UIM 25,000/50,000)',
    (route) => {
      // Each figure must sit with its own label in the minimums block, not merely on the page.
      const block = Array.from(mainOf(route).querySelectorAll('section')).find((section) =>
        headedBy(section, /minimum/i),
      );
      expect(block, `${route}: a section headed with the minimums`).toBeDefined();
      // A term with the details that follow it: "Bodily injury per person $25,000 Injuries…".
      const items = Array.from(block!.querySelectorAll('dt')).map((term) => {
        const parts = [readableText(term)];
        for (let next = term.nextElementSibling; next && next.localName !== 'dt';) {
          parts.push(readableText(next));
          next = next.nextElementSibling;
        }
        return parts.join(' ');
      });
      const has = (label: RegExp, figure: RegExp) =>
        items.some((item) => label.test(item) && figure.test(item));
      expect(has(/bodily injury/i, /per person\s*\$25,000\b|\$25,000\s*per person/i)).toBe(true);
      expect(has(/bodily injury/i, /per accident\s*\$50,000\b|\$50,000\s*per accident/i)).toBe(
        true,
      );
      expect(has(/property damage/i, /\$25,000\b/)).toBe(true);
      expect(has(/personal injury protection/i, /\$4,500\b/)).toBe(true);
      // Uninsured/underinsured motorist cover is required in Kansas too, not an option.
      expect(has(/uninsured\/underinsured motorist/i, /\$25,000\b.*\$50,000\b/)).toBe(true);
    },
  );

  it('gives the flood waiting period as 30 days on /flood-insurance', () => {
    expect(page('/flood-insurance').main).toMatch(
      /waiting period:? 30 days|30-day waiting period/i,
    );
  });

  it('defines high-mileage plans as over 100,000 miles on /auto-warranty', () => {
    expect(page('/auto-warranty').main).toMatch(/high-mileage[^.]{0,80}?over 100,000 miles/i);
  });

  it.each(['/', '/personal-insurance', '/commercial-insurance', ...productPaths])(
    '%s claims 50+ carriers, a quote in about 2 minutes and a reply within 24 hours',
    (route) => {
      expect(
        missing(page(route).main, {
          '50+ carriers': /\b50\+ (?:A-rated )?(?:carriers|insurers)/i,
          'about 2 minutes': /\babout 2 minutes\b/i,
          'within 24 hours': /\bwithin 24 hours\b/i,
        }),
      ).toEqual([]);
    },
  );

  it('promises a reply to quote requests within 24 hours on /contact', () => {
    expect(page('/contact').main).toMatch(/quote requests?[^.]{0,40}?within 24 hours/i);
  });

  it('promises a claims contact within 2-3 business days on /claims', () => {
    expect(page('/claims').main).toMatch(new RegExp(`within ${range('2', '3')} business days`));
  });

  it('lists the office hours and the 24/7 emergency claims support on /contact', () => {
    expect(
      missing(page('/contact').main, {
        weekdays: new RegExp(`Monday${range('', 'Friday')}:? ${range('8:00 AM', '6:00 PM')}`),
        saturday: new RegExp(`Saturday:? ${range('9:00 AM', '2:00 PM')}`),
        sunday: /Sunday:? Closed/,
        emergency: /emergency claims[^.]{0,30}?24\/7/i,
      }),
    ).toEqual([]);
  });

  it('offers 24/7 claims support on /claims', () => {
    expect(page('/claims').main).toMatch(/24\/7[^.]{0,30}?claims|claims[^.]{0,30}?24\/7/i);
  });

  const guideFigures = {
    'report accidents within 24 to 48 hours': new RegExp(`\\b${range('24', '48')} hours`),
    'personal property 50 to 70 percent of dwelling': new RegExp(
      `\\b${range('50', '70')} ?(?:percent|%) of (?:the |your )?dwelling`,
      'i',
    ),
    'pet $30-60 a month for dogs': new RegExp(
      `\\$${range('30', '\\$?60')}\\b[^.]{0,40}?\\bdogs?\\b|\\bdogs?\\b[^.]{0,40}?\\$${range('30', '\\$?60')}\\b`,
      'i',
    ),
    'pet $15-30 for cats': new RegExp(
      `\\$${range('15', '\\$?30')}\\b[^.]{0,40}?\\bcats?\\b|\\bcats?\\b[^.]{0,40}?\\$${range('15', '\\$?30')}\\b`,
      'i',
    ),
    '$1 million umbrella $200-400 a year': new RegExp(
      `\\$1 million[^.]{0,60}?\\$${range('200', '\\$?400')} (?:per|a) year`,
      'i',
    ),
    'bundling saves 10-25 percent': new RegExp(
      `bundl[^.]{0,80}?\\b${range('10', '25')} ?(?:percent|%)`,
      'i',
    ),
    'deductible $500 to $1,000 saves 15-30 percent': new RegExp(
      `\\$500\\b[^.]{0,30}?\\$1,000\\b[^.]{0,80}?\\b${range('15', '30')} ?(?:percent|%)`,
      'i',
    ),
    'about 96 tornadoes a year': /\babout 96 tornadoes (?:per|a) year/i,
  };
  type GuideFigure = keyof typeof guideFigures;
  const pick = (...names: GuideFigure[]) =>
    Object.fromEntries(names.map((name) => [name, guideFigures[name]]));

  it.each<[string, GuideFigure[]]>([
    // The Insurance Guide renders every tab's answers into the page.
    [
      '/tabs',
      [
        'report accidents within 24 to 48 hours',
        'personal property 50 to 70 percent of dwelling',
        'pet $15-30 for cats',
        'pet $30-60 a month for dogs',
        '$1 million umbrella $200-400 a year',
        'bundling saves 10-25 percent',
        'deductible $500 to $1,000 saves 15-30 percent',
      ],
    ],
    ['/blog/1', ['about 96 tornadoes a year']],
    ['/blog/3', ['pet $30-60 a month for dogs', 'pet $15-30 for cats']],
    ['/blog/4', ['report accidents within 24 to 48 hours']],
    ['/blog/5', ['personal property 50 to 70 percent of dwelling', 'bundling saves 10-25 percent']],
    [
      '/blog/6',
      [
        '$1 million umbrella $200-400 a year',
        'bundling saves 10-25 percent',
        'deductible $500 to $1,000 saves 15-30 percent',
      ],
    ],
  ])('%s gives the guide and blog figures it is about', (route, names) => {
    expect(missing(page(route).main, pick(...names))).toEqual([]);
  });

  it('states the privacy handling times on /privacy-policy', () => {
    expect(
      missing(page('/privacy-policy').main, {
        'acknowledged within 10 business days': /acknowledge[^.]{0,40}?within 10 business days/i,
        'answered within 45 days': /(?:respond|answer)\w*[^.]{0,20}?within 45 days/i,
        'up to 45 more days': /up to 45 (?:more|additional) days/i,
        'access covers the past 12 months': /access[^.]{0,60}?past 12 months/i,
        'analytics kept about 26 months': /analytics[^.]{0,60}?about 26 months/i,
        'marketing kept up to 3 years or until opt-out':
          /marketing[^.]{0,60}?up to 3 years,? or until (?:you )?opt(?:-| )?out/i,
      }),
    ).toEqual([]);
  });

  it('targets WCAG 2.1 level AA on /accessibility', () => {
    expect(page('/accessibility').main).toMatch(/WCAG\)?,? 2\.1,? (?:level )?AA\b/);
  });

  it.each(legalPaths)('%s says it was last updated in 2025', (route) => {
    expect(page(route).main).toMatch(/last updated:? (?:[A-Z][a-z]+ \d{1,2}, )?2025\b/i);
  });

  it('states the Kansas licence on /about and in the licence line of every page', () => {
    expect(page('/about').main).toMatch(/\blicensed [^.]{0,60}?\bKansas\b/i);
    expect(routes.filter((route) => !/Licensed in Kansas/.test(page(route).body))).toEqual([]);
  });
});

describe('carrier logos', () => {
  const specCounts: [route: string, logos: number][] = [
    ['/professional-liability', 7],
    ['/bond-insurance', 1],
    ['/excess-liability', 2],
    ['/commercial-flood', 2],
    ['/general-liability', 10],
    ['/commercial-property', 5],
    ['/workers-compensation', 5],
    ['/commercial-auto', 3],
    ['/business-owners-policy', 7],
    ['/cyber-liability', 5],
    ['/renters-insurance', 1],
    ['/umbrella-insurance', 3],
    ['/short-term-rental', 3],
    ['/flood-insurance', 1],
    ['/motorcycle-insurance', 1],
    ['/boat-insurance', 2],
    ['/pet-insurance', 2],
  ];

  it.each(specCounts)('%s shows %i carrier logos', (route, logos) => {
    expect(logosIn(carrierSection(route))).toHaveLength(logos);
  });

  it('shows on every product page the number of carriers its content names, each once', () => {
    const directory = new Set(carriers.map((carrier) => carrier.name));
    for (const product of products) {
      const names = logosIn(carrierSection(product.route)).map(logoName);
      expect(names, product.route).toHaveLength(product.carriers.count);
      expect(new Set(names).size, `${product.route}: distinct carriers`).toBe(names.length);
      expect(
        names.filter((name) => !directory.has(name)),
        `${product.route}: carriers not in the directory`,
      ).toEqual([]);
    }
  });
});

describe('carriers directory and blog', () => {
  it('has 42 carriers in the content and shows each on /insurance-carriers', () => {
    expect(carriers).toHaveLength(42);
    expect(new Set(carriers.map((carrier) => carrier.id)).size).toBe(42);
    const shown = logosIn(mainOf('/insurance-carriers')).map(logoName);
    expect(shown).toHaveLength(42);
    expect([...shown].sort()).toEqual(carriers.map((carrier) => carrier.name).sort());
  });

  it('has 7 articles in the content, all in the route data and all linked from /blog', () => {
    expect(articles.map((article) => article.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(blogArticleIds).toEqual(articles.map((article) => article.id));
    const linked = Array.from(mainOf('/blog').querySelectorAll('a[href]')).flatMap((link) => {
      const match = /^\/blog\/(\d+)$/.exec(link.getAttribute('href') ?? '');
      return match ? [Number(match[1])] : [];
    });
    expect([...new Set(linked)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it.each(articles.map((article) => [article.id, article] as const))(
    '/blog/%i shows its title and at most 2 related articles of its category, never itself',
    (id, article) => {
      const route = `/blog/${id}`;
      expect(readableText(mainOf(route).querySelector('h1')!)).toBe(article.title);

      const sameCategory = articles
        .filter((other) => other.category === article.category && other.id !== id)
        .map((other) => other.id);
      const section = Array.from(mainOf(route).querySelectorAll('section')).find((s) =>
        headedBy(s, /more insurance insights/i),
      );
      const related = section
        ? Array.from(section.querySelectorAll('a[href]')).flatMap((link) => {
            const match = /^\/blog\/(\d+)$/.exec(link.getAttribute('href') ?? '');
            return match ? [Number(match[1])] : [];
          })
        : [];

      expect(new Set(related).size, 'each related article once').toBe(related.length);
      expect(related).not.toContain(id);
      expect(related.length).toBeLessThanOrEqual(2);
      expect(related.filter((other) => !sameCategory.includes(other))).toEqual([]);
      // Up to 2 means as many as the category offers, up to 2: none missing when others exist.
      expect(related).toHaveLength(Math.min(2, sameCategory.length));
    },
  );
});
