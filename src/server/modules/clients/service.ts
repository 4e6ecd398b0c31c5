import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  type AccountPerson,
  type ClientClaim,
  type ClientDetail,
  type ClientList,
  type ClientPortalView,
  type ClientSummary,
  type PortalState,
} from '#shared/staff/clients';
import { accountName } from '#shared/clients';
import { openClaimStatuses } from '#shared/claims';
import type { Db } from '#server/db/client';
import {
  accountMemberPolicies,
  accountTokens,
  claims,
  clientAccounts,
  clientPolicies,
  users,
} from '#server/db/schema';
import { HttpError, knownRecord } from '#server/plugins/errors';
import { documentRepository } from '../documents/service';
import { claimReads, claimRepository } from '../claims/service';
import { policyReads } from '../policies/service';
import { listIdCards } from '../policies/id-cards';
import { clientScope, type ClientScope } from './scope';
import { vehiclesAndDrivers } from './vehicles';
import { recordAudit } from '../console/audit';
import { policyColumns, toStaffPolicy } from '../policies/service';
import { containsPattern } from '#server/db/sql';

export const clientNotFound = () => new HttpError(404, 'Not found');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names a record that does not exist: 404, as for an unknown one. */
export function knownClient(id: string): string {
  if (!UUID.test(id)) throw clientNotFound();
  return id;
}

/** Every word of the search in a name, the business or an address: "marcus lee", "example.com". */
function matches(q: string | undefined): SQL | undefined {
  const words = q?.split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = containsPattern(word);
      return or(
        ilike(clientAccounts.firstName, pattern),
        ilike(clientAccounts.lastName, pattern),
        ilike(clientAccounts.businessName, pattern),
        ilike(clientAccounts.email, pattern),
        sql`exists (select 1 from ${users} where ${users.accountId} = ${clientAccounts.id}
          and (${users.email} ilike ${pattern} or ${users.firstName} ilike ${pattern}
            or ${users.lastName} ilike ${pattern}))`,
      );
    }),
  );
}

/**
 * The list's and the page's columns of an account. The portal state and last sign-in come from
 * correlated subqueries built with the query builder: drizzle writes a single-table select's
 * own columns unqualified, which would turn a hand-written `users.accountId = client_accounts.id`
 * inside one into a comparison of the subquery's own columns.
 */
function summaryColumns(db: Db) {
  const peopleOf = eq(users.accountId, clientAccounts.id);
  return {
    id: clientAccounts.id,
    kind: clientAccounts.kind,
    firstName: clientAccounts.firstName,
    lastName: clientAccounts.lastName,
    businessName: clientAccounts.businessName,
    email: clientAccounts.email,
    phone: clientAccounts.phone,
    createdAt: clientAccounts.createdAt,
    /** Someone of the account has proved their address: they have joined. */
    joined: exists(
      db
        .select({ one: sql`1` })
        .from(users)
        .where(and(peopleOf, isNotNull(users.emailVerifiedAt))),
    ).mapWith(Boolean),
    /** An invitation not used nor expired, to the contact address or one of its people's. */
    invited: exists(
      db
        .select({ one: sql`1` })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.purpose, 'invitation'),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, sql`now()`),
            or(
              eq(sql`lower(${accountTokens.email})`, sql`lower(${clientAccounts.email})`),
              inArray(
                sql`lower(${accountTokens.email})`,
                db
                  .select({ email: sql`lower(${users.email})` })
                  .from(users)
                  .where(peopleOf),
              ),
            ),
          ),
        ),
    ).mapWith(Boolean),
    lastSignInAt: sql<Date | string | null>`(${db
      .select({ at: max(users.lastSignInAt) })
      .from(users)
      .where(peopleOf)})`,
  };
}

const portalState = (row: { joined: boolean; invited: boolean }): PortalState =>
  row.joined ? 'joined' : row.invited ? 'invited' : 'none';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

type SummaryRow = Pick<
  typeof clientAccounts.$inferSelect,
  'id' | 'kind' | 'firstName' | 'lastName' | 'businessName' | 'email' | 'phone' | 'createdAt'
