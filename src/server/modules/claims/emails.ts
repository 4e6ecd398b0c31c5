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
