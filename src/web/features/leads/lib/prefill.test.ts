import { describe, expect, it } from 'vitest';
import { readPrefill } from './prefill';

describe('readPrefill', () => {
  const offered = ['auto', 'home', 'renters', 'umbrella'];

  it('turns ?zip= into the additional information line and checks an offered ?type=', () => {
    expect(readPrefill(new URLSearchParams('zip=66210&type=auto'), offered)).toEqual({
      zip: '66210',
      additionalInfo: 'Zip code: 66210',
      coverageType: 'auto',
    });
  });

  it('ignores a type the form does not offer and empty values', () => {
    expect(readPrefill(new URLSearchParams('zip=&type=bop'), offered)).toEqual({
      zip: null,
      additionalInfo: null,
      coverageType: null,
    });
  });
});
