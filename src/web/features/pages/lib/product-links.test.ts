import { describe, expect, it } from 'vitest';
import { productLinks } from './product-links';

const module = (page: unknown) => () => Promise.resolve({ default: page });

describe('productLinks', () => {
  it('splits the product pages by line and sorts them by name', async () => {
    const links = await productLinks({
      'a.ts': module({
        route: '/umbrella-insurance',
        topic: 'Umbrella Insurance',
        line: 'personal',
      }),
      'b.ts': module({ route: '/cyber-liability', topic: 'Cyber Liability', line: 'commercial' }),
      'c.ts': module({ route: '/auto-insurance', topic: 'Auto Insurance', line: 'personal' }),
      'd.ts': module(undefined),
    });
    expect(links.personal.map((l) => l.href)).toEqual(['/auto-insurance', '/umbrella-insurance']);
    expect(links.commercial).toEqual([{ href: '/cyber-liability', label: 'Cyber Liability' }]);
  });
});
