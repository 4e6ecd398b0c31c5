import { z } from 'zod';
import { acknowledgementSchema, emailField } from './auth';
import { endpoint } from './endpoints';
import { idParams } from './fields';
import { withdrawInvitationSchema } from './staff/invitations';

/**
 * A client of the agency is an account (a household or a business); people sign in to it
 * (docs/adr/0013-a-client-is-an-account-people-sign-in-to-it.md).
 */

/** A household (one or more people) or a business. */
export const accountKinds = ['person', 'business'] as const;
export type AccountKind = (typeof accountKinds)[number];

/** The holder invites and revokes the account's members. */
export const accountRoles = ['holder', 'member'] as const;
export type AccountRole = (typeof accountRoles)[number];

/** What a person of the account sees: every policy, or the ones chosen for them. */
export const policyScopes = ['all', 'chosen'] as const;
export type PolicyScope = (typeof policyScopes)[number];

/** How a list names an account: the business, the person, or the contact address. */
export function accountName(account: {
  kind?: AccountKind;
  businessName?: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}): string {
  if (account.kind === 'business' && account.businessName) return account.businessName;
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ').trim();
  return name || account.businessName || account.email || 'Unnamed client';
}

// --- the people of an account (the holder's "People" page, and staff on a client's page) -----

export const peopleMessages = {
  firstNameRequired: 'Please enter their first name',
  policiesRequired: 'Choose at least one policy they may see',
  invited: (email: string) =>
    `An invitation is on its way to ${email}. Their link signs them in to this account.`,
  revoked: (name: string) => `${name} can no longer sign in to this account.`,
  holderStays: 'The account holder keeps their access. To change who holds the account, call us.',
  holdersOnly: 'Only the account holder chooses who signs in to this account.',
} as const;

/** POST /api/client/people/invite and /api/staff/clients/:id/people/invite. */
export const invitePersonSchema = z
  .object({
    email: emailField,
    firstName: z
      .string({ error: peopleMessages.firstNameRequired })
      .trim()
      .min(1, peopleMessages.firstNameRequired)
      .max(100),
    lastName: z.string().trim().max(100).optional(),
    policyScope: z.enum(policyScopes),
    policyIds: z.array(z.number().int().positive().max(2_147_483_647)).max(500).default([]),
  })
  .refine((v) => v.policyScope === 'all' || v.policyIds.length > 0, {
    path: ['policyIds'],
    message: peopleMessages.policiesRequired,
  });
export type InvitePersonInput = z.input<typeof invitePersonSchema>;
export type InvitePerson = z.output<typeof invitePersonSchema>;

/** A person who signs in to a client account, as the holder and staff both see them. */
export const signInPersonSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  accountRole: z.enum(accountRoles),
  policyScope: z.enum(policyScopes),
  /** With the `chosen` scope: the policies this person sees. */
  policyIds: z.array(z.number().int()),
});

/** GET /api/client/people: who signs in, who is invited, and the policies to choose from. */
export const accountPeopleSchema = z.object({
  people: z.array(
    signInPersonSchema.extend({
      /** Access removed: they can no longer sign in. */
      revoked: z.boolean(),
      lastSignInAt: z.string().nullable(),
    }),
  ),
  invitations: z.array(
    z.object({
      /** Names it for withdrawing (`/api/client/people/invitations/:id/withdraw`). */
      id: z.number().int(),
      email: z.string(),
      firstName: z.string().nullable(),
      policyScope: z.enum(policyScopes),
      policyIds: z.array(z.number().int()),
      expiresAt: z.string(),
    }),
  ),
  policies: z.array(
    z.object({ id: z.number().int(), policyNumber: z.string(), policyType: z.string() }),
  ),
});
export type AccountPeople = z.infer<typeof accountPeopleSchema>;

/**
 * GET /api/client/account: the signed-in person's account as the portal needs it: a household or
 * a business (a business has a Certificates tab), its name, and the person's part in it.
 */
export const clientAccountSchema = z.object({
  kind: z.enum(accountKinds),
  name: z.string(),
  accountRole: z.enum(accountRoles),
  policyScope: z.enum(policyScopes),
});
export type ClientAccount = z.infer<typeof clientAccountSchema>;

// --- the portal's account and people endpoints -----------------------------------------------

/** What the portal calls about the signed-in person's account and the people who sign in to it. */
export const clientEndpoints = {
  account: endpoint('GET', '/api/client/account', { response: { 200: clientAccountSchema } }),
  people: endpoint('GET', '/api/client/people', { response: { 200: accountPeopleSchema } }),
  invite: endpoint('POST', '/api/client/people/invite', {
    body: invitePersonSchema,
    response: { 201: acknowledgementSchema },
  }),
  /** A member invitation of the holder's account, before it is accepted. */
  withdrawInvitation: endpoint(
    'POST',
    '/api/client/people/invitations/:id/withdraw',
    withdrawInvitationSchema,
  ),
  revoke: endpoint('POST', '/api/client/people/:id/revoke', {
    params: idParams,
    response: { 200: acknowledgementSchema },
  }),
};
