import { describe, expect, it } from 'vitest';
import { carrierCategories, carriers, line } from '#content/carriers';

describe('carriers directory', () => {
  it('lists exactly 42 carriers with unique slug ids', () => {
    expect(carriers).toHaveLength(42);
    const ids = carriers.map((c) => c.id);
    expect(new Set(ids).size).toBe(42);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every carrier a name, a description and known coverage lines', () => {
    const known = new Set<string>(carrierCategories);
    for (const carrier of carriers) {
      expect(carrier.name.trim()).not.toBe('');
      expect(carrier.description.length).toBeGreaterThan(40);
      expect(carrier.categories.length).toBeGreaterThan(0);
      for (const category of carrier.categories) expect(known).toContain(category);
    }
  });

  it('covers every line the spec names', () => {
    const used = new Set(carriers.flatMap((c) => c.categories));
    for (const category of carrierCategories) expect(used).toContain(category);
  });

  it('sorts each line into personal or commercial', () => {
    expect(line('personal auto')).toBe('personal');
    expect(line('pet')).toBe('personal');
    expect(line('workers compensation')).toBe('commercial');
    expect(line('short term rental')).toBe('commercial');
  });
});
