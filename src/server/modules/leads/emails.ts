import { type AgencyProfile } from '#shared/agency';
import { openingHours } from '#shared/agency-text';
import { CALLBACK_LEAD_TYPE } from '#shared/site-routes';
import type { Lead } from '#shared/leads';
import { greeting } from '../mail/greeting';
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
  const callback = lead.type === CALLBACK_LEAD_TYPE;
  const request = callback ? 'callback request' : 'quote request';
  const promise = callback
    ? `A licensed ${agency.licenseState} agent will call you back during office hours (${openingHours(agency)}).`
    : `A licensed ${agency.licenseState} agent will contact you within 24 hours with your personalized quote.`;
  const arrived = callback
    ? `A callback request arrived. Please call ${lead.firstName} at ${lead.phone} within one business day.`
    : `A new quote request arrived. Please contact ${lead.firstName} within 24 hours.`;
  return [
    {
      kind: 'lead-notification',
      to: notifyTo,
      subject: callback
        ? `New callback request #${ref}: ${name}`
        : `New ${lead.type} quote request #${ref}: ${name}`,
      text: [arrived, '', ...rows.map(([k, v]) => `${k}: ${v}`)].join('\n'),
      html: `<p>${escapeHtml(arrived)}</p>${table(rows)}`,
    },
    {
      kind: 'lead-confirmation',
      to: lead.email,
      subject: `We received your ${request} – ${agency.name}`,
      text: [
        // Of the visitor's words only a name-shaped first name (greeting): the form must not
        // become a way to send arbitrary words from the agency's domain.
        greeting(lead.firstName),
        '',
        `Thank you for your ${request}. ${promise}`,
        `Need help sooner? Call us at ${agency.phone}.`,
        '',
        `${agency.name}`,
        `${agency.address.street}, ${agency.address.city}, ${agency.address.state} ${agency.address.zip}`,
      ].join('\n'),
      html: [
        `<p>${escapeHtml(greeting(lead.firstName))}</p>`,
        `<p>${escapeHtml(`Thank you for your ${request}. ${promise}`)}</p>`,
        `<p>Need help sooner? Call us at <a href="tel:${escapeHtml(agency.phone.replace(/\D/g, ''))}">${escapeHtml(agency.phone)}</a>.</p>`,
        `<p>${escapeHtml(agency.name)}<br>${escapeHtml(agency.address.street)}, ${escapeHtml(agency.address.city)}, ${escapeHtml(agency.address.state)} ${escapeHtml(agency.address.zip)}</p>`,
      ].join(''),
    },
  ];
}
