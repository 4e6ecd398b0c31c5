import { describe, expect, it } from 'vitest';
import autoInsurance from '#content/products/auto-insurance';
import { productLinks } from './product-links';

describe('productLinks', () => {
  it('links every product page, split by line and sorted by name', async () => {
    const pages = import.meta.glob('/content/products/*.ts');
    const links = await productLinks(pages);
    expect(links.personal.length + links.commercial.length).toBe(Object.keys(pages).length);
    expect(Object.keys(pages).length).toBeGreaterThan(40);
    expect(links.personal).toContainEqual({ href: '/auto-insurance', label: 'Auto Insurance' });
    expect(links.commercial.map((l) => l.href)).toContain('/general-liability');
    for (const list of [links.personal, links.commercial]) {
      expect(list.map((l) => l.label)).toEqual(
        list.map((l) => l.label).sort((a, b) => a.localeCompare(b)),
      );
    }
  });

  it('refuses a page its schema refuses, naming the file', async () => {
    const broken = { ...autoInsurance, line: 'business' };
    await expect(
      productLinks({ '/content/products/auto-insurance.ts': async () => ({ default: broken }) }),
    ).rejects.toThrow(/content\/products\/auto-insurance\.ts is not a valid product page/);
  });
});
