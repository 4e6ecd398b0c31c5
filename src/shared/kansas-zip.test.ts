import { expect, it } from 'vitest';
import { isKansasZip } from './kansas-zip';

it.each([
  ['66210', true],
  ['67954', true],
  ['66002', true],
  ['64111', false],
  ['68001', false],
  ['6621', false],
])('isKansasZip(%s) is %s', (zip, expected) => {
  expect(isKansasZip(zip)).toBe(expected);
});
