import { z } from 'zod';
import { accountKinds } from '../clients';
import { leadStatuses } from '../leads';
import { claimStatuses } from '../claims';
import { policyStatuses } from '../policies';
import { serviceRequestKinds, serviceRequestStatuses } from '../change-requests';
import { endpoint } from '../endpoints';

/**
 * The console's search (GET /api/staff/search?q=): one box in the console's header finds a
 * client, a lead, a claim, a policy or a service request by what a caller would read out: a name,
 * an e-mail, a phone number, a claim, policy or request number.
 */

export const searchMessages = {
  tooShort: 'Please type at least 2 characters to search',
  tooLong: 'Please search with at most 100 characters',
} as const;

/** Each kind of record shows at most this many; the rest is announced, not listed. */
export const SEARCH_GROUP_LIMIT = 10;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: searchMessages.tooShort })
    .trim()
    .min(2, searchMessages.tooShort)
    .max(100, searchMessages.tooLong),
});

/** One kind of record found: the first ones, and whether there are more. */
const group = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), more: z.boolean() });

export const searchResultsSchema = z.object({
  q: z.string(),
  clients: group(
    z.object({
      id: z.string(),
      kind: z.enum(accountKinds),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
  ),
  leads: group(
    z.object({
      id: z.number().int(),
      name: z.string(),
      businessName: z.string().nullable(),
      email: z.string(),
      status: z.enum(leadStatuses),
      createdAt: z.string(),
    }),
  ),
  claims: group(
    z.object({
      id: z.number().int(),
      claimNumber: z.string(),
      status: z.enum(claimStatuses),
      policyNumber: z.string(),
      clientName: z.string(),
    }),
  ),
  policies: group(
    z.object({
      id: z.number().int(),
      policyNumber: z.string(),
      policyType: z.string(),
      carrier: z.string(),
      status: z.enum(policyStatuses),
      expirationDate: z.string(),
      accountId: z.string(),
      clientName: z.string(),
    }),
  ),
  serviceRequests: group(
    z.object({
      id: z.number().int(),
      reference: z.string(),
      kind: z.enum(serviceRequestKinds),
      summary: z.string(),
      status: z.enum(serviceRequestStatuses),
      clientName: z.string(),
    }),
  ),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
export type SearchGroup = Exclude<keyof SearchResults, 'q'>;

/** What the console's search box calls (reads only). */
export const staffSearchEndpoints = {
  search: endpoint('GET', '/api/staff/search', {
    querystring: searchQuerySchema,
    response: { 200: searchResultsSchema },
  }),
};
