import { z } from 'zod';
import { daysBetween } from './agency-time';
import { endpoint } from './endpoints';

/** Texts of the portal's policies; the server and the views use the same words. */
export const policyMessages = {
  policiesError: 'Unable to Load Policies',
  policiesErrorText: 'We could not load your policies. Please try again later.',
  noPolicies: 'No Policies Found',
  noPoliciesText: 'You have no policies with us yet.',
  policyExpired: 'Policy has expired',
  // Reporting a mistake in a policy.
  currentAsOf: 'Information current as of',
  reportOpen: 'Something wrong? Tell us',
  reportLabel: 'What is wrong with this policy?',
  reportTooShort: 'Please tell us what is wrong (at least 10 characters)',
  reportTooLong: 'Please keep it under 1000 characters',
  reportFailed: 'We could not send your report. Please try again, or call us.',
  reportSent: 'Thank you. We have told the agency; an agent will correct it and let you know.',
} as const;

/** Expiry warnings start this many days ahead. */
export const EXPIRY_WARNING_DAYS = 30;

/**
 * The expiry warning of a policy: `Expires in N days` within 30 days and not yet past,
 * `Policy has expired` at or past its date, nothing otherwise.
 */
export function expiryWarning(expirationDate: string, today: string): string | null {
  const days = daysBetween(today, expirationDate);
  if (days <= 0) return policyMessages.policyExpired;
  if (days <= EXPIRY_WARNING_DAYS) return `Expires in ${days} ${days === 1 ? 'day' : 'days'}`;
  return null;
}

export const policyStatuses = ['active', 'expired', 'cancelled', 'other'] as const;

/** A calendar date as the API writes it (YYYY-MM-DD). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** An amount of money as the API writes it, in dollars and cents. */
export const decimalString = z.string().regex(/^\d+(\.\d{1,2})?$/);

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
    .string({ error: policyMessages.reportTooShort })
    .trim()
    .min(10, policyMessages.reportTooShort)
    .max(POLICY_REPORT_MAX, policyMessages.reportTooLong),
});
export type PolicyReportInput = z.input<typeof policyReportSchema>;

/** The 202 answer to a report. */
export const policyReportReceivedSchema = z.object({ message: z.string() });

// --- the portal's policy endpoints ---------------------------------------------------------------

/** What the portal calls for the signed-in person's policies. */
export const policyEndpoints = {
  list: endpoint('GET', '/api/client/policies', { response: { 200: z.array(policySchema) } }),
  currentAsOf: endpoint('GET', '/api/client/policies/current-as-of', {
    response: { 200: policiesCurrentAsOfSchema },
  }),
  report: endpoint('POST', '/api/client/policies/:id/report', {
    params: z.object({ id: z.string() }),
    body: policyReportSchema,
    response: { 202: policyReportReceivedSchema },
  }),
};
