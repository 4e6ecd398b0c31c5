// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leadSource, rememberFirstVisit } from './lead-source';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

function visit(path: string, referrer: string) {
  history.replaceState(null, '', path);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  rememberFirstVisit(document);
}

describe('where a visitor came from', () => {
  it("keeps the first page's campaign and the other site, not this site's own pages", () => {
    visit(
      '/auto-insurance?utm_source=google&utm_medium=cpc&utm_campaign=spring&x=1',
      'https://www.google.com/search?q=auto',
    );
    expect(leadSource()).toEqual({
      utm: { source: 'google', medium: 'cpc', campaign: 'spring' },
      referrerHost: 'google.com',
    });
    // A later page of the same visit, reached by this site's link, does not replace it.
    visit('/contact', `${location.origin}/auto-insurance`);
    expect(leadSource()).toEqual({
      utm: { source: 'google', medium: 'cpc', campaign: 'spring' },
      referrerHost: 'google.com',
    });
  });

  it('says nothing of a visit that came straight to the site', () => {
    visit('/home-insurance', '');
    expect(leadSource()).toEqual({ utm: undefined, referrerHost: undefined });
    visit('/about', `${location.origin}/home-insurance`);
    expect(JSON.parse(JSON.stringify(leadSource()))).toEqual({});
  });

  it("reads this page's campaign when the first page's was never kept", () => {
    history.replaceState(null, '', '/renters-insurance?utm_source=newsletter');
    expect(leadSource().utm).toEqual({ source: 'newsletter' });
  });
});
