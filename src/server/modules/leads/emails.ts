import type { AgencyProfile } from '#shared/agency';
import type { Lead } from '#shared/leads';
import { escapeHtml } from '../mail/html';
import type { OutgoingEmail } from '../mail/outbox';

function describeLead(lead: Lead): [string, string][] {
  const rows: [string, string | null][] = [
    ['Name', `${lead.firstName} ${lead.lastName}`],
    ['E-mail', lead.email],
    ['Phone', lead.phone],
    ['Quote type', lead.type],
    ['Coverage', lead.coverageTypes.join(', ')],
    ['Business', lead.businessName],
    ['Industry', lead.industry],
    ['From page', lead.sourcePage],
    ['Notes', lead.additionalInfo],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

const table = (rows: [string, string][]) =>
  `<table cellpadding="4">${rows
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table>`;

/** Stands for the lead's id in a subject until the database has assigned it. */
export const LEAD_ID_PLACEHOLDER = '{leadId}';

/**
 * The agency's heads-up (answer within 24 hours) and the visitor's confirmation. `ref` is the
 * lead's id as shown in the subject (or LEAD_ID_PLACEHOLDER).
 */
export function leadEmails(
  lead: Lead,
  ref: string | number,
  agency: AgencyProfile,
  notifyTo: string,
): Omit<OutgoingEmail, 'leadId'>[] {
  const rows = describeLead(lead);
  const name = `${lead.firstName} ${lead.lastName}`;
  return [
    {
      kind: 'lead-notification',
      to: notifyTo,
      subject: `New ${lead.type} quote request #${ref}: ${name}`,
      text: [
        `A new quote request arrived. Please contact ${lead.firstName} within 24 hours.`,
        '',
        ...rows.map(([k, v]) => `${k}: ${v}`),
      ].join('\n'),
      html: `<p>A new quote request arrived. Please contact ${escapeHtml(lead.firstName)} within 24 hours.</p>${table(rows)}`,
    },
    {
      kind: 'lead-confirmation',
      to: lead.email,
      subject: `We received your quote request – ${agency.name}`,
      text: [
        // No visitor-typed text in mail to a visitor-typed address: the form must not become a
        // way to send arbitrary words from the agency's domain.
        'Hello,',
        '',
        `Thank you for your quote request. A licensed ${agency.licenseState} agent will contact you within 24 hours with your personalized quote.`,
        `Need help sooner? Call us at ${agency.phone}.`,
        '',
        `${agency.name}`,
        `${agency.address.street}, ${agency.address.city}, ${agency.address.state} ${agency.address.zip}`,
      ].join('\n'),
      html: [
        '<p>Hello,</p>',
        `<p>Thank you for your quote request. A licensed ${escapeHtml(agency.licenseState)} agent will contact you within 24 hours with your personalized quote.</p>`,
        `<p>Need help sooner? Call us at <a href="tel:${escapeHtml(agency.phone.replace(/\D/g, ''))}">${escapeHtml(agency.phone)}</a>.</p>`,
        `<p>${escapeHtml(agency.name)}<br>${escapeHtml(agency.address.street)}, ${escapeHtml(agency.address.city)}, ${escapeHtml(agency.address.state)} ${escapeHtml(agency.address.zip)}</p>`,
      ].join(''),
    },
  ];
}
