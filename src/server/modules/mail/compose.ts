import type { AgencyProfile } from '#shared/agency';
import { escapeHtml } from './html';
import type { OutgoingEmail } from './outbox';

export interface PlainEmail {
  kind: string;
  to: string;
  subject: string;
  /** Paragraphs of plain text; escaped for the HTML part. */
  paragraphs: string[];
  /** A button-like link under the paragraphs, written out in full in the text part. */
  link?: { href: string; label: string };
}

/** A short e-mail from the agency in text and HTML, signed with its name, address and phone. */
export function composeEmail(mail: PlainEmail, agency: AgencyProfile): OutgoingEmail {
  const { street, city, state, zip } = agency.address;
  const signature = [agency.name, `${street}, ${city}, ${state} ${zip}`, agency.phone];
  const text = [
    ...mail.paragraphs.flatMap((p) => [p, '']),
    ...(mail.link ? [`${mail.link.label}: ${mail.link.href}`, ''] : []),
    ...signature,
  ].join('\n');
  const html = [
    ...mail.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    mail.link
      ? `<p><a href="${escapeHtml(mail.link.href)}">${escapeHtml(mail.link.label)}</a></p>`
      : '',
    `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
  ].join('');
  return { kind: mail.kind, to: mail.to, subject: mail.subject, text, html };
}
