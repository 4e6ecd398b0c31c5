import { and, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  accountMemberPolicies,
  clientPolicies,
  documents,
  serviceRequests,
} from '#server/db/schema';
import type { SessionUser } from '../auth/sessions';

/**
 * What one signed-in person may see of the agency's records: their account's, in their scope
 * (every policy, or the ones chosen for them). Staff have no account: their portal is empty.
 * Every portal, document and claim query of a client takes its rows through these conditions
 * (docs/adr/0013-a-client-is-an-account-people-sign-in-to-it.md).
 */
export interface ClientScope {
  userId: string;
  accountId: string | null;
  /** Only the policies in `account_member_policies` for this person. */
  chosen: boolean;
}

export function clientScope(
  user: Pick<SessionUser, 'id' | 'accountId' | 'policyScope'>,
): ClientScope {
  return { userId: user.id, accountId: user.accountId, chosen: user.policyScope === 'chosen' };
}

const nothing = sql`false`;

/** The policy ids chosen for a person. */
const chosenFor = (userId: string, column: AnyColumn): SQL =>
  sql`${column} in (select ${accountMemberPolicies.policyId} from ${accountMemberPolicies}
    where ${accountMemberPolicies.userId} = ${userId})`;

/** Policies in scope; claims are in scope through their policy (join `clientPolicies`). */
export function policiesIn(scope: ClientScope): SQL {
  if (!scope.accountId) return nothing;
  return and(
    eq(clientPolicies.accountId, scope.accountId),
    scope.chosen ? chosenFor(scope.userId, clientPolicies.id) : undefined,
  )!;
}

/**
 * Documents in scope: a person who sees every policy sees every document of the account; one who
 * sees chosen policies sees those policies' documents and the ones they uploaded themselves.
 */
export function documentsIn(scope: ClientScope): SQL {
  if (!scope.accountId) return nothing;
  return and(
    eq(documents.accountId, scope.accountId),
    scope.chosen
      ? or(eq(documents.uploadedBy, scope.userId), chosenFor(scope.userId, documents.policyId))
      : undefined,
  )!;
}

/**
 * Service requests in scope, as documents: every one of the account for a person who sees every
 * policy; those on their chosen policies and their own for one who sees chosen policies.
 */
export function serviceRequestsIn(scope: ClientScope): SQL {
  if (!scope.accountId) return nothing;
  return and(
    eq(serviceRequests.accountId, scope.accountId),
    scope.chosen
      ? or(
          eq(serviceRequests.requestedBy, scope.userId),
          chosenFor(scope.userId, serviceRequests.policyId),
        )
      : undefined,
  )!;
}
