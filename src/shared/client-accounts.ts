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
