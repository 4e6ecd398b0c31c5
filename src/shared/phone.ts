/**
 * `tel:` link for a display phone number such as (913) 555-0142, or one written with the
 * country's leading 1 (1-800-555-0142), which is not doubled.
 */
export function phoneHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;
}
