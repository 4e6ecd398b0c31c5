/**
 * Kansas ZIP codes run from 66002 to 67954: the 660–679 prefixes. Apart from the lead schemas so
 * that a page can say so without loading zod.
 */
export function isKansasZip(zip: string): boolean {
  const prefix = Number(zip.slice(0, 3));
  return /^\d{5}$/.test(zip) && prefix >= 660 && prefix <= 679;
}
