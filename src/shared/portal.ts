import { z } from 'zod';
import { agencyToday, daysBetween } from './agency-time';
import { calendarDate, recordId } from './fields';

/** The client portal's tabs, kept in the URL as `?tab=`. */
export const portalTabs = [
  { id: 'policies', label: 'My Policies' },
  { id: 'claims', label: 'Claims' },
  { id: 'documents', label: 'Documents' },
  { id: 'file-claim', label: 'File Claim' },
] as const;
export type PortalTab = (typeof portalTabs)[number]['id'];

/** Texts of the portal; the server and the views use the same words. */
export const portalMessages = {
  policiesError: 'Unable to Load Policies',
  policiesErrorText: 'We could not load your policies. Please try again later.',
  noPolicies: 'No Policies Found',
  noPoliciesText: 'You have no policies with us yet.',
  claimsError: 'Unable to Load Claims',
  claimsErrorText: 'We could not load your claims. Please try again later.',
  noClaims: 'No Claims Found',
  noClaimsText: 'You have not filed any claims.',
  policyExpired: 'Policy has expired',
  amountPending: 'Pending',
  // The claim form.
  policyRequired: 'Please select a policy',
  incidentDateRequired: 'Incident date is required',
  incidentDateFuture: 'The incident date cannot be in the future',
  descriptionTooShort: 'Please provide a detailed description (at least 10 characters)',
  amountInvalid: 'Please enter an amount of 0 or more, in dollars and cents',
  policyNotActive: 'Claims can only be filed on an active policy',
  claimSubmitFailedTitle: 'Submission Failed',
  claimSubmitFailed: 'Failed to submit claim. Please try again.',
  claimSubmittedTitle: 'Claim Submitted',
  // Reporting a mistake in a policy.
  currentAsOf: 'Information current as of',
  reportOpen: 'Something wrong? Tell us',
  reportLabel: 'What is wrong with this policy?',
  reportTooShort: 'Please tell us what is wrong (at least 10 characters)',
  reportTooLong: 'Please keep it under 1000 characters',
  reportFailed: 'We could not send your report. Please try again, or call us.',
  reportSent: 'Thank you. We have told the agency; an agent will correct it and let you know.',
  // Photos and documents of a claim.
  claimFilesTooMany: 'A claim can carry up to 10 photos and documents. Please e-mail us the rest.',
  claimClosed: 'This claim is closed. To add to it, please call us.',
} as const;

/** Expiry warnings start this many days ahead. */
export const EXPIRY_WARNING_DAYS = 30;

/**
 * The expiry warning of a policy: `Expires in N days` within 30 days and not yet past,
 * `Policy has expired` at or past its date, nothing otherwise.
 */
export function expiryWarning(expirationDate: string, today: string): string | null {
  const days = daysBetween(today, expirationDate);
  if (days <= 0) return portalMessages.policyExpired;
  if (days <= EXPIRY_WARNING_DAYS) return `Expires in ${days} ${days === 1 ? 'day' : 'days'}`;
  return null;
}

