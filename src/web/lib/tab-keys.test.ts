import { describe, expect, it } from 'vitest';
import { tabForKey } from './tab-keys';

const tabs = ['policies', 'claims', 'documents', 'file-claim'] as const;

describe('tabForKey', () => {
  it('moves along with the arrows and wraps around at both ends', () => {
    expect(tabForKey('ArrowRight', tabs, 'policies')).toBe('claims');
    expect(tabForKey('ArrowRight', tabs, 'file-claim')).toBe('policies');
    expect(tabForKey('ArrowLeft', tabs, 'claims')).toBe('policies');
    expect(tabForKey('ArrowLeft', tabs, 'policies')).toBe('file-claim');
  });

  it('goes to the first tab with Home and the last with End', () => {
    expect(tabForKey('Home', tabs, 'documents')).toBe('policies');
    expect(tabForKey('End', tabs, 'claims')).toBe('file-claim');
  });

  it('leaves any other key to the browser', () => {
    expect(tabForKey('ArrowDown', tabs, 'claims')).toBeNull();
    expect(tabForKey('Enter', tabs, 'claims')).toBeNull();
    expect(tabForKey('a', tabs, 'claims')).toBeNull();
  });
});