> & { joined: boolean; invited: boolean; lastSignInAt: Date | string | null };

function toSummaryFields({ joined, invited, lastSignInAt, createdAt, ...row }: SummaryRow) {
  return {
    ...row,
    name: accountName(row),
    portal: portalState({ joined, invited }),
    lastSignInAt: iso(lastSignInAt),
    createdAt: createdAt.toISOString(),
  };
}

/**
 * The agency's clients (accounts: households and businesses) for the staff console: the list
 * with its search, one client's page with its people, and documents put into a client's portal
 * by an agent.
 */
export function clientsService(db: Db) {
  /** An account's row, or 404 for an unknown id. */
  async function accountRow(tx: Db, id: string) {
    const [row] = await tx
      .select(summaryColumns(tx))
      .from(clientAccounts)
      .where(eq(clientAccounts.id, id));
    if (!row) throw clientNotFound();
    return row;
  }

  async function peopleOf(accountId: string): Promise<AccountPerson[]> {
    const [people, chosen] = await Promise.all([
      db
        .select()
        .from(users)
        .where(eq(users.accountId, accountId))
        .orderBy(sql`${users.accountRole} <> 'holder'`, asc(users.createdAt)),
      db
        .select({ userId: accountMemberPolicies.userId, policyId: accountMemberPolicies.policyId })
        .from(accountMemberPolicies)
        .innerJoin(users, eq(users.id, accountMemberPolicies.userId))
        .where(eq(users.accountId, accountId)),
    ]);
    return people.map((person) => ({
      id: person.id,
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      accountRole: person.accountRole!,
      policyScope: person.policyScope!,
      policyIds: chosen.filter((c) => c.userId === person.id).map((c) => c.policyId),
      confirmed: person.emailVerifiedAt !== null,
      disabledAt: person.disabledAt?.toISOString() ?? null,
      lastSignInAt: person.lastSignInAt?.toISOString() ?? null,
      createdAt: person.createdAt.toISOString(),
    }));
  }

  return {
    /** A policy by id (a malformed or unknown one: 404), with its account and term. */
    async policyOf(id: string) {
      const [policy] = await db
        .select({
          id: clientPolicies.id,
          accountId: clientPolicies.accountId,
          expirationDate: clientPolicies.expirationDate,
        })
        .from(clientPolicies)
        .where(eq(clientPolicies.id, knownRecord(id)));
      if (!policy) throw clientNotFound();
      return policy;
    },

    /** 404 unless the client account exists. */
    async assertExists(id: string): Promise<void> {
      await accountRow(db, id);
    },

    /** Clients by last name, first name, business and address; `q` narrows by name or e-mail. */
    async list(query: { q?: string; page: number; pageSize: number }): Promise<ClientList> {
      const where = matches(query.q);
      const policyCount = db
        .select({ accountId: clientPolicies.accountId, n: count().as('policy_n') })
        .from(clientPolicies)
        .groupBy(clientPolicies.accountId)
        .as('policy_counts');
      const openClaimCount = db
        .select({ accountId: clientPolicies.accountId, n: count().as('claim_n') })
        .from(claims)
        .innerJoin(clientPolicies, eq(clientPolicies.id, claims.policyId))
        .where(inArray(claims.status, openClaimStatuses))
        .groupBy(clientPolicies.accountId)
        .as('claim_counts');
      const sortName = sql`lower(coalesce(${clientAccounts.lastName}, ${clientAccounts.businessName}, ''))`;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...summaryColumns(db),
            policyCount: sql<number>`coalesce(${policyCount.n}, 0)::int`,
            openClaimCount: sql<number>`coalesce(${openClaimCount.n}, 0)::int`,
          })
          .from(clientAccounts)
          .leftJoin(policyCount, eq(policyCount.accountId, clientAccounts.id))
          .leftJoin(openClaimCount, eq(openClaimCount.accountId, clientAccounts.id))
          .where(where)
          .orderBy(
            sql`${sortName} = ''`,
            sortName,
            sql`lower(${clientAccounts.firstName})`,
            asc(clientAccounts.email),
            asc(clientAccounts.id),
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(clientAccounts).where(where),
      ]);
      return {
        items: rows.map(({ policyCount, openClaimCount, ...row }): ClientSummary => ({
          ...toSummaryFields(row),
          policyCount,
          openClaimCount,
        })),
        total: total?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * The portal as the account's holder sees it (every policy), or as one of its people does
     * (their scope): the same queries as the portal's own, recorded in the audit log.
     */
    async portalView(
      id: string,
      personId: string | undefined,
      actorId: string,
    ): Promise<ClientPortalView> {
      const account = await accountRow(db, id);
      let scope: ClientScope = { userId: id, accountId: id, chosen: false };
      let viewer = accountName(account);
      if (personId) {
        const [person] = await db
          .select()
          .from(users)
          .where(and(eq(users.id, personId), eq(users.accountId, id)));
        if (!person) throw clientNotFound();
        scope = clientScope({ id: person.id, accountId: id, policyScope: person.policyScope });
        viewer = [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
      }
      const portal = policyReads(db);
      const [policies, currentAsOf, claimList, documentList, idCards] = await Promise.all([
        portal.policiesOf(scope),
        portal.currentAsOf(scope),
        claimReads(db).claimsOf(scope),
        documentRepository(db).list({ person: scope }),
        listIdCards(db, scope),
      ]);
      await recordAudit(db, {
        actorId,
        action: 'client.view',
        entityType: 'client',
        entityId: id,
        after: { personId: personId ?? null },
      });
      return {
        viewer,
        policies,
        currentAsOf,
        claims: claimList,
        documents: documentList,
        idCards,
      };
    },

    /** Contact data, people, policies, claims, documents and a pending invitation of one client. */
    async detail(id: string): Promise<ClientDetail> {
      const account = await accountRow(db, id);
      const ofAccount = sql`${clientPolicies.accountId} = ${id}`;
      const [vehicles, drivers] = await vehiclesAndDrivers(db, ofAccount);
      const [[address], people, policies, claimRows, documentList] = await Promise.all([
        db
          .select({
            line1: clientAccounts.addressLine1,
            line2: clientAccounts.addressLine2,
            city: clientAccounts.city,
            state: clientAccounts.state,
            postalCode: clientAccounts.postalCode,
          })
          .from(clientAccounts)
          .where(eq(clientAccounts.id, id)),
        peopleOf(id),
        db
          .select({
            ...policyColumns,
            autopay: clientPolicies.autopay,
            nextPaymentDue: clientPolicies.nextPaymentDue,
          })
          .from(clientPolicies)
          .where(eq(clientPolicies.accountId, id))
          .orderBy(desc(clientPolicies.expirationDate), desc(clientPolicies.id)),
        claimRepository(db).onPolicies(eq(clientPolicies.accountId, id)),
        documentRepository(db).list({ account: id }),
      ]);
      const addresses = [account.email, ...people.map((p) => p.email)]
        .filter((email): email is string => Boolean(email))
        .map((email) => email.toLowerCase());
      const [invitation] = await db
        .select({ createdAt: accountTokens.createdAt, expiresAt: accountTokens.expiresAt })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.purpose, 'invitation'),
            addresses.length ? inArray(sql`lower(${accountTokens.email})`, addresses) : sql`false`,
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(accountTokens.createdAt))
        .limit(1);
      return {
        ...toSummaryFields(account),
        address: address!,
        people,
        policies: policies.map(({ autopay: _autopay, nextPaymentDue: _due, ...policy }) =>
          toStaffPolicy(policy),
        ),
        billing: policies.map((policy) => ({
          policyId: policy.id,
          autopay: policy.autopay,
          nextPaymentDue: policy.nextPaymentDue,
        })),
        vehicles,
        drivers,
        claims: claimRows.map(
          ({ description: _description, createdAt, ...claim }): ClientClaim => ({
            ...claim,
            createdAt: createdAt.toISOString(),
          }),
        ),
        documents: documentList,
        invitation: invitation
          ? {
              sentAt: invitation.createdAt.toISOString(),
              expiresAt: invitation.expiresAt.toISOString(),
            }
          : null,
      };
    },
  };
}
