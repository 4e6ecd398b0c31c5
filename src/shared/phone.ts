/**
 * `tel:` link for a display phone number such as (913) 555-0142, or one written with the
 * country's leading 1 (1-800-555-0142), which is not doubled.
 */
export function phoneHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;
}

/**
 * Whether `text` is a phone number as people write one: digits with spaces, dots, dashes,
 * brackets, a leading + and an extension ("x 12", "ext. 12"); ten digits, eleven with the
 * country's leading 1, or 8 to 15 after a + (another country). Never a link, a sentence or a note:
 * the number reaches staff screens, e-mails and calendar files as it was typed.
 */
export function isPhoneNumber(text: string): boolean {
  const match = /^(\+?)([\d\s().-]+?)(?:\s*(?:x|ext\.?|extension)\s*\d{1,6})?$/i.exec(text.trim());
  if (!match) return false;
  const digits = match[2]!.replace(/\D/g, '');
  if (match[1]) return digits.length >= 8 && digits.length <= 15;
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}
