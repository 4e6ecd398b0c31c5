import { z } from 'zod';
import { acknowledgementSchema } from './auth';
import { endpoint } from './endpoints';
import { formatCalendarDate } from './format';

/**
 * Proof of insurance for auto policies: the portal's first card lists each insured vehicle with
 * its wallet card (a PDF made on the server) to download or e-mail.
 */

export const idCardMessages = {
  title: 'Proof of insurance',
  intro: 'Show this card if a police officer or the DMV asks for proof of insurance.',
  download: 'Download PDF',
  email: 'E-mail it to me',
  emailed: (email: string) => `Your proof of insurance is on its way to ${email}.`,
  expired: (day: string) =>
    `This policy expired on ${formatCalendarDate(day)}, so it gives no proof of insurance. Call us to renew it.`,
  cancelled: 'This policy was cancelled, so it gives no proof of insurance.',
  notActive: 'This policy is not in force, so it gives no proof of insurance.',
  noVehicles: 'No vehicle is listed on this policy yet. Call us and we will add it.',
  noCard: 'This policy gives no proof of insurance now.',
  carrierCard: "Your insurance company's card",
  carrierCardOnly: 'The PDF must be the carrier’s card as a PDF file.',
} as const;

export const idCardVehicleSchema = z.object({
  id: z.number().int(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  vin: z.string(),
});
export type IdCardVehicle = z.infer<typeof idCardVehicleSchema>;

/** GET /api/client/id-cards: one entry per auto policy in the caller's scope. */
export const idCardSchema = z.object({
  policyId: z.number().int(),
  policyNumber: z.string(),
  policyType: z.string(),
  carrier: z.string(),
  effectiveDate: z.string(),
  expirationDate: z.string(),
  /** Why the policy gives no card now (expired, cancelled), or null. */
  unavailable: z.string().nullable(),
  vehicles: z.array(idCardVehicleSchema),
  /** The carrier's own card for the current term, when staff uploaded it: offered instead. */
  carrierCardId: z.number().int().nullable(),
});
export type IdCard = z.infer<typeof idCardSchema>;

/** A policy line that insures vehicles (Auto, Motorcycle, Commercial Vehicle, Car). */
export const AUTO_POLICY_TYPE = 'auto|motor|vehicle|car';
export const isAutoPolicyType = (policyType: string) =>
  new RegExp(AUTO_POLICY_TYPE, 'i').test(policyType);

/** A vehicle as a card names it: `2020 Honda Accord`. */
export const vehicleName = (v: Pick<IdCardVehicle, 'year' | 'make' | 'model'>) =>
  [v.year, v.make, v.model].filter(Boolean).join(' ') || 'Vehicle';

/** Why a policy gives no proof of insurance on `today` (YYYY-MM-DD), or null when it does. */
export function cardUnavailable(
  policy: { status: string; expirationDate: string; effectiveDate: string },
  today: string,
): string | null {
  if (policy.status === 'cancelled') return idCardMessages.cancelled;
  if (policy.status === 'expired' || policy.expirationDate < today) {
    return idCardMessages.expired(policy.expirationDate);
  }
  if (policy.status !== 'active') return idCardMessages.notActive;
  return null;
}

// --- the portal's proof-of-insurance endpoints ---------------------------------------------------

/** A vehicle's card in a path: the policy's id and the vehicle's, as text until read. */
const cardParams = z.object({ policyId: z.string().max(20), vehicleId: z.string().max(20) });
export type IdCardParams = z.infer<typeof cardParams>;

/** What the portal calls for proof of insurance (the e-mails go to the signed-in person). */
export const idCardEndpoints = {
  list: endpoint('GET', '/api/client/id-cards', { response: { 200: z.array(idCardSchema) } }),
  pdf: endpoint('GET', '/api/client/id-cards/:policyId/vehicles/:vehicleId/pdf', {
    params: cardParams,
  }),
  email: endpoint('POST', '/api/client/id-cards/:policyId/vehicles/:vehicleId/email', {
    params: cardParams,
    response: { 202: acknowledgementSchema },
  }),
  emailCarrierCard: endpoint('POST', '/api/client/id-cards/:policyId/carrier-card/email', {
    params: z.object({ policyId: z.string().max(20) }),
    response: { 202: acknowledgementSchema },
  }),
};
