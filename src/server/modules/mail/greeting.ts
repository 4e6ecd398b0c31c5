/**
 * A person's name as the agency's e-mails may say it: words of letters joined by a space, an
 * apostrophe or a hyphen, an initial's period, at most `max` characters; otherwise null. An
 * e-mail often goes to an address someone typed (a quote request, a booking, an invitation): only
 * a name-shaped word of theirs may reach its greeting or its subject, never a link or a sentence,
 * so no form can send someone else arbitrary words from the agency's domain.
 */
export function nameShaped(text: string | null | undefined, max = 40): string | null {
  const name = (text ?? '').trim();
  const shaped = /^[\p{L}\p{M}]+\.?(?:[ '’-][\p{L}\p{M}]+\.?)*$/u.test(name);
  return shaped && name.length <= max ? name : null;
}

/** "Hello Ann," when the name reads as a name (nameShaped), otherwise "Hello,". */
export function greeting(name: string | null | undefined): string {
  const shaped = nameShaped(name);
  return shaped ? `Hello ${shaped},` : 'Hello,';
}
