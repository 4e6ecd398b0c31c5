import { z } from 'zod';
import { endpoint } from '../endpoints';
import { calendarDate, idParams } from '../fields';
import { paymentMessages } from '../payments';

/**
 * How clients pay, as staff keep it (/staff/payments and a client's page): each carrier's payment
 * page and phone, each policy's automatic payments and next due date. What the portal shows is
 * in ../payments.ts.
 */

/** PUT /api/staff/policies/:id/billing: what staff know of how the client pays the policy. */
export const policyBillingSchema = z.object({
  autopay: z.boolean(),
  nextPaymentDue: z
    .union([z.literal(''), z.null(), calendarDate(paymentMessages.dueInvalid)], {
      error: paymentMessages.dueInvalid,
    })
    .optional()
    .transform((value) => value || null),
});
export type PolicyBilling = z.output<typeof policyBillingSchema>;
/** The answer of PUT /api/staff/policies/:id/billing: what is now kept. */
export const policyBillingSavedSchema = z.object({
  autopay: z.boolean(),
  nextPaymentDue: z.string().nullable(),
});

/** A payment page: https only (a link the portal shows clients must not be a script or http). */
const paymentUrl = z
  .union([
    z.literal(''),
    z.null(),
    z
      .string()
      .trim()
      .max(500, paymentMessages.urlInvalid)
      .refine((value) => {
        try {
          const url = new URL(value);
          return url.protocol === 'https:' && url.hostname.includes('.') && !url.username;
        } catch {
          return false;
        }
      }, paymentMessages.urlInvalid),
  ])
  .optional()
  .transform((value) => value || null);

const paymentPhone = z
  .union([
    z.literal(''),
    z.null(),
    z
      .string()
      .trim()
      .max(40, paymentMessages.phoneInvalid)
      .refine((value) => {
        const digits = value.replace(/\D/g, '');
        return /^[\d\s()+.-]+$/.test(value) && (digits.length === 10 || digits.length === 11);
      }, paymentMessages.phoneInvalid),
  ])
  .optional()
  .transform((value) => value || null);

/** PUT /api/staff/carrier-payments/:carrier */
export const carrierPaymentInputSchema = z.object({ paymentUrl, paymentPhone });
export type CarrierPaymentInput = z.input<typeof carrierPaymentInputSchema>;

/** GET /api/staff/carrier-payments: every carrier of the list or of a policy, by name. */
export const carrierPaymentSchema = z.object({
  carrier: z.string(),
  paymentUrl: z.string().nullable(),
  paymentPhone: z.string().nullable(),
  /** Policies of this carrier in force: whose clients read it. */
  activePolicies: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type CarrierPayment = z.infer<typeof carrierPaymentSchema>;

// --- the console's payment endpoints -------------------------------------------------------------

/** What the console calls to keep how clients pay. */
export const staffPaymentEndpoints = {
  carriers: endpoint('GET', '/api/staff/carrier-payments', {
    response: { 200: z.array(carrierPaymentSchema) },
  }),
  /** The carrier's name may hold spaces, `&` or `/`: the path carries it encoded. */
  saveCarrier: endpoint('PUT', '/api/staff/carrier-payments/:carrier', {
    params: z.object({ carrier: z.string().min(1).max(200) }),
    body: carrierPaymentInputSchema,
    response: { 200: carrierPaymentSchema },
  }),
  saveBilling: endpoint('PUT', '/api/staff/policies/:id/billing', {
    params: idParams,
    body: policyBillingSchema,
    response: { 200: policyBillingSavedSchema },
  }),
};
