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
import { addClientPerson } from './accounts';

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
  'POST /api/client/people/:id/revoke': {
    call: async (ctx) => ({ url: `/api/client/people/${await freshMemberOfA(ctx)}/revoke` }),
    expect: ownerOnly(200, 404, 404),
  },
};
