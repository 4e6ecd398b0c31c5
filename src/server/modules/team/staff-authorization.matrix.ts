// Authorization matrix entries of the team's routes (src/server/authorization.test.ts): admins
// only; a client or an agent is told the routes do not exist.
import {
  adminOnly,
  fresh,
  type MatrixContext,
  type MatrixEntries,
} from '#tests/helpers/authorization-matrix';
import { users } from '#server/db/schema';

/** A fresh agent per caller, so each call has an account to change. */
async function freshAgent(ctx: MatrixContext, disabled: boolean) {
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      email: fresh('staff'),
      role: 'agent',
      emailVerifiedAt: new Date(),
      disabledAt: disabled ? new Date() : null,
    })
    .returning({ id: users.id });
  return row!.id;
}

export const matrix: MatrixEntries = {
  'GET /api/staff/team': { call: () => ({ url: '/api/staff/team' }), expect: adminOnly(200) },
  'POST /api/staff/team/invite': {
    call: () => ({
      url: '/api/staff/team/invite',
      payload: { email: fresh('staff'), role: 'agent' },
    }),
    expect: adminOnly(201),
  },
  'POST /api/staff/team/:id/disable': {
    call: async (ctx) => ({ url: `/api/staff/team/${await freshAgent(ctx, false)}/disable` }),
    expect: adminOnly(200),
  },
  'POST /api/staff/team/:id/enable': {
    call: async (ctx) => ({ url: `/api/staff/team/${await freshAgent(ctx, true)}/enable` }),
    expect: adminOnly(200),
  },
  'GET /api/staff/audit': {
    call: () => ({ url: '/api/staff/audit?entityType=user' }),
    expect: adminOnly(200),
  },
};
