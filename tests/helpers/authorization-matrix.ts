// The vocabulary of the authorization matrix (src/server/authorization.test.ts). Each module
// lists its routes in `src/server/modules/<area>/authorization.matrix.ts`.
import type { Database } from '#server/db/client';

/**
 * `memberA`: a household member of client A's account who sees one of A's two active policies
 * (the auto policy, `clientAPolicyId`) and not the other (`clientAOtherPolicyId`).
 */
export const callers = ['anonymous', 'clientA', 'memberA', 'clientB', 'agent', 'admin'] as const;
export type Caller = (typeof callers)[number];
export type Statuses = Record<Caller, number>;

/** What the calls may point at: the callers' ids, client A's records, the database. */
export interface MatrixContext {
  ids: Record<Exclude<Caller, 'anonymous'>, string>;
  /** The client accounts of A (and of member A) and of B. */
  accountIds: { clientA: string; clientB: string };
  /** An active policy of client A that member A sees. */
  clientAPolicyId: number;
  /** An active policy of client A that member A does not see. */
  clientAOtherPolicyId: number;
  database: Database;
}

export interface Call {
  url: string;
  payload?: object | string;
  headers?: Record<string, string>;
}

/**
 * How one route is called (`call` runs once per caller, so it may make a fresh record each
 * time) and the status each caller must get. Bodies are valid, so a refusal is the guard's and
 * not the validation's.
 */
export interface MatrixEntry {
  call: (ctx: MatrixContext, caller: Caller) => Call | Promise<Call>;
  expect: Statuses;
}
export type MatrixEntries = Record<string, MatrixEntry>;

/** The same status for everyone: the route does not depend on who asks. */
export const everyone = (status: number): Statuses => ({
  anonymous: status,
  clientA: status,
  memberA: status,
  clientB: status,
  agent: status,
  admin: status,
});
/** Any signed-in user passes the guard (`passed` is the status a signed-in caller gets). */
export const signedIn = (passed: number): Statuses => ({ ...everyone(passed), anonymous: 401 });
/** Staff only: a client is told the route does not exist. */
export const staffOnly = (passed: number): Statuses => ({
  anonymous: 401,
  clientA: 404,
  memberA: 404,
  clientB: 404,
  agent: passed,
  admin: passed,
});
/** Admins only: clients and agents are told the route does not exist. */
export const adminOnly = (passed: number): Statuses => ({ ...staffOnly(passed), agent: 404 });
/**
 * A record of client A's account: B and staff see it as missing unless `staff` is given; member A
 * as A does, unless the record is outside their scope (`member` 404).
 */
export const ownerOnly = (passed: number, staff = 404, member = passed): Statuses => ({
  anonymous: 401,
  clientA: passed,
  memberA: member,
  clientB: 404,
  agent: staff,
  admin: staff,
});

let unique = 0;
/** A new address per call. */
export const fresh = (label: string) => `${label}-${++unique}@matrix.example`;
/** A well-formed one-time token that matches nothing. */
export const bogusToken = 'x'.repeat(43);
