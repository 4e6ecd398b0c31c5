import { describe, expect, it } from 'vitest';
import { legalSlugs } from '#shared/site-routes/legal-paths';
import { agency } from '~/lib/agency';
import { loadLegalPage } from './legal-pages.server';

const pages = legalSlugs.map((slug) => ({ slug, page: loadLegalPage(slug) }));
const text = (slug: string) => pages.find((p) => p.slug === slug)?.page?.content ?? '';

describe('content/legal', () => {
  it('has a page for every legal route, last updated in 2025, with placeholders filled', () => {
    for (const { slug, page } of pages) {
      expect(page, slug).toBeDefined();
      expect(page!.lastUpdated, slug).toMatch(/2025$/);
      expect(`${page!.title} ${page!.description} ${page!.content}`, slug).not.toMatch(/\{\w+\}/);
    }
    expect(loadLegalPage('no-such-page')).toBeUndefined();
  });

  it('states the lines not sold, that quotes are estimates, and the licence', () => {
    const legal = text('legal-information');
    expect(legal).toContain('We do not sell life, disability or health insurance.');
    expect(legal).toContain('subject to underwriting and the final terms of the carrier');
    // The demo profile has no licence number: the sentence ends without one.
    expect(legal).toContain('licensed by the Kansas Insurance Department. We serve');
    expect(legal).toContain(agency.legalName);
  });

  it('states the privacy handling times and retention periods', () => {
    const privacy = text('privacy-policy');
    expect(privacy).toContain('acknowledge requests within 10 business days');
    expect(privacy).toContain('respond within 45 days');
    expect(privacy).toContain('up to 45 more days');
    expect(privacy).toContain('past 12 months');
    expect(privacy).toMatch(/about <strong>26 months<\/strong>/);
    expect(privacy).toMatch(/<strong>3 years, or until you opt out<\/strong>/);
    expect(text('state-privacy-rights')).toContain('past 12 months');
  });

  it('names the WCAG 2.1 AA target', () => {
    expect(text('accessibility')).toContain('WCAG) 2.1, level AA');
  });
});
