import { describe, expect, it } from 'vitest';
import { agencyJsonLd, canonicalUrl, inlineJson, pageMeta } from './page-meta';

describe('canonical URLs', () => {
  it('are absolute, from PUBLIC_URL at build time (localhost:3000 by default)', () => {
    expect(canonicalUrl('/')).toBe('http://localhost:3000/');
    expect(canonicalUrl('/auto-insurance')).toBe('http://localhost:3000/auto-insurance');
  });

  it('come with og:url for a path, and not for a page that is no page of its own (null)', () => {
    expect(pageMeta('T', 'D', null).some((t) => t.rel === 'canonical')).toBe(false);
    expect(pageMeta('T', 'D', '/about')).toContainEqual({
      property: 'og:url',
      content: 'http://localhost:3000/about',
    });
  });
});

describe('agencyJsonLd', () => {
  const ld = agencyJsonLd();

  it('describes the agency in Overland Park, serving Kansas', () => {
    expect(ld).toMatchObject({
      '@type': 'InsuranceAgency',
      name: 'Sunflower Shield Insurance',
      telephone: '(913) 555-0142',
      email: 'hello@sunflowershield.example',
      address: { addressLocality: 'Overland Park', addressRegion: 'KS' },
      areaServed: { name: 'Kansas' },
    });
  });

  it('turns the office hours into opening hours, leaving out closed days', () => {
    expect(ld.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '09:00',
        closes: '14:00',
      },
    ]);
  });

  it('is safe inside a <script> element', () => {
    expect(inlineJson({ x: '</script><script>' })).not.toContain('<');
  });
});
