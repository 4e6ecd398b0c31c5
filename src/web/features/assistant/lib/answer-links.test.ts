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
});
