import { describe, expect, it } from 'vitest';
import { isoDate } from './blog';

describe('isoDate', () => {
  it('turns the display date into an ISO date', () => {
    expect(isoDate('March 12, 2025')).toBe('2025-03-12');
    expect(isoDate('October 3, 2025')).toBe('2025-10-03');
    expect(isoDate('Smarch 3, 2025')).toBeUndefined();
    expect(isoDate('2025-03-12')).toBeUndefined();
  });
});
