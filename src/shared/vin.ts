/**
 * Vehicle identification numbers as North American vehicles since 1981 carry them (49 CFR 565):
 * 17 letters and digits without I, O or Q, the ninth a check digit computed from the others.
 */

const VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

export const vinMessages = {
  shape: 'A VIN has 17 letters and digits, without I, O or Q',
  checkDigit: "This VIN's check digit does not match: please check each character",
} as const;

/** The VIN as stored: capitals, no spaces or dashes. */
export const normalizeVin = (vin: string) => vin.toUpperCase().replace(/[\s-]/g, '');

/** The check digit the first, and the last eight, characters call for: `0`–`9` or `X`. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i]!;
    const value = /\d/.test(c) ? Number(c) : (VALUES[c] ?? 0);
    sum += value * WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Null for a valid VIN, else what is wrong with it. */
export function vinProblem(input: string): string | null {
  const vin = normalizeVin(input);
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return vinMessages.shape;
  return vin[8] === vinCheckDigit(vin) ? null : vinMessages.checkDigit;
}
