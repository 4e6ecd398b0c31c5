import { z } from 'zod';
import { agencyToday } from './agency-time';
import { endpoint } from './endpoints';
import { calendarDate, recordId } from './fields';
import { decimalString, isoDate } from './policies';

/** Texts of the portal's claims; the server and the views use the same words. */
export const claimMessages = {
  claimsError: 'Unable to Load Claims',
  claimsErrorText: 'We could not load your claims. Please try again later.',
  noClaims: 'No Claims Found',
  noClaimsText: 'You have not filed any claims.',
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
  // Photos and documents of a claim.
  claimFilesTooMany: 'A claim can carry up to 10 photos and documents. Please e-mail us the rest.',
  claimClosed: 'This claim is closed. To add to it, please call us.',
} as const;

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
  policyId: recordId(claimMessages.policyRequired),
  incidentDate: calendarDate(claimMessages.incidentDateRequired).refine(
    (date) => date <= agencyToday(),
    claimMessages.incidentDateFuture,
  ),
  description: z
    .string({ error: claimMessages.descriptionTooShort })
    .trim()
    .min(10, claimMessages.descriptionTooShort)
    .max(5000),
  amount: z
    .number({ error: claimMessages.amountInvalid })
    .min(0, claimMessages.amountInvalid)
    .max(99_999_999.99, claimMessages.amountInvalid)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, claimMessages.amountInvalid)
    .nullable(),
});
export type NewClaimInput = z.input<typeof newClaimSchema>;

/** A claim whose incident is dated before its policy began (dates as YYYY-MM-DD). */
export function incidentBeforePolicyMessage(effectiveDate: string): string {
  const [year, month, day] = effectiveDate.split('-');
  return `The incident date is before this policy began (${month}/${day}/${year}).`;
}

// --- the portal's claim endpoints ----------------------------------------------------------------

/** What the portal calls for the signed-in person's claims. */
export const claimEndpoints = {
  list: endpoint('GET', '/api/client/claims', { response: { 200: z.array(claimSchema) } }),
  file: endpoint('POST', '/api/client/claims', {
    body: newClaimSchema,
    response: { 201: claimSchema },
  }),
  /** One photo or document as multipart (`file`). */
  addAttachment: endpoint('POST', '/api/client/claims/:id/attachments', {
    params: z.object({ id: z.string().max(20) }),
    response: { 201: claimAttachmentSchema },
  }),
};
