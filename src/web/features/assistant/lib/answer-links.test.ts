import { describe, expect, it } from 'vitest';
import { answerParts, sameSitePath } from './answer-links';

describe('answerParts', () => {
  it('turns Markdown links and bare paths of this site into links', () => {
    expect(
      answerParts(
        'Kansas requires $25,000. Read more: [Auto Insurance](/auto-insurance) or /contact.',
      ),
    ).toEqual([
      { kind: 'text', text: 'Kansas requires $25,000. Read more: ' },
      { kind: 'link', text: 'Auto Insurance', to: '/auto-insurance' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: '/contact', to: '/contact' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps query strings and fragments of the site', () => {
    expect(answerParts('[Guide](/tabs?tab=auto) [Pay](/contact#payment)')).toEqual([
      { kind: 'link', text: 'Guide', to: '/tabs?tab=auto' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'Pay', to: '/contact#payment' },
    ]);
  });

  it('leaves other sites, scripts and figures such as 24/7 as text', () => {
    const parts = answerParts(
      '[Win](https://evil.example/x) [x](javascript:alert(1)) [y](//evil.example) claims 24/7 and/or 50/50',
    );
    expect(parts.every((p) => p.kind === 'text')).toBe(true);
    expect(parts.map((p) => p.text).join('')).toBe('Win x) y claims 24/7 and/or 50/50');
  });

  it('reads an absolute address of this site as its path', () => {
    expect(
      answerParts(
        '[Flood](https://www.agency.example/flood-insurance)',
        'https://www.agency.example',
      ),
    ).toEqual([{ kind: 'link', text: 'Flood', to: '/flood-insurance' }]);
  });

  it('never produces markup from the text', () => {
    expect(answerParts('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });
});

describe('sameSitePath', () => {
  it('accepts paths only', () => {
    expect(sameSitePath('/about')).toBe('/about');
    expect(sameSitePath('//evil.example')).toBeUndefined();
    expect(sameSitePath('/\\evil.example')).toBeUndefined();
    expect(sameSitePath('https://evil.example/')).toBeUndefined();
  });

  it('turns phone numbers into tel: links a phone calls with one tap', () => {
    expect(answerParts('Call our 24/7 claims line at (913) 555-0142: we help.')).toEqual([
      { kind: 'text', text: 'Call our 24/7 claims line at ' },
      { kind: 'phone', text: '(913) 555-0142', href: 'tel:+19135550142' },
      { kind: 'text', text: ': we help.' },
    ]);
    expect(answerParts('or 316.555.0199, or 1-800-555-0100')).toEqual([
      { kind: 'text', text: 'or ' },
      { kind: 'phone', text: '316.555.0199', href: 'tel:+13165550199' },
      { kind: 'text', text: ', or ' },
      { kind: 'phone', text: '1-800-555-0100', href: 'tel:+18005550100' },
    ]);
    // Figures that are not phone numbers stay text.
    expect(answerParts('limits of 25/50/25, $1,000,000 and policy 2024-0001-12345')).toEqual([
      { kind: 'text', text: 'limits of 25/50/25, $1,000,000 and policy 2024-0001-12345' },
    ]);
  });
});
