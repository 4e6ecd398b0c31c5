// Authorization matrix entries of this module's routes (src/server/authorization.test.ts).
import { fresh, staffOnly, type MatrixEntries } from '#tests/helpers/authorization-matrix';

export const matrix: MatrixEntries = {
  'POST /api/staff/clients/invite': {
    call: () => ({ url: '/api/staff/clients/invite', payload: { email: fresh('invitee') } }),
    expect: staffOnly(201),
  },
};
