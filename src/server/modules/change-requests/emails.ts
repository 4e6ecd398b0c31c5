import type { AgencyProfile } from '#shared/agency';
import {
  type ServiceRequestStatus,
  type ServiceRequestType,
  kindOfType,
  serviceMessages,
  serviceRequestTypeLabels,
  serviceStatusText,
} from '#shared/change-requests';
import { displayName } from '#shared/staff/team';
import { formatMoment } from '#shared/format';
import { composeEmail } from '../mail/compose';
import { greeting } from '../mail/greeting';

export interface ServiceMail {
  agency: AgencyProfile;
  /** Where the agency's own notices go (AGENCY_NOTIFY_EMAIL, else the agency's address). */
  notifyTo: string;
  /** PUBLIC_URL, or http://localhost:PORT: where the e-mailed links point. */
  origin: string;
}

interface RequestFacts {
  id: number;
  reference: string;
  type: ServiceRequestType;
  summary: string;
  policy: { policyNumber: string; policyType: string } | null;
}

interface Person {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

const policyLine = (request: RequestFacts) =>
  request.policy ? [`Policy: ${request.policy.policyNumber} (${request.policy.policyType})`] : [];

const portalLink = (mail: ServiceMail) => ({
  href: `${mail.origin}/client-portal?tab=policies#your-requests`,
  label: 'Follow your request',
});

const staffLink = (request: RequestFacts, mail: ServiceMail) =>
  `${mail.origin}/staff/service/${request.id}`;

/** The client's receipt with the reference number, and the agency's notice of a new request. */
export function requestReceivedEmails(
  request: RequestFacts & { note: string | null; dueAt: Date },
  client: Person,
  mail: ServiceMail,
) {
  const what = serviceRequestTypeLabels[request.type];
  const change = kindOfType(request.type) === 'change';
  return [
    composeEmail(
      {
        kind: 'service-request-received',
        to: client.email,
        subject: `We received your request ${request.reference} – ${mail.agency.name}`,
        paragraphs: [
          greeting(client.firstName),
          `Thank you. We received your request ${request.reference}: ${what}.`,
          request.summary,
          ...policyLine(request),
          ...(change ? [serviceMessages.acknowledgement] : []),
          `We will e-mail you at each step. Questions? Call us at ${mail.agency.phone}.`,
        ],
        link: portalLink(mail),
      },
      mail.agency,
    ),
    composeEmail(
      {
        kind: 'service-request-notification',
        to: mail.notifyTo,
        subject: `New request ${request.reference}: ${what} – ${displayName(client)}`,
        paragraphs: [
          `${displayName(client)} (${client.email}) sent a request from the client portal.`,
          request.summary,
          ...policyLine(request),
          ...(request.note ? [`Their note: ${request.note}`] : []),
          `Due by ${formatMoment(request.dueAt.toISOString())} (Kansas time).`,
        ],
        link: { href: staffLink(request, mail), label: 'Open the request' },
      },
      mail.agency,
    ),
  ];
}

/** The client's e-mail when staff move their request or write them a note. */
export function requestUpdateEmail(
  request: RequestFacts & { status: ServiceRequestStatus },
  update: { moved: boolean; note: string | null },
  client: Person,
  mail: ServiceMail,
) {
  const status = serviceStatusText(request.status, kindOfType(request.type));
  return composeEmail(
    {
      kind: 'service-request-update',
      to: client.email,
      subject: update.moved
        ? `Your request ${request.reference} is now ${status.label} – ${mail.agency.name}`
        : `A note about your request ${request.reference} – ${mail.agency.name}`,
      paragraphs: [
        greeting(client.firstName),
        update.moved
          ? `There is news about your request ${request.reference} (${request.summary}): ${status.text}`
          : `Your agent wrote about your request ${request.reference} (${request.summary}).`,
        ...(update.note ? [`A note from our team: ${update.note}`] : []),
        `Questions? Reply to this e-mail or call us at ${mail.agency.phone}.`,
      ],
      link: portalLink(mail),
    },
    mail.agency,
  );
}

/** The agency's notice that a client answered on a request (to its assignee, else the office). */
export function requestReplyEmail(
  request: RequestFacts,
  message: string,
  client: Person,
  to: string,
  mail: ServiceMail,
) {
  return composeEmail(
    {
      kind: 'service-request-reply',
      to,
      subject: `${displayName(client)} answered on ${request.reference}`,
      paragraphs: [
        `${displayName(client)} (${client.email}) answered on request ${request.reference} (${request.summary}).`,
        `Their answer: ${message}`,
      ],
      link: { href: staffLink(request, mail), label: 'Open the request' },
    },
    mail.agency,
  );
}

/** The client's certificate, attached, when staff issue it. */
export function certificateIssuedEmail(
  request: RequestFacts,
  certificate: { fileName: string; bytes: Buffer },
  client: Person,
  mail: ServiceMail,
) {
  return {
    ...composeEmail(
      {
        kind: 'certificate-issued',
        to: client.email,
        subject: `Your certificate of insurance ${request.reference} – ${mail.agency.name}`,
        paragraphs: [
          greeting(client.firstName),
          `Your certificate is issued (${request.summary}). It is attached, and in your client portal under Certificates.`,
          `Questions? Reply to this e-mail or call us at ${mail.agency.phone}.`,
        ],
        link: {
          href: `${mail.origin}/client-portal?tab=certificates`,
          label: 'Your certificates',
        },
      },
      mail.agency,
    ),
    attachments: [
      {
        filename: certificate.fileName,
        contentType: 'application/pdf',
        contentBase64: certificate.bytes.toString('base64'),
      },
    ],
  };
}
