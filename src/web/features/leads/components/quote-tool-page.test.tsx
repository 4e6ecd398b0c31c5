// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { commercialQuoteTool, personalQuoteTool, quoteTools } from '#content/quote-tools';
import { createQueryClient } from '~/lib/query-client';
import { coverageOptionIds } from '#shared/coverage-options';
import { QuoteToolPage, quoteToolMeta } from './quote-tool-page';

afterEach(cleanup);

function renderPage(page: typeof personalQuoteTool) {
  const Stub = createRoutesStub([
    {
      path: page.path,
      Component: () => (
        <QueryClientProvider client={createQueryClient()}>
          <QuoteToolPage page={page} />
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[page.path]} />);
}

describe('quote tool content', () => {
  it('offers the personal lines as cards and as the form choices', () => {
    const ids = ['auto', 'home', 'renters', 'umbrella'];
    expect(personalQuoteTool.coverage.cards.map((c) => c.id)).toEqual(ids);
    expect(personalQuoteTool.form.coverageOptionIds).toEqual(ids);
    expect(personalQuoteTool.form.type).toBe('personal');
    expect(personalQuoteTool.industries).toBeUndefined();
  });

  it('offers six industries and the six commercial lines', () => {
    expect(commercialQuoteTool.industries?.cards.map((c) => c.title)).toEqual([
      'Agriculture & Farming',
      'Construction',
      'Professional Services',
      'Retail & Restaurants',
      'Manufacturing',
      'Transportation',
    ]);
    const ids = [
      'general-liability',
      'commercial-property',
      'workers-comp',
      'commercial-auto',
      'bop',
      'cyber-liability',
    ];
    expect(commercialQuoteTool.coverage.cards.map((c) => c.id)).toEqual(ids);
    expect(commercialQuoteTool.form.coverageOptionIds).toEqual(ids);
    expect(commercialQuoteTool.form.type).toBe('commercial');
  });

  it('uses only known coverage ids and the {agency} placeholder', () => {
    for (const page of quoteTools) {
      for (const card of page.coverage.cards) expect(coverageOptionIds).toContain(card.id);
      const placeholders = JSON.stringify(page).match(/\{[a-z]+\}/g) ?? [];
      expect(new Set(placeholders)).toEqual(new Set(['{agency}']));
    }
  });

  it('titles pages "<topic> in Kansas | <agency>"', () => {
    expect(quoteToolMeta(personalQuoteTool)[0]).toEqual({
      title: 'Personal Insurance Quotes in Kansas | Sunflower Shield Insurance',
    });
  });
});

describe('QuoteToolPage', () => {
  it('renders the personal page: hero, four cards, why-choose and the personal form', () => {
    renderPage(personalQuoteTool);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      personalQuoteTool.hero.heading,
    );
    const coverage = screen.getByRole('region', { name: personalQuoteTool.coverage.heading });
    expect(within(coverage).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(
      screen.getByRole('heading', {
        name: 'Why Kansas families choose Sunflower Shield Insurance',
      }),
    ).toBeVisible();
    const form = screen.getByRole('form', { name: 'Quote request' });
    expect(within(form).getAllByRole('checkbox')).toHaveLength(4);
    expect(within(form).queryByLabelText('Business Name')).toBeNull();
    expect(
      screen.getByRole('heading', { name: 'Get Your Free Personal Insurance Quote' }),
    ).toBeVisible();
  });

  it('renders the commercial page with industries and the business fields', () => {
    renderPage(commercialQuoteTool);
    const industries = screen.getByRole('region', { name: 'Industries we serve across Kansas' });
    expect(within(industries).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const form = screen.getByRole('form', { name: 'Quote request' });
    expect(within(form).getAllByRole('checkbox')).toHaveLength(6);
    expect(within(form).getByLabelText('Business Name')).toBeVisible();
    // Industry is a choice among the cards' industries, and each card chooses its own.
    const industry = within(form).getByRole('combobox', { name: 'Industry' });
    const options = within(industry)
      .getAllByRole('option')
      .map((option) => option.textContent);
    const cards = commercialQuoteTool.industries!.cards.map((card) => card.title);
    expect(options).toEqual(['Choose your industry', ...cards, 'Other']);
    for (const title of cards) {
      const link = within(industries).getByRole('link', { name: `Get a quote for ${title}` });
      expect(link.getAttribute('href')).toBe('#quote-form');
      expect(link.dataset.fillField).toBe('industry');
      expect(link.dataset.fillValue).toBe(title);
    }
  });
});
