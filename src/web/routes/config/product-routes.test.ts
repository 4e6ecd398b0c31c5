import { describe, expect, it } from 'vitest';
import { productNamesIn, productPageSchema } from '#shared/content/product-page';
import { checkProductContent, productNames, productPaths, productRoutes } from './product-routes';
import autoInsurance from '#content/products/auto-insurance';

const modules = import.meta.glob<{ default: unknown }>('/content/products/*.ts', {
  eager: true,
});
const pages = Object.entries(modules).map(([file, mod]) => ({
  file: file.replace(/^.*\/content\//, 'content/'),
  result: productPageSchema.safeParse(mod.default),
}));

describe('content/products (every file)', () => {
  it.each(pages.map((p) => [p.file, p] as const))('%s passes the schema', (_file, page) => {
    expect(page.result.error?.message).toBeUndefined();
  });

  it.each(pages.map((p) => [p.file, p] as const))('%s is served at its file name', (file, page) => {
    expect(page.result.data?.route).toBe(`/${file.replace(/^.*\//, '').replace(/\.ts$/, '')}`);
  });

  it('gives each page its own route and its own title topic', () => {
    const ok = pages.flatMap((p) => (p.result.success ? [p.result.data] : []));
    const routes = ok.map((p) => p.route);
    const topics = ok.map((p) => p.topic.toLowerCase());
    expect(new Set(routes).size).toBe(routes.length);
    expect(new Set(topics).size).toBe(topics.length);
  });
});

describe('product routes (discovered at build time)', () => {
  it('has one route and one prerendered path per content file', () => {
    expect(productNames.length).toBe(pages.length);
    expect(productPaths).toContain('/auto-insurance');
    const ids = productRoutes.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(productRoutes.find((r) => r.path === '/auto-insurance')).toMatchObject({
      id: 'product-auto-insurance',
      file: 'routes/product.tsx',
    });
  });

  it('ignores tests and helper files in the folder', () => {
    expect(productNamesIn(['b.ts', 'a.ts', 'a.test.ts', '_shared.ts', 'README.md'])).toEqual([
      'a',
      'b',
    ]);
  });

  it('fails the build naming the file and the schema problem', async () => {
    const broken = { ...autoInsurance, description: 'Too short.' };
    await expect(
      checkProductContent(async (name) => ({
        default:
          name === 'auto-insurance' ? broken : modules[`/content/products/${name}.ts`]!.default,
      })),
    ).rejects.toThrow(
      /content\/products\/auto-insurance\.ts is not a valid product page:\n.*>=110 characters\n.*at description/,
    );
  });

  it('fails the build when a route differs from its file name', async () => {
    await expect(
      checkProductContent(async (name) => ({
        default:
          name === 'auto-insurance'
            ? { ...autoInsurance, route: '/car-insurance' }
            : modules[`/content/products/${name}.ts`]!.default,
      })),
    ).rejects.toThrow('content/products/auto-insurance.ts: route must be "/auto-insurance"');
  });
});

describe('the auto insurance page', () => {
  const page = productPageSchema.parse(autoInsurance);

  it('offers the four coverages and the Kansas minimums', () => {
    expect(page.coverage.cards.map((c) => c.title)).toEqual([
      'Liability',
      'Collision',
      'Comprehensive',
      'Uninsured Motorist',
    ]);
    const facts = page.blocks.find((b) => b.kind === 'facts');
    expect(facts?.kind === 'facts' && facts.items.map((i) => i.value)).toEqual([
      '$25,000',
      '$50,000',
      '$25,000',
      '$4,500',
      '$25,000 / $50,000',
    ]);
  });

  it('asks for a personal quote labelled Auto', () => {
    expect(page.quote).toEqual({ type: 'personal', label: 'Auto', coverageIds: ['auto'] });
  });

  it('has at least 300 words of copy', () => {
    const words = JSON.stringify(page).match(/[A-Za-z$][\w$,.'-]*/g) ?? [];
    expect(words.length).toBeGreaterThan(300);
  });
});
