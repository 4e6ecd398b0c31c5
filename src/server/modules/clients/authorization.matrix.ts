// Authorization matrix entries of the people of an account (src/server/authorization.test.ts):
// the holder only; a member, staff and another client's holder are told the area or the person
// does not exist.
import {
  fresh,
  ownerOnly,
  type MatrixContext,
  type MatrixEntries,
  type Statuses,
} from '#tests/helpers/authorization-matrix';
import { randomUUID } from 'node:crypto';
import { accountTokens } from '#server/db/schema';
import { addClientPerson } from './accounts';

/**
 * A fresh open invitation per caller: a member invitation of client A's account, or (`holder`)
 * the link that makes its person the holder of client A's account.
 */
export async function freshInvitationOfA(ctx: MatrixContext, kind: 'member' | 'holder') {
  const [row] = await ctx.database.db
    .insert(accountTokens)
    .values({
      tokenHash: randomUUID().replace(/-/g, '').padEnd(64, '0'),
      purpose: 'invitation',
      email: fresh('invited'),
      data: {
        accountId: ctx.accountIds.clientA,
        ...(kind === 'member' ? { accountRole: 'member', policyScope: 'all' } : {}),
      },
      createdBy: ctx.ids.clientA,
      expiresAt: new Date(Date.now() + 24 * 3600_000),
    })
    .returning({ id: accountTokens.id });
  return row!.id;
}

/** Holders only: each holder reaches their own account's people. */
const holders = (passed: number): Statuses => ({
  anonymous: 401,
  clientA: passed,
  memberA: 404,
  clientB: passed,
  agent: 404,
  admin: 404,
});

/** A fresh member of client A's account per caller, so one caller's removal leaves the next one's. */
export async function freshMemberOfA(ctx: MatrixContext) {
  const person = await addClientPerson(
    ctx.database.db,
    { email: fresh('member'), emailVerifiedAt: new Date() },
    { accountId: ctx.accountIds.clientA, accountRole: 'member', policyScope: 'all' },
  );
  return person!.id;
}

const invitation = () => ({ email: fresh('invitee'), firstName: 'Pat', policyScope: 'all' });

export const matrix: MatrixEntries = {
  // Every person of an account reads what it is; staff have no account.
  'GET /api/client/account': {
    call: () => ({ url: '/api/client/account' }),
    expect: { ...holders(200), memberA: 200 },
  },
  'GET /api/client/people': { call: () => ({ url: '/api/client/people' }), expect: holders(200) },
  'POST /api/client/people/invite': {
    call: () => ({ url: '/api/client/people/invite', payload: invitation() }),
    expect: holders(201),
  },
  // The holder withdraws a member invitation of their account; nobody else sees it.
  'POST /api/client/people/invitations/:id/withdraw': {
    call: async (ctx) => ({
      url: `/api/client/people/invitations/${await freshInvitationOfA(ctx, 'member')}/withdraw`,
    }),
    expect: ownerOnly(200, 404, 404),
  },
  'POST /api/client/people/:id/revoke': {
    call: async (ctx) => ({ url: `/api/client/people/${await freshMemberOfA(ctx)}/revoke` }),
    expect: ownerOnly(200, 404, 404),
  },
};
