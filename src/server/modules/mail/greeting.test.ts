import { describe, expect, it } from 'vitest';
import { greeting, nameShaped } from './greeting';

describe('greeting', () => {
  it.each([
    ['Ann', 'Hello Ann,'],
    ['  José ', 'Hello José,'],
    ["O'Brien-Smith", "Hello O'Brien-Smith,"],
    ['Mary Ann', 'Hello Mary Ann,'],
    ['J.', 'Hello J.,'],
  ])('greets %j by name', (name, expected) => {
    expect(greeting(name)).toBe(expected);
  });

  it.each([
    'Win $500 at http://prize.example',
    'see prize.example/now',
    'see prize.example',
    'Ann <b>',
    '12345',
    'A'.repeat(41),
    '',
  ])('greets %j without it: no link, sentence or markup reaches a typed address', (name) => {
    expect(greeting(name)).toBe('Hello,');
  });
});

describe('nameShaped', () => {
  it('keeps a name, and nothing that is not one', () => {
    expect(nameShaped('  Mary Ann ')).toBe('Mary Ann');
    expect(nameShaped('Dana, your auto policy LAPSES TODAY. Pay at https://pay.example')).toBe(
      null,
    );
    expect(nameShaped(null)).toBe(null);
    expect(nameShaped('Delgado Roofing', 60)).toBe('Delgado Roofing');
  });
});
