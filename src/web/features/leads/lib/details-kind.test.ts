import { describe, expect, it } from 'vitest';
import { detailsKindFor } from './details-kind';

describe('detailsKindFor', () => {
  it('offers commercial details on the commercial form, whatever was checked', () => {
    expect(detailsKindFor('commercial', ['general-liability'])).toBe('commercial');
  });

  it('prefers auto, then home, then renters on personal forms', () => {
    expect(detailsKindFor('personal', ['home', 'auto'])).toBe('auto');
    expect(detailsKindFor('personal', ['renters', 'home'])).toBe('home');
    expect(detailsKindFor('personal', ['umbrella', 'renters'])).toBe('renters');
  });

  it('offers nothing when no line has a details form', () => {
    expect(detailsKindFor('personal', ['umbrella'])).toBeNull();
    expect(detailsKindFor('flood', ['flood'])).toBeNull();
  });
});