export const policyStatuses = ['active', 'expired', 'cancelled', 'other'] as const;
export const claimStatuses = ['submitted', 'processing', 'approved', 'denied', 'closed'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/**
 * Claims still being worked: every status but `closed` (approved and denied claims still wait
 * for the agency to close them).
 */
export const openClaimStatuses = [
  'submitted',
  'processing',
  'approved',
  'denied',
] as const satisfies readonly Exclude<ClaimStatus, 'closed'>[];
export type OpenClaimStatus = (typeof openClaimStatuses)[number];

/** What a client reads for each claim status. */
export const claimStatusText: Record<ClaimStatus, { label: string; text: string }> = {
  submitted: {
    label: 'Submitted',
    text: 'Your claim has been received and is under review. We may contact you for more information.',
  },
  processing: {
    label: 'Processing',
    text: 'Your claim is being processed by our team. We are reviewing the details.',
  },
  approved: { label: 'Approved', text: 'Your claim has been approved for payment.' },
  denied: {
    label: 'Denied',
    text: 'Your claim has been denied. Please contact us if you have questions.',
  },
  closed: { label: 'Closed', text: 'This claim is closed.' },
};

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const decimalString = z.string().regex(/^\d+(\.\d{1,2})?$/);

/** GET /api/client/policies: the client's policies. */
export const policySchema = z.object({
  id: z.number().int(),
  policyType: z.string(),
  status: z.string(),
  carrier: z.string(),
  policyNumber: z.string(),
  premium: decimalString,
  deductible: decimalString.nullable(),
  effectiveDate: isoDate,
  expirationDate: isoDate,
});
export type Policy = z.infer<typeof policySchema>;

/**
 * GET /api/client/policies/current-as-of: for each policy the caller sees (by id), the ISO instant
 * its information was last confirmed by the agency (an edit, or an import of its book). Apart from
 * `Policy`, whose shape the specification fixes.
 */
export const policiesCurrentAsOfSchema = z.record(z.string().regex(/^\d+$/), z.iso.datetime());
export type PoliciesCurrentAsOf = z.infer<typeof policiesCurrentAsOfSchema>;

/** The words a client writes about a policy's mistake, at most this long. */
export const POLICY_REPORT_MAX = 1000;

/** POST /api/client/policies/:id/report: one schema for the form and the server. */
export const policyReportSchema = z.object({
  message: z
    .string({ error: portalMessages.reportTooShort })
    .trim()
    .min(10, portalMessages.reportTooShort)
    .max(POLICY_REPORT_MAX, portalMessages.reportTooLong),
});
export type PolicyReportInput = z.input<typeof policyReportSchema>;

/** The 202 answer to a report. */
export const policyReportReceivedSchema = z.object({ message: z.string() });

/** One step of a claim's status history as the client sees it (no internal notes). */
export const claimEventSchema = z.object({
  fromStatus: z.enum(claimStatuses).nullable(),
  toStatus: z.enum(claimStatuses),
  note: z.string().nullable(),
  createdAt: z.string(),
});

/** A photo or document of a claim (download at /api/documents/:id/download). */
export const claimAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  uploadedAt: z.string(),
});
export type ClaimAttachment = z.infer<typeof claimAttachmentSchema>;

/** The photos and documents one claim can carry. */
export const MAX_CLAIM_ATTACHMENTS = 10;

/** GET /api/client/claims: the claims still being worked first, then closed ones; newest first in each. */
export const claimSchema = z.object({
  id: z.number().int(),
  claimNumber: z.string(),
  status: z.enum(claimStatuses),
  description: z.string(),
  incidentDate: isoDate,
  amount: decimalString.nullable(),
  createdAt: z.string(),
  policyId: z.number().int(),
  /** Addition: the policy's number and type, so a claim reads without a second lookup. */
  policyNumber: z.string(),
  policyType: z.string(),
  history: z.array(claimEventSchema),
  /** Addition: the claim's photos and documents, oldest first. */
  attachments: z.array(claimAttachmentSchema),
});
export type Claim = z.infer<typeof claimSchema>;

/**
 * POST /api/client/claims: one schema for the form and the server. The form sends `policyId` as a
 * number and `amount` as a number or null; the incident date may not be after today in the agency's
 * time zone (the server checks with its own clock).
 */
export const newClaimSchema = z.object({
  policyId: recordId(portalMessages.policyRequired),
  incidentDate: calendarDate(portalMessages.incidentDateRequired).refine(
    (date) => date <= agencyToday(),
    portalMessages.incidentDateFuture,
  ),
  description: z
    .string({ error: portalMessages.descriptionTooShort })
    .trim()
    .min(10, portalMessages.descriptionTooShort)
    .max(5000),
  amount: z
    .number({ error: portalMessages.amountInvalid })
    .min(0, portalMessages.amountInvalid)
    .max(99_999_999.99, portalMessages.amountInvalid)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, portalMessages.amountInvalid)
    .nullable(),
});
export type NewClaimInput = z.input<typeof newClaimSchema>;

/** A claim whose incident is dated before its policy began (dates as YYYY-MM-DD). */
export function incidentBeforePolicyMessage(effectiveDate: string): string {
  const [year, month, day] = effectiveDate.split('-');
  return `The incident date is before this policy began (${month}/${day}/${year}).`;
}
