// Authorization matrix entries of how clients pay (src/server/authorization.test.ts).
import { signedIn, type MatrixEntries } from '#tests/helpers/authorization-matrix';

export const matrix: MatrixEntries = {
  'GET /api/client/payments': {
    call: () => ({ url: '/api/client/payments' }),
    expect: signedIn(200),
  },
};
