import { z } from 'zod';
import { endpoint } from './endpoints';

/**
 * How a client pays each policy: the insurance company's payment page and phone (staff keep them
 * per carrier), whether the policy is on automatic payments and when the next payment is due
 * (staff keep them per policy). The agency does not take payments itself.
 */

export const paymentMessages = {
  title: 'How to pay',
  intro: 'You pay your insurance company directly. Here is how, for each policy.',
  payOnline: 'Pay online',
  payByPhone: 'Pay by phone',
  autopayOn: 'Automatic payments are on: nothing to do.',
  autopayOff: 'Automatic payments are off.',
  nextDue: 'Next payment due',
  noCarrierDetails: (phone: string) =>
    `Call us at ${phone} and we will give you your insurance company's payment details.`,
  urlInvalid: 'Please enter the payment page as a full https:// address, or leave it empty',
  phoneInvalid: 'Please enter a phone number of 10 digits, or leave it empty',
  dueInvalid: 'Please enter the next due date, or leave it empty',
  carrierUnknown: 'Not found',
  saved: 'Saved.',
} as const;

/** GET /api/client/payments: one entry per policy in force in the person's scope. */
export const policyPaymentSchema = z.object({
  policyId: z.number().int(),
  policyNumber: z.string(),
  policyType: z.string(),
  carrier: z.string(),
  paymentUrl: z.string().nullable(),
  paymentPhone: z.string().nullable(),
  autopay: z.boolean(),
  /** YYYY-MM-DD, when the agency knows it. */
  nextPaymentDue: z.string().nullable(),
});
export type PolicyPayment = z.infer<typeof policyPaymentSchema>;

/** What the portal calls for how to pay. */
export const paymentEndpoints = {
  list: endpoint('GET', '/api/client/payments', {
    response: { 200: z.array(policyPaymentSchema) },
  }),
};
