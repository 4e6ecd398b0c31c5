import { describe, expect, it } from 'vitest';
import type { ProductPage } from '#shared/content/product-page';
import { commercialLeadTypes, leadLineOf } from './lines';

// The quote form's `type` is a product page's own id on some pages: its line is the page's.
const products = import.meta.glob<{ default: ProductPage }>('/content/products/*.ts', {
  eager: true,
});

describe('a lead type belongs to the line of the page whose form sends it', () => {
  const pages = Object.values(products).map((module) => module.default);

  it('finds the product pages', () => {
    expect(pages.length).toBeGreaterThan(40);
  });

  it.each(pages.map((page) => [page.route, page] as const))('%s', (_route, page) => {
    expect(leadLineOf(page.quote.type)).toBe(page.line);
  });

  it('the two quote tools', () => {
    expect(leadLineOf('personal')).toBe('personal');
    expect(leadLineOf('commercial')).toBe('commercial');
  });
});

describe('the commercial lead types', () => {
  it('are read from the content: the commercial quote tool and the commercial pages of their own', () => {
    expect(commercialLeadTypes).toContain('commercial');
    expect(commercialLeadTypes).toContain('short-term-rental');
    expect(commercialLeadTypes).not.toContain('personal');
  });
});
