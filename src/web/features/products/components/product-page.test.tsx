// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import autoInsurance from '#content/products/auto-insurance';
import { productPageSchema, type ProductPage as Content } from '#shared/content/product-page';
import type { ProductPageData } from '../lib/load-product-page';
import { ProductPage, productMeta } from './product-page';

afterEach(cleanup);

const everyKind: Content = {
  ...autoInsurance,
  blocks: [
    ...autoInsurance.blocks,
    {
      kind: 'cards',
      heading: 'Vehicles We Cover',
      items: [
        { title: 'Cars', description: 'Sedans and coupes.', icon: 'car' },
        { title: 'Trucks', description: 'Pickups and vans.', icon: 'truck' },
      ],
    },
    { kind: 'list', heading: 'What to Have Ready', items: ['Your VIN', "Your driver's licence"] },
    {
      kind: 'table',
      heading: 'Minimum vs Recommended',
      columns: ['Coverage', 'Kansas minimum', 'Recommended'],
      rows: [
        ['Bodily injury', '$25,000 / $50,000', '$100,000 / $300,000'],
        ['Property damage', '$25,000', '$100,000'],
      ],
    },
  ],
};

function data(content: Content = everyKind): ProductPageData {
  return {
    page: productPageSchema.parse(content),
    carriers: [
      { id: 'travelers', name: 'Travelers' },
      { id: 'progressive', name: 'Progressive' },
    ],
    related: [{ href: '/motorcycle-insurance', label: 'Motorcycle Insurance' }],
  };
}

function renderPage(d = data()) {
  const Stub = createRoutesStub([
    {
      path: d.page.route,
      Component: () => <ProductPage data={d} quoteForm={<p>The quote form</p>} />,
    },
  ]);
  render(<Stub initialEntries={[d.page.route]} />);
}

describe('ProductPage', () => {
  it('shows the hero heading as the one h1 and links to the quote form', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Auto insurance for Kansas drivers',
    );
    expect(screen.getByRole('link', { name: /get my free auto quote/i }).getAttribute('href')).toBe(
      '#quote-form',
    );
    expect(screen.getByText('The quote form')).toBeVisible();
  });

  it('shows the coverage cards', () => {
    renderPage();
    const coverage = screen.getByRole('region', {
      name: 'Four Coverages Every Driver Should Know',
    });
    expect(within(coverage).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows facts as a definition list of label, value and note', () => {
    renderPage();
    const facts = screen.getByRole('region', {
      name: 'Kansas Minimum Auto Insurance Requirements',
    });
    const terms = within(facts)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual([
      'Bodily injury per person',
      'Bodily injury per accident',
      'Property damage per accident',
      'Personal injury protection',
      'Uninsured/underinsured motorist',
    ]);
    const values = within(facts)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values).toEqual(expect.arrayContaining(['$25,000', '$50,000', '$4,500']));
  });

  it('shows cards, lists, prose and a table with a caption and header scopes', () => {
    renderPage();
    const cards = screen.getByRole('region', { name: 'Vehicles We Cover' });
    expect(within(cards).getByRole('heading', { level: 3, name: 'Trucks' })).toBeVisible();
    const list = screen.getByRole('region', { name: 'What to Have Ready' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Your VIN', "Your driver's licence"]);
    expect(
      screen.getByRole('region', { name: 'How Much Auto Insurance Do You Need?' }).textContent,
    ).toContain('state minimum keeps you legal');
    const table = screen.getByRole('table', { name: 'Minimum vs Recommended' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('scope')),
    ).toEqual(['col', 'col', 'col']);
    expect(
      within(table).getByRole('rowheader', { name: 'Property damage' }).getAttribute('scope'),
    ).toBe('row');
  });

  it('shows FAQs as disclosure widgets', () => {
    renderPage();
    const faq = screen.getByRole('region', { name: 'Auto Insurance Questions' });
    const summaries = faq.querySelectorAll('details > summary');
    expect(summaries).toHaveLength(3);
    expect(summaries[0]!.textContent).toBe('Is auto insurance required in Kansas?');
  });

  it('names each carrier once, and links related pages', () => {
    renderPage();
    const carriers = screen.getByRole('region', { name: /carriers we compare/i });
    expect(
      within(carriers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['TTravelers', 'PProgressive']);
    expect(within(carriers).getByText('Travelers')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Motorcycle Insurance' }).getAttribute('href')).toBe(
      '/motorcycle-insurance',
    );
  });

  it('draws carrier logos with the component the route passes', () => {
    const d = data();
    const Stub = createRoutesStub([
      {
        path: d.page.route,
        Component: () => (
          <ProductPage
            data={d}
            quoteForm={null}
            carrierLogo={(c) => <i data-testid={`logo-${c.id}`} />}
          />
        ),
      },
    ]);
    render(<Stub initialEntries={[d.page.route]} />);
    expect(screen.getByTestId('logo-travelers')).toBeVisible();
  });
});

describe('productMeta', () => {
  it('titles the page "<topic> in Kansas | <agency>" with canonical and Open Graph tags', () => {
    const tags = productMeta(data());
    expect(tags).toContainEqual({ title: 'Auto Insurance in Kansas | Sunflower Shield Insurance' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'http://localhost:3000/auto-insurance',
    });
    expect(tags).toContainEqual({
      property: 'og:url',
      content: 'http://localhost:3000/auto-insurance',
    });
    expect(tags).toContainEqual({ name: 'description', content: autoInsurance.description });
  });

  it('marks up the FAQ as FAQPage data', () => {
    const ld = productMeta(data()).find((t) => 'script:ld+json' in t) as
      { 'script:ld+json': { '@type': string; mainEntity: unknown[] } } | undefined;
    expect(ld?.['script:ld+json']['@type']).toBe('FAQPage');
    expect(ld?.['script:ld+json'].mainEntity).toHaveLength(3);
  });
});
