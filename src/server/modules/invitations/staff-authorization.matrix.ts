// Authorization matrix entries of the open invitations (src/server/authorization.test.ts): staff
// only. A withdrawal acts on a fresh invitation per caller, so a refusal is the guard's.
import { staffOnly, type MatrixEntries } from '#tests/helpers/authorization-matrix';
import { freshInvitationOfA } from '../clients/authorization.matrix';

export const matrix: MatrixEntries = {
  'GET /api/staff/invitations': {
    call: () => ({ url: '/api/staff/invitations' }),
    expect: staffOnly(200),
  },
  'POST /api/staff/invitations/:id/withdraw': {
    call: async (ctx) => ({
      url: `/api/staff/invitations/${await freshInvitationOfA(ctx, 'holder')}/withdraw`,
    }),
    expect: staffOnly(200),
  },
};
