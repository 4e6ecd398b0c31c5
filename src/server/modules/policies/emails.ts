import type { AgencyProfile } from '#shared/agency';
import { composeEmail } from '../mail/compose';

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
