import { and, desc, asc, eq, ilike, or, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { accountName } from '#shared/clients';
import type { policyStatuses } from '#shared/policies';
import { kindOfType } from '#shared/change-requests';
import { SEARCH_GROUP_LIMIT, type SearchResults } from '#shared/staff/search';
import type { Db } from '#server/db/client';
import { claims, clientAccounts, clientPolicies, leads, serviceRequests } from '#server/db/schema';
import { containsPattern } from '#server/db/sql';
import { requestSummaryColumns } from '../change-requests/service';

/**
 * Whether a column holds the typed phone number, whatever its punctuation: "(316) 555-01" finds
 * "316-555-0142". Only a search of at least 4 digits and phone characters is taken for a number.
 */
function phoneMatch(column: AnyColumn, q: string): SQL | undefined {
  const digits = q.replace(/\D/g, '');
  if (digits.length < 4 || !/^[\d\s()+.-]+$/.test(q)) return undefined;
  return sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g') like ${containsPattern(digits)}`;
}

/** Every word of the search in one of the columns: "dana kim", "roofing llc". */
function everyWord(q: string, columns: AnyColumn[]): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean);
  return and(
    ...words.map((word) => or(...columns.map((column) => ilike(column, containsPattern(word))))),
  );
}

/** The first ones of a kind, and whether there were more. */
function firstOf<T>(rows: T[]): { items: T[]; more: boolean } {
  return { items: rows.slice(0, SEARCH_GROUP_LIMIT), more: rows.length > SEARCH_GROUP_LIMIT };
}

const clientNameColumns = {
  kind: clientAccounts.kind,
  businessName: clientAccounts.businessName,
  firstName: clientAccounts.firstName,
  lastName: clientAccounts.lastName,
  email: clientAccounts.email,
};

/**
 * The console's one search box: clients by name, e-mail or phone; leads the same way; claims,
 * policies and service requests by their numbers. Numbers are matched anywhere in them, so the
 * last digits a caller reads out are enough.
 */
export function searchService(db: Db) {
  // One more than shown, to know whether there are more.
  const fetch = SEARCH_GROUP_LIMIT + 1;

  return {
    async search(q: string): Promise<SearchResults> {
      const number = containsPattern(q.replace(/\s+/g, ''));
      const [clientRows, leadRows, claimRows, policyRows, requestRows] = await Promise.all([
        db
          .select({ id: clientAccounts.id, phone: clientAccounts.phone, ...clientNameColumns })
          .from(clientAccounts)
          .where(
            or(
              everyWord(q, [
                clientAccounts.firstName,
                clientAccounts.lastName,
                clientAccounts.businessName,
                clientAccounts.email,
              ]),
              phoneMatch(clientAccounts.phone, q),
            ),
          )
          .orderBy(
            asc(sql`coalesce(${clientAccounts.businessName}, ${clientAccounts.lastName})`),
            asc(clientAccounts.firstName),
          )
          .limit(fetch),
        db
          .select({
            id: leads.id,
            firstName: leads.firstName,
            lastName: leads.lastName,
            businessName: leads.businessName,
            email: leads.email,
            status: leads.status,
            createdAt: leads.createdAt,
          })
          .from(leads)
          .where(
            or(
              everyWord(q, [leads.firstName, leads.lastName, leads.businessName, leads.email]),
              phoneMatch(leads.phone, q),
            ),
          )
          .orderBy(desc(leads.createdAt), desc(leads.id))
          .limit(fetch),
        db
          .select({
            id: claims.id,
            claimNumber: claims.claimNumber,
            status: claims.status,
            policyNumber: clientPolicies.policyNumber,
            ...clientNameColumns,
          })
          .from(claims)
          .innerJoin(clientPolicies, eq(clientPolicies.id, claims.policyId))
          .innerJoin(clientAccounts, eq(clientAccounts.id, clientPolicies.accountId))
          .where(ilike(claims.claimNumber, number))
          .orderBy(desc(claims.createdAt), desc(claims.id))
          .limit(fetch),
        db
          .select({
            id: clientPolicies.id,
            policyNumber: clientPolicies.policyNumber,
            policyType: clientPolicies.policyType,
            carrier: clientPolicies.carrier,
            status: clientPolicies.status,
            expirationDate: clientPolicies.expirationDate,
            accountId: clientPolicies.accountId,
            ...clientNameColumns,
          })
          .from(clientPolicies)
          .innerJoin(clientAccounts, eq(clientAccounts.id, clientPolicies.accountId))
          .where(ilike(clientPolicies.policyNumber, number))
          .orderBy(desc(clientPolicies.expirationDate), desc(clientPolicies.id))
          .limit(fetch),
        db
          .select({ ...requestSummaryColumns, ...clientNameColumns })
          .from(serviceRequests)
          .innerJoin(clientAccounts, eq(clientAccounts.id, serviceRequests.accountId))
          .where(ilike(serviceRequests.reference, number))
          .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
          .limit(fetch),
      ]);

      return {
        q,
        clients: firstOf(
          clientRows.map((row) => ({
            id: row.id,
            kind: row.kind,
            name: accountName(row),
            email: row.email,
            phone: row.phone,
          })),
        ),
        leads: firstOf(
          leadRows.map((row) => ({
            id: row.id,
            name: `${row.firstName} ${row.lastName}`,
            businessName: row.businessName,
            email: row.email,
            status: row.status,
            createdAt: row.createdAt.toISOString(),
          })),
        ),
        claims: firstOf(
          claimRows.map((row) => ({
            id: row.id,
            claimNumber: row.claimNumber,
            status: row.status,
            policyNumber: row.policyNumber,
            clientName: accountName(row),
          })),
        ),
        policies: firstOf(
          policyRows.map((row) => ({
            id: row.id,
            policyNumber: row.policyNumber,
            policyType: row.policyType,
            carrier: row.carrier,
            status: row.status as (typeof policyStatuses)[number],
            expirationDate: row.expirationDate,
            accountId: row.accountId,
            clientName: accountName(row),
          })),
        ),
        serviceRequests: firstOf(
          requestRows.map((row) => ({
            id: row.id,
            reference: row.reference,
            kind: kindOfType(row.type),
            summary: row.summary,
            status: row.status,
            clientName: accountName(row),
          })),
        ),
      };
    },
  };
}
