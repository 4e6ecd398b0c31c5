import { describe, expect, it } from 'vitest';
import autoInsurance from '#content/products/auto-insurance';
import { productPageSchema } from '#shared/content/product-page';
import { resolveAgencyProfile } from '#shared/agency';
import agencyContent from '#content/agency';
import { loadProductPage, pickCarriers } from './load-product-page';

const acme = resolveAgencyProfile(agencyContent, {
  AGENCY_NAME: 'Acme & "Sons"',
  AGENCY_PHONE: '(316) 555-0199',
});

const page = productPageSchema.parse(autoInsurance);
const products = {
  '/content/products/auto-insurance.ts': async () => ({ default: autoInsurance }),
  '/content/products/motorcycle-insurance.ts': async () => ({
    default: { ...autoInsurance, route: '/motorcycle-insurance', topic: 'Motorcycle Insurance' },
  }),
};
const carrierFile = (carriers: unknown[]) => ({
  '/content/carriers.ts': async () => ({
    carriers,
    line: (category: string) => (category === 'personal auto' ? 'personal' : 'commercial'),
  }),
});
const sample = [
  { id: 'hartford', name: 'The Hartford', categories: ['workers compensation'] },
  { id: 'travelers', name: 'Travelers', categories: ['personal auto'] },
  { id: 'safeco', name: 'Safeco', categories: ['personal auto'], logo: '/logos/safeco.svg' },
];

describe('loadProductPage', () => {
  it('finds the page by path, fills in the agency and resolves related links', async () => {
    const data = await loadProductPage('/auto-insurance', products, {}, acme);
    expect(data?.page.hero.intro).toContain('Acme & "Sons" compares');
    expect(JSON.stringify(data)).not.toMatch(/\{(agency|phone|email|state)\}/);
    // Only related pages that exist are linked, labelled with their topic.
    expect(data?.related).toEqual([
      { href: '/motorcycle-insurance', label: 'Motorcycle Insurance' },
    ]);
  });

  it('fills every placeholder of the profile, as the other pages and the assistant do', async () => {
    const callUs = {
      '/content/products/auto-insurance.ts': async () => ({
        default: { ...autoInsurance, hero: { ...autoInsurance.hero, eyebrow: 'Call {phone}' } },
      }),
    };
    const data = await loadProductPage('/auto-insurance', callUs, {}, acme);
    expect(data?.page.hero.eyebrow).toBe('Call (316) 555-0199');
  });

  it('answers null for a path without content', async () => {
    expect(await loadProductPage('/nope', products, {}, acme)).toBeNull();
  });

  it('names the file and the problem when content is invalid', async () => {
    const bad = { '/content/products/auto-insurance.ts': async () => ({ default: {} }) };
    await expect(loadProductPage('/auto-insurance', bad, {}, acme)).rejects.toThrow(
      /content\/products\/auto-insurance\.ts is not a valid product page/,
    );
  });
});

describe('pickCarriers', () => {
  it('shows placeholder tiles while content/carriers.ts does not exist', async () => {
    const tiles = await pickCarriers({}, page);
    expect(tiles).toHaveLength(6);
  });

  it("prefers carriers of the page's line, then the others, up to the count", async () => {
    const tiles = await pickCarriers(carrierFile(sample), { ...page, carriers: { count: 2 } });
    expect(tiles).toEqual([
      { id: 'travelers', name: 'Travelers', logo: undefined },
      { id: 'safeco', name: 'Safeco', logo: '/logos/safeco.svg' },
    ]);
  });

  it('takes the carriers named by slug, and fails on an unknown slug', async () => {
    const tiles = await pickCarriers(carrierFile(sample), {
      ...page,
      carriers: { count: 1, slugs: ['hartford'] },
    });
    expect(tiles.map((t) => t.id)).toEqual(['hartford']);
    await expect(
      pickCarriers(carrierFile(sample), { ...page, carriers: { count: 1, slugs: ['acme'] } }),
    ).rejects.toThrow('no carrier "acme"');
  });
});
