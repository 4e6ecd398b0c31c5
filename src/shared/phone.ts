/** `tel:` link for a display phone number such as (913) 555-0142. */
export function phoneHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}
