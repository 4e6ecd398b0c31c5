import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { z } from 'zod';
import {
  type ClientClaim,
  type ClientDetail,
  type ClientList,
  type ClientSummary,
} from '#shared/staff/clients';
import { openClaimStatuses } from '#shared/portal';
import type { Db } from '#server/db/client';
import { accountTokens, claims, clientPolicies, users } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { documentRepository } from '../../documents/service';
import { claimRepository } from '../../portal/service';
import { policyColumns, toStaffPolicy } from './policies-service';

export const clientNotFound = () => new HttpError(404, 'Not found');

export const idParams = z.object({ id: z.string().max(100) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names a record that does not exist: 404, as for an unknown one. */
export function knownClient(id: string): string {
  if (!UUID.test(id)) throw clientNotFound();
  return id;
}

/** `%` and `_` typed in the search box are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every word of the search in the name or the address: "marcus lee", "lee marcus", "example.com". */
function matches(q: string | undefined): SQL | undefined {
  const words = q?.split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(
        ilike(users.firstName, likePattern(word)),
        ilike(users.lastName, likePattern(word)),
        ilike(users.email, likePattern(word)),
      ),
    ),
  );
}

const isClient = eq(users.role, 'client');

/**
 * The agency's clients for the staff console: the list with its search, one client's page, and
 * documents put into a client's portal by an agent.
 */
export function clientsService(db: Db) {
  /** A client's row, or 404 for an unknown id and for staff accounts alike. */
  async function clientRow(tx: Db, id: string) {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), isClient));
    if (!row) throw clientNotFound();
    return row;
  }

  return {
    clientRow: (id: string) => clientRow(db, id),

    /** Clients by last name, first name and address; `q` narrows by name or e-mail. */
    async list(query: { q?: string; page: number; pageSize: number }): Promise<ClientList> {
      const where = and(isClient, matches(query.q));
      const policyCount = db
        .select({ userId: clientPolicies.userId, n: count().as('policy_n') })
        .from(clientPolicies)
        .groupBy(clientPolicies.userId)
        .as('policy_counts');
      const openClaimCount = db
        .select({ userId: claims.userId, n: count().as('claim_n') })
        .from(claims)
        .where(inArray(claims.status, openClaimStatuses))
        .groupBy(claims.userId)
        .as('claim_counts');
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            emailVerifiedAt: users.emailVerifiedAt,
            disabledAt: users.disabledAt,
            createdAt: users.createdAt,
            policyCount: sql<number>`coalesce(${policyCount.n}, 0)::int`,
            openClaimCount: sql<number>`coalesce(${openClaimCount.n}, 0)::int`,
          })
          .from(users)
          .leftJoin(policyCount, eq(policyCount.userId, users.id))
          .leftJoin(openClaimCount, eq(openClaimCount.userId, users.id))
          .where(where)
          .orderBy(
            sql`lower(coalesce(${users.lastName}, '')) = ''`,
            sql`lower(${users.lastName})`,
            sql`lower(${users.firstName})`,
            asc(users.email),
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return {
        items: rows.map(({ emailVerifiedAt, disabledAt, createdAt, ...row }): ClientSummary => ({
          ...row,
          confirmed: emailVerifiedAt !== null,
          disabled: disabledAt !== null,
          createdAt: createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Contact data, policies, claims, documents and a pending invitation of one client. */
    async detail(id: string): Promise<ClientDetail> {
      const user = await clientRow(db, id);
      const [policies, claimRows, documentList, [invitation]] = await Promise.all([
        db
          .select(policyColumns)
          .from(clientPolicies)
          .where(eq(clientPolicies.userId, id))
          .orderBy(desc(clientPolicies.expirationDate), desc(clientPolicies.id)),
        claimRepository(db).ofClient(id),
        documentRepository(db).list(id),
        db
          .select({ createdAt: accountTokens.createdAt, expiresAt: accountTokens.expiresAt })
          .from(accountTokens)
          .where(
            and(
              eq(accountTokens.purpose, 'invitation'),
              eq(sql`lower(${accountTokens.email})`, user.email.toLowerCase()),
              isNull(accountTokens.usedAt),
              gt(accountTokens.expiresAt, new Date()),
            ),
          )
          .orderBy(desc(accountTokens.createdAt))
          .limit(1),
      ]);
      return {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        confirmed: user.emailVerifiedAt !== null,
        disabled: user.disabledAt !== null,
        disabledAt: user.disabledAt?.toISOString() ?? null,
        createdAt: user.createdAt.toISOString(),
        policies: policies.map(toStaffPolicy),
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

    /**
     * The row of a document an agent put into a client's portal (its bytes are already in
     * storage under `key`), with its audit row, in one transaction. The client sees it at once,
     * marked as from the agency (`uploadedBy` is the agent).
     */
  };
}

export type ClientsService = ReturnType<typeof clientsService>;
