import type { AgencyProfile } from '#shared/agency';
import { formatUsd } from '#shared/format';
import { composeEmail } from '../mail/compose';

export interface FiledClaim {
  claimNumber: string;
  policyNumber: string;
  policyType: string;
  incidentDate: string;
  description: string;
  amount: string | null;
  client: { email: string; firstName: string | null; lastName: string | null };
}

/** The agency's heads-up about a new claim, and the client's receipt. */
export function claimFiledEmails(claim: FiledClaim, agency: AgencyProfile, notifyTo: string) {
  const name =
    [claim.client.firstName, claim.client.lastName].filter(Boolean).join(' ') || claim.client.email;
  const facts = [
    `Claim: ${claim.claimNumber}`,
    `Policy: ${claim.policyNumber} (${claim.policyType})`,
    `Incident date: ${claim.incidentDate}`,
    `Estimated amount: ${claim.amount ? formatUsd(claim.amount) : 'not given'}`,
  ];
  return [
    composeEmail(
      {
        kind: 'claim-notification',
        to: notifyTo,
        subject: `New claim ${claim.claimNumber}: ${name}`,
        paragraphs: [
          `${name} (${claim.client.email}) filed a claim in the client portal.`,
          ...facts,
          `Description: ${claim.description}`,
        ],
      },
      agency,
    ),
    composeEmail(
      {
        kind: 'claim-confirmation',
        to: claim.client.email,
        subject: `We received your claim ${claim.claimNumber} – ${agency.name}`,
        paragraphs: [
          `Thank you. We received your claim ${claim.claimNumber} and will review it. We may contact you for more information.`,
          ...facts,
          `You can follow its status in your client portal, or call us at ${agency.phone}.`,
        ],
      },
      agency,
    ),
  ];
}

export interface PolicyReport {
  policyNumber: string;
  policyType: string;
  carrier: string;
  message: string;
  client: { email: string; firstName: string | null; lastName: string | null };
}

/** The agency's note that a client found a mistake in a policy; the client gets no e-mail. */
export function policyReportEmail(report: PolicyReport, agency: AgencyProfile, notifyTo: string) {
  const name =
    [report.client.firstName, report.client.lastName].filter(Boolean).join(' ') ||
    report.client.email;
  return composeEmail(
    {
      kind: 'policy-report',
      to: notifyTo,
      subject: `Policy ${report.policyNumber} needs a correction: ${name}`,
      paragraphs: [
        `${name} (${report.client.email}) reported a mistake in a policy in the client portal. Please correct the policy and let them know.`,
        `Policy: ${report.policyNumber} (${report.policyType}, ${report.carrier})`,
        `What is wrong: ${report.message}`,
      ],
    },
    agency,
  );
}
